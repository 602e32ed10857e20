import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, toast } from '@lectern/ui';
import { SETTINGS_PAGE_TEXT } from './text';

/** One settings card: its title, the read-only note for people who may not change it. */
export function SettingsCard({
  title,
  readOnly = false,
  description,
  children,
}: {
  title: string;
  readOnly?: boolean;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{title}</h2>
        {(description !== undefined || readOnly) && (
          <CardDescription>{readOnly ? SETTINGS_PAGE_TEXT.readOnly : description}</CardDescription>
        )}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** settings failures: title 'Error' and the sentence. */
export function failureToast(description: string): void {
  toast({ variant: 'destructive', title: SETTINGS_PAGE_TEXT.errorTitle, description });
}

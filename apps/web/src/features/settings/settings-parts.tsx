import type { ReactNode } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { Button, Card, CardContent, CardDescription, CardHeader, toast } from '@lectern/ui';
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

/** A settings form's save button, with the note that there are changes not saved yet. */
export function SaveRow({
  unsaved,
  saving,
  label,
}: {
  unsaved: boolean;
  saving: boolean;
  label: string;
}) {
  return (
    <div className="flex items-center justify-end gap-3 sm:col-span-2">
      {unsaved && (
        <span className="text-sm text-muted-foreground">{SETTINGS_PAGE_TEXT.unsavedNote}</span>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? SETTINGS_PAGE_TEXT.saving : label}
      </Button>
    </div>
  );
}

/**
 * Warns before leaving the screen (a link, the back button, closing the tab) while a card holds
 * changes that are not saved: the person chooses to stay or to drop them.
 */
export function useWarnBeforeLeaving(unsaved: boolean): void {
  useBlocker({
    shouldBlockFn: () => !window.confirm(SETTINGS_PAGE_TEXT.unsavedChanges),
    enableBeforeUnload: unsaved,
    disabled: !unsaved,
  });
}

/** settings failures: title 'Error' and the sentence. */
export function failureToast(description: string): void {
  toast({ variant: 'destructive', title: SETTINGS_PAGE_TEXT.errorTitle, description });
}

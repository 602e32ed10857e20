import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from './card';

/** One figure of a screen's top row: its title (and icon), the value, an optional line under it. */
export function StatCard({
  title,
  value,
  detail,
  icon: Icon,
}: {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex-row items-center justify-between">
        <p className="text-sm font-medium text-muted-foreground">{title}</p>
        {Icon && <Icon className="size-4 text-muted-foreground" aria-hidden />}
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold">{value}</p>
        {detail !== undefined && <div className="mt-1 text-xs text-muted-foreground">{detail}</div>}
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Delayed, Skeleton } from '@lectern/ui';

/** A titled card for the dashboard's panels. */
export function Panel({
  title,
  badge,
  children,
  footer,
  className,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="leading-tight font-semibold">{title}</h2>
        {badge}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">{children}</CardContent>
      {footer !== undefined && <div className="px-5">{footer}</div>}
    </Card>
  );
}

/** Skeleton shaped like the officer dashboard: four figures, then two wide panels. */
export function DashboardSkeleton() {
  return (
    <Delayed>
      <div className="space-y-6" aria-busy="true">
        <Skeleton className="h-8 w-48" />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-28 w-full" />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </div>
    </Delayed>
  );
}

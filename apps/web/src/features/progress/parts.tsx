import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Card, CardContent, CardHeader, Delayed, PageHeader, Skeleton } from '@lectern/ui';
import { PROGRESS_SCREEN_TEXT, SKILLS_PROGRESS_TEXT } from './text';

/** A titled card holding one list or chart. */
export function Section({
  title,
  children,
  actions,
  className,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="leading-tight font-semibold">{title}</h2>
        {actions}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">{children}</CardContent>
    </Card>
  );
}

export function TileGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}

/** Skeleton of a progress screen: its title, four figures and two panels. */
export function ProgressSkeleton({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Delayed>
        <div className="space-y-6" aria-busy="true">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-28 w-full" />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-64 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        </div>
      </Delayed>
    </>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** What a member sees on a club-wide progress screen: it is for officers, theirs is one tap away. */
export function OfficersOnlyProgress({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="space-y-3">
        <Muted>{SKILLS_PROGRESS_TEXT.officersOnly}</Muted>
        <Link
          to="/member/pathways"
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4"
        >
          {PROGRESS_SCREEN_TEXT.openMyPathways}
        </Link>
      </div>
    </>
  );
}

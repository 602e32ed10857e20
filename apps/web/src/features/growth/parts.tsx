import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, NoticeCard, PageHeader, Skeleton } from '@lectern/ui';
import { MEMBERSHIP_PAGE_TEXT } from './text';
import type { ClubFormat } from '@lectern/domain';

/** A stored time as dd/MM/yyyy; null stays null. */
export function dateOf(at: string | Date | null, format: ClubFormat): string | null {
  return at === null ? null : format.date(new Date(at).toISOString().slice(0, 10));
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">{children}</div>;
}

export function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** Members who are not officers see the screen's title and why there is nothing else. */
export function OfficersOnly({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <NoticeCard>
        <p className="text-muted-foreground">{MEMBERSHIP_PAGE_TEXT.officersOnly}</p>
      </NoticeCard>
    </>
  );
}

export function PageSkeleton({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="grid gap-4" aria-hidden>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </>
  );
}

import { Card, CardContent, CardHeader, Delayed, Skeleton } from '@lectern/ui';

const CARD_KEYS = ['first', 'second', 'third'];

/** Three meeting-card shapes, shown only when loading takes longer than half a second. */
export function MeetingsSkeleton() {
  return (
    <Delayed>
      <div className="grid gap-4" aria-busy="true">
        {CARD_KEYS.map((key) => (
          <Card key={key}>
            <CardHeader className="space-y-2">
              <Skeleton className="h-5 w-56" />
              <Skeleton className="h-5 w-20" />
            </CardHeader>
            <CardContent className="space-y-3">
              <div className="grid gap-2 sm:grid-cols-3">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-4 w-36" />
                <Skeleton className="h-4 w-32" />
              </div>
              <div className="flex gap-2 pt-2">
                <Skeleton className="h-9 w-28" />
                <Skeleton className="h-9 w-28" />
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
    </Delayed>
  );
}

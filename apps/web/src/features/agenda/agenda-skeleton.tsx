import { Card, CardContent, CardHeader, Delayed, Skeleton } from '@lectern/ui';

const ROW_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** The agenda's shape (header, table rows, two cards), shown after half a second of loading. */
export function AgendaSkeleton() {
  return (
    <Delayed>
      <div className="space-y-4" aria-busy="true">
        <Card>
          <CardHeader className="space-y-2">
            <Skeleton className="h-7 w-64" />
            <Skeleton className="h-4 w-48" />
          </CardHeader>
          <CardContent className="space-y-2">
            {ROW_KEYS.map((key) => (
              <Skeleton key={key} className="h-8 w-full" />
            ))}
          </CardContent>
        </Card>
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      </div>
    </Delayed>
  );
}

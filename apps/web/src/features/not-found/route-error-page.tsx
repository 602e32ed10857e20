import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button, Card, CardContent } from '@lectern/ui';

export const ROUTE_ERROR_TEXT = {
  title: 'Something went wrong',
  description: 'This page could not be shown. Try again, or come back later.',
  retry: 'Try again',
} as const;

/** Shown when a screen fails to load or render, instead of a blank page. */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <main className="flex min-h-[60dvh] items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <h1 className="text-xl font-semibold">{ROUTE_ERROR_TEXT.title}</h1>
          <p className="text-sm text-muted-foreground">{ROUTE_ERROR_TEXT.description}</p>
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {ROUTE_ERROR_TEXT.retry}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

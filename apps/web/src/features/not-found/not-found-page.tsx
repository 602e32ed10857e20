import { Link } from '@tanstack/react-router';
import { CircleAlertIcon } from 'lucide-react';
import { Button, Card, CardContent } from '@lectern/ui';

export const NOT_FOUND_TEXT = {
  title: '404 Page Not Found',
  description: 'The page you asked for does not exist or has moved.',
  home: 'Go to the home page',
} as const;

/** Any unknown path, signed in or not. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 px-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <CircleAlertIcon className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">{NOT_FOUND_TEXT.title}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{NOT_FOUND_TEXT.description}</p>
          <Button asChild variant="outline">
            <Link to="/">{NOT_FOUND_TEXT.home}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

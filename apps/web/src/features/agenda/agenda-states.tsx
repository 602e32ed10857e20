import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button, Card, CardContent } from '@lectern/ui';
import { serverMessageOf } from '../../lib/errors';
import { AGENDA_TEXT } from './text';

/** View Agenda when the person is not logged in (the sign-in redirect follows). */
export function AccessDenied() {
  return (
    <Card>
      <CardContent className="space-y-2 py-8 text-center">
        <h2 className="text-xl font-semibold">{AGENDA_TEXT.accessDenied.title}</h2>
        <p className="text-muted-foreground">{AGENDA_TEXT.accessDenied.description}</p>
      </CardContent>
    </Card>
  );
}

/** 'Meeting not found' with the error's message and the way back to the meetings. */
export function MeetingNotFound({ error }: { error: unknown }) {
  const message = serverMessageOf(error) ?? (error instanceof Error ? error.message : undefined);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <h2 className="text-xl font-semibold">{AGENDA_TEXT.notFound.title}</h2>
        <p className="text-muted-foreground">{AGENDA_TEXT.notFound.description}</p>
        {message ? <p className="text-sm text-destructive">{message}</p> : null}
        <Button asChild variant="outline">
          <Link to="/meetings">
            <ArrowLeftIcon aria-hidden />
            {AGENDA_TEXT.backToMeetings}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

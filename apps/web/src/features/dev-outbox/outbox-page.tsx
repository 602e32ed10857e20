import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  PageHeader,
  Skeleton,
} from '@lectern/ui';
import { useSignedInUser } from '../../app/auth/session';
import { ScreenBoundary, ScreenNotice } from '../../app/layout/screen-boundary';
import { useTRPC } from '../../lib/trpc';
import { once } from '../../lib/once';
import { OUTBOX_TEXT as TEXT } from './text';

const WHEN = once(
  () => new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** The plain text of a message with its addresses as links (the one-click answers). */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <pre className="overflow-x-auto text-sm whitespace-pre-wrap">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="text-primary underline underline-offset-2">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

/** The worker sends in the background: the outbox looks again every few seconds while open. */
const OUTBOX_REFRESH_MS = 3_000;

function Messages() {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(
    trpc.devOutbox.list.queryOptions(undefined, { refetchInterval: OUTBOX_REFRESH_MS }),
  );
  if (data.length === 0) return <p className="text-muted-foreground">{TEXT.empty}</p>;
  return (
    <ol className="grid gap-4">
      {data.map((message) => (
        <li key={message.id}>
          <Card>
            <CardHeader>
              <h2 className="leading-tight font-semibold">{message.subject}</h2>
              <CardDescription className="flex flex-wrap items-center gap-2">
                <span>{TEXT.to(message.to)}</span>
                <span aria-hidden>·</span>
                <time dateTime={new Date(message.createdAt).toISOString()}>
                  {WHEN().format(new Date(message.createdAt))}
                </time>
                <Badge variant="outline">{message.kind}</Badge>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <LinkedText text={message.text} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** /outbox: the e-mail kept in development, for the super admin. */
export function OutboxPage() {
  const user = useSignedInUser();
  if (!user.isSuperAdmin)
    return (
      <ScreenNotice title={TEXT.title}>
        <p role="alert">{TEXT.notAllowed}</p>
      </ScreenNotice>
    );
  const header = <PageHeader title={TEXT.title} description={TEXT.description} />;
  return (
    <div className="mx-auto max-w-3xl">
      <ScreenBoundary
        title={TEXT.title}
        skeleton={
          <>
            {header}
            <Skeleton className="h-48 w-full" />
          </>
        }
        loadFailed={TEXT.loadFailed}
      >
        {header}
        <Messages />
      </ScreenBoundary>
    </div>
  );
}

/** The super admin screen's way to the outbox. */
export function OutboxLinkCard() {
  return (
    <Card className="mt-6">
      <CardHeader>
        <h2 className="leading-tight font-semibold">{TEXT.title}</h2>
        <CardDescription>{TEXT.linkDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/outbox" className="text-primary underline underline-offset-4">
          {TEXT.link}
        </Link>
      </CardContent>
    </Card>
  );
}

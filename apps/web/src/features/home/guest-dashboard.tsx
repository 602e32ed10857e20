import { Link } from '@tanstack/react-router';
import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { Button } from '@lectern/ui';
import type { CurrentUser } from '../../lib/api-types';
import { Panel } from './dashboard-parts';
import { UpcomingMeetingPanel } from './member-dashboard';
import { HOME_TEXT } from './text';

/** A guest's profile is complete enough to be welcomed once it has a full name. */
export function guestProfileComplete(user: Pick<CurrentUser, 'firstName' | 'lastName'>): boolean {
  return Boolean(user.firstName?.trim() && user.lastName?.trim());
}

/** Guest Dashboard ('Welcome, Guest!'): no volunteering, the way to membership. */
export function GuestDashboard({
  clubId,
  timeZone,
  user,
}: {
  clubId: number;
  timeZone: string | null;
  user: CurrentUser;
}) {
  const complete = guestProfileComplete(user);
  const guest = HOME_TEXT.guest;
  return (
    <div className="space-y-6">
      <section className="space-y-1">
        <h2 className="text-xl font-semibold">{HOME_TEXT.guestTitle}</h2>
        <p className="text-sm text-muted-foreground">{guest.intro}</p>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <UpcomingMeetingPanel clubId={clubId} timeZone={timeZone}>
          {(meeting) => (
            <Button asChild className="self-start">
              <Link to="/rsvp-meals" search={{ meeting: meeting.id }}>
                {guest.rsvp}
              </Link>
            </Button>
          )}
        </UpcomingMeetingPanel>
        <Panel title={guest.membershipTitle}>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            {guest.membershipSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Panel>
        <Panel title={guest.profileStatus}>
          <p className="flex items-center gap-2 text-sm">
            {complete ? (
              <CheckCircle2Icon className="size-4 text-status-green-foreground" aria-hidden />
            ) : (
              <CircleIcon className="size-4 text-muted-foreground" aria-hidden />
            )}
            {complete ? guest.profileComplete : guest.profileIncomplete}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline" className="h-11 md:h-8">
              <Link to="/profile">{guest.completeProfile}</Link>
            </Button>
            <Button asChild size="sm" variant="outline" className="h-11 md:h-8">
              <Link to="/meetings">{guest.viewMeetings}</Link>
            </Button>
          </div>
        </Panel>
      </div>
    </div>
  );
}

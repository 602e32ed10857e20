import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import {
  AwardIcon,
  CalendarIcon,
  ClockIcon,
  MapPinIcon,
  SettingsIcon,
  TrendingUpIcon,
  UserIcon,
  UtensilsIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  computeAchievements,
  DASHBOARD_RECENT_ACHIEVEMENTS,
  DEFAULT_TIME_ZONE,
  daysUntil,
  formatTime12,
  isIsoDate,
  MEETINGS_TEXT,
  memberDashboardRoles,
  ROLE_STATUS_BADGES,
  ROLE_OFFER_MESSAGES,
  roleTypeLabel,
  todayInZone,
  type ClubRole,
} from '@lectern/domain';
import { Badge, Button, Skeleton } from '@lectern/ui';
import type { Meeting } from '../../lib/api-types';
import { useTRPC } from '../../lib/trpc';
import { useVolunteerForRole } from '../../shared/role-mutations';
import { Panel } from './dashboard-parts';
import { HOME_TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';
import { OfferRoleControl, RolesUpForGrabs } from '../../shared/role-offers';

/** Days from today (club time zone) to the meeting, or null when it has no date. */
export function meetingDaysAway(meeting: Meeting, timeZone: string | null): number | null {
  return meeting.date && isIsoDate(meeting.date)
    ? daysUntil(meeting.date, new Date(), timeZone ?? DEFAULT_TIME_ZONE)
    : null;
}

function MeetingFacts({ meeting }: { meeting: Meeting }) {
  const format = useClubFormat();
  const start = formatTime12(meeting.startTime);
  const end = formatTime12(meeting.endTime);
  return (
    <ul className="grid gap-2 text-sm text-muted-foreground sm:grid-cols-2">
      <li className="flex items-center gap-2">
        <CalendarIcon className="size-4" aria-hidden />
        {format.date(meeting.date)}
      </li>
      {start !== '' && (
        <li className="flex items-center gap-2">
          <ClockIcon className="size-4" aria-hidden />
          {end === '' ? start : `${start} – ${end}`}
        </li>
      )}
      <li className="flex items-center gap-2">
        <MapPinIcon className="size-4" aria-hidden />
        {meeting.location ?? MEETINGS_TEXT.locationTbd}
      </li>
      {meeting.theme && (
        <li>
          <span className="sr-only">{HOME_TEXT.themeLabel}: </span>
          {meeting.theme}
        </li>
      )}
    </ul>
  );
}

/**
 * The next meeting for members and guests; `children` adds the audience's own part. It reads
 * the meetings itself, so the rest of the home shows while they load.
 */
export function UpcomingMeetingPanel({
  clubId,
  timeZone,
  children,
}: {
  clubId: number;
  timeZone: string | null;
  children?: (meeting: Meeting) => React.ReactNode;
}) {
  const trpc = useTRPC();
  const upcoming = useQuery(trpc.meetings.upcoming.queryOptions({ clubId }));
  if (upcoming.isPending || upcoming.isError) {
    return (
      <Panel title={HOME_TEXT.cards.nextMeeting}>
        {upcoming.isError ? (
          <p className="text-sm text-destructive">{HOME_TEXT.nextMeetingLoadFailed}</p>
        ) : (
          <Skeleton className="h-40 w-full" aria-hidden />
        )}
      </Panel>
    );
  }
  const meeting = upcoming.data[0];
  if (!meeting) {
    return (
      <Panel title={HOME_TEXT.cards.nextMeeting}>
        <p className="text-muted-foreground">{HOME_TEXT.noUpcomingMeetings}</p>
      </Panel>
    );
  }
  const days = meetingDaysAway(meeting, timeZone);
  return (
    <Panel
      title={HOME_TEXT.cards.nextMeeting}
      badge={
        <Badge variant={days === 0 ? 'green' : 'blue'}>
          {days === 0 ? HOME_TEXT.member.today : HOME_TEXT.member.upcoming}
        </Badge>
      }
    >
      <div className="space-y-2">
        <p className="font-semibold">{meeting.title}</p>
        <MeetingFacts meeting={meeting} />
        {days !== null && days > 0 && (
          <p className="text-sm font-medium">{HOME_TEXT.daysToGo(days)}</p>
        )}
      </div>
      {children?.(meeting)}
    </Panel>
  );
}

/** At most 4 open roles to volunteer for, or the one-role note once the member holds one. */
function OpenRoles({ meetingId, userId }: { meetingId: number; userId: number }) {
  const trpc = useTRPC();
  const roles = useQuery(trpc.meetingRoles.list.queryOptions({ meetingId }));
  const volunteer = useVolunteerForRole();
  if (roles.isPending) return <Skeleton className="h-24 w-full" aria-hidden />;
  if (roles.isError) return <p className="text-sm text-destructive">{HOME_TEXT.rolesLoadFailed}</p>;
  const { openRoles, limitNote } = memberDashboardRoles(roles.data, userId);
  const mine = roles.data.find((role) => role.userId === userId);
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{HOME_TEXT.member.openRoles}</h3>
      {mine && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {HOME_TEXT.member.yourRole}:{' '}
          <span className="font-medium">{roleTypeLabel(mine.roleType)}</span>
          <Badge variant={mine.status === 'confirmed' ? 'green' : 'blue'}>
            {mine.status === 'confirmed'
              ? ROLE_STATUS_BADGES.confirmed
              : ROLE_STATUS_BADGES.assigned}
          </Badge>
          <OfferRoleControl roleId={mine.id} meetingId={meetingId} roleType={mine.roleType} />
        </p>
      )}
      {limitNote !== null ? (
        <p className="text-sm text-muted-foreground">{limitNote}</p>
      ) : openRoles.length === 0 ? (
        <p className="text-sm text-muted-foreground">{HOME_TEXT.member.noOpenRoles}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {openRoles.map((role) => (
            <li
              key={role.id}
              className="flex min-h-12 items-center justify-between gap-3 px-3 py-1.5"
            >
              <span className="text-sm font-medium">{roleTypeLabel(role.roleType)}</span>
              <Button
                size="sm"
                className="h-11 md:h-8"
                disabled={volunteer.isPending}
                onClick={() => volunteer.mutate({ roleId: role.id })}
              >
                {MEETINGS_TEXT.volunteer}
                <span className="sr-only"> {roleTypeLabel(role.roleType)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The member dashboard shows 3 recent achievements. They are derived from the profile's
 * counters (computed on screen, not stored), earned "today" in the club's time zone.
 */
function RecentAchievements({
  clubId,
  userId,
  role,
  timeZone,
}: {
  clubId: number;
  userId: number;
  role: ClubRole;
  timeZone: string | null;
}) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const profile = useQuery(trpc.profile.get.queryOptions({ clubId }));
  let body: React.ReactNode;
  if (profile.isPending) body = <Skeleton className="h-24 w-full" aria-hidden />;
  else if (profile.isError)
    body = <p className="text-sm text-destructive">{HOME_TEXT.member.achievementsLoadFailed}</p>;
  else {
    const achievements = computeAchievements(
      {
        memberId: userId,
        completedSpeeches: profile.data.speechesCompleted,
        completedRoles: profile.data.leadershipRolesFilled,
        role,
      },
      todayInZone(new Date(), timeZone ?? DEFAULT_TIME_ZONE),
    ).slice(0, DASHBOARD_RECENT_ACHIEVEMENTS);
    body =
      achievements.length === 0 ? (
        <p className="text-sm text-muted-foreground">{HOME_TEXT.member.noAchievements}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {achievements.map((achievement) => (
            <li key={achievement.id} className="flex items-start gap-3 px-3 py-2">
              <AwardIcon className="mt-0.5 size-4 text-amber-600" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{achievement.name}</p>
                <p className="text-sm text-muted-foreground">{achievement.description}</p>
              </div>
              <span className="text-xs text-muted-foreground">
                {format.date(achievement.earnedDate)}
              </span>
            </li>
          ))}
        </ul>
      );
  }
  return <Panel title={HOME_TEXT.member.recentAchievements}>{body}</Panel>;
}

function QuickLink({
  icon: Icon,
  children,
  ...link
}: { icon: LucideIcon; children: React.ReactNode } & React.ComponentProps<typeof Link>) {
  return (
    <li>
      <Link
        {...link}
        className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 text-sm font-medium hover:bg-accent"
      >
        <Icon className="size-4 text-muted-foreground" aria-hidden />
        {children}
      </Link>
    </li>
  );
}

/** Member Dashboard ('My Toastmasters Journey'). */
export function MemberDashboard({
  clubId,
  timeZone,
  userId,
  role,
}: {
  clubId: number;
  timeZone: string | null;
  userId: number;
  role: ClubRole;
}) {
  const links = HOME_TEXT.member.links;
  return (
    <div className="space-y-6">
      <section className="space-y-1">
        <h2 className="text-xl font-semibold">{HOME_TEXT.memberTitle}</h2>
        <p className="text-sm text-muted-foreground">{HOME_TEXT.member.intro}</p>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <UpcomingMeetingPanel clubId={clubId} timeZone={timeZone}>
          {(meeting) => (
            <>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm" variant="outline" className="h-11 md:h-8">
                  <Link to="/meetings/$meetingId/view-agenda" params={{ meetingId: meeting.id }}>
                    {HOME_TEXT.viewAgenda}
                  </Link>
                </Button>
                <Button asChild size="sm" variant="outline" className="h-11 md:h-8">
                  <Link to="/rsvp-meals" search={{ meeting: meeting.id }}>
                    {MEETINGS_TEXT.rsvpAndMeals}
                  </Link>
                </Button>
              </div>
              <OpenRoles meetingId={meeting.id} userId={userId} />
              <Button asChild size="sm" variant="link" className="h-11 self-start px-0 md:h-8">
                <Link to="/meetings">{HOME_TEXT.member.volunteerOnMeetings}</Link>
              </Button>
            </>
          )}
        </UpcomingMeetingPanel>
        <Panel title={ROLE_OFFER_MESSAGES.rolesUpForGrabs}>
          <RolesUpForGrabs clubId={clubId} userId={userId} />
        </Panel>
        <Panel title={HOME_TEXT.member.quickLinks}>
          <ul className="grid gap-2 sm:grid-cols-2">
            <QuickLink icon={TrendingUpIcon} to="/member/pathways">
              {links.pathways}
            </QuickLink>
            <QuickLink icon={CalendarIcon} to="/meetings">
              {links.meetings}
            </QuickLink>
            <QuickLink icon={UtensilsIcon} to="/rsvp-meals">
              {links.rsvp}
            </QuickLink>
            <QuickLink icon={UserIcon} to="/profile">
              {links.profile}
            </QuickLink>
            <QuickLink icon={AwardIcon} to="/pathways-overview">
              {links.pathwaysOverview}
            </QuickLink>
            <QuickLink icon={TrendingUpIcon} to="/members/pathways">
              {links.pathwaysProgress}
            </QuickLink>
            <QuickLink icon={SettingsIcon} to="/settings">
              {links.settings}
            </QuickLink>
          </ul>
        </Panel>
        <RecentAchievements clubId={clubId} userId={userId} role={role} timeZone={timeZone} />
      </div>
    </div>
  );
}

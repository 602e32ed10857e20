import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CatchBoundary, Link } from '@tanstack/react-router';
import {
  skipToken,
  useQuery,
  useQueryErrorResetBoundary,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { CalendarPlusIcon, CalendarXIcon, PlusIcon } from 'lucide-react';
import {
  displayName,
  MEETINGS_TEXT,
  ROLE_ASK_MESSAGES,
  rolesNotYetInMeeting,
  ROLE_STATUS_BADGES,
  roleTypeLabel,
} from '@lectern/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  cn,
  Label,
  MemberPicker,
  PageHeader,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  NoticeCard,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import type { Meeting, MeetingBasics, MeetingRole } from '../../lib/api-types';
import { ClubScreen, type SelectedClub } from '../../app/clubs/club-screen';
import { ROLES_SCREEN } from '../../app/screens';
import {
  useAddRole,
  useAssignRole,
  useConfirmRole,
  useRemindRole,
} from '../../shared/role-mutations';
import {
  assignableMemberItems,
  leftOutOfPicker,
  ROLE_STATUS_BADGE_VARIANT,
  ROLE_STATUS_DOT,
} from '../../shared/role-options';
import { RoleMarketLine } from '../../shared/role-market';
import { OfferRoleControl, TakeOfferedRole } from '../../shared/role-offers';
import { useSignedInUser } from '../../app/auth/session';
import { AskedOfYou } from '../../shared/asked-of-you';
import { ROLE_ASSIGNMENT_TEXT as T, ROLE_SCREEN_TEXT as S } from './text';
import type { ClubFormat } from '@lectern/domain';
import { useClubFormat } from '../../app/clubs/club-format';
import { useCurrentClub } from '../../app/clubs/club-selection';

const SuggestDialog = lazy(() =>
  import('./suggest-dialog').then((module) => ({ default: module.SuggestDialog })),
);

/** "Suggest" on an open role: fair suggestions with "Ask", in a dialog loaded when opened. */
function SuggestButton({ role, label }: { role: MeetingRole; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="h-11 shrink-0 md:h-9"
        aria-label={`${ROLE_ASK_MESSAGES.suggest} ${label}`}
        onClick={() => setOpen(true)}
      >
        {ROLE_ASK_MESSAGES.suggest}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SuggestDialog
            meetingId={role.meetingId}
            roleId={role.id}
            roleLabel={label}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function RoleScreenSkeleton() {
  return (
    <div className="space-y-4" aria-hidden>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function meetingOptionLabel(meeting: Pick<Meeting, 'title' | 'date'>, format: ClubFormat) {
  return `${meeting.title} (${format.date(meeting.date)})`;
}

export interface RoleAssignmentPageProps {
  /** `?meeting=` from the address, when given. */
  meetingId: number | undefined;
  onMeetingChange: (meetingId: number) => void;
}

/** Role Assignment (/roles, /role-assignment, optional ?meeting={id}). */
export function RoleAssignmentPage(props: RoleAssignmentPageProps) {
  return (
    <ClubScreen
      screen={ROLES_SCREEN}
      title={S.title}
      noClub={MEETINGS_TEXT.noClub}
      loadFailed={S.meetingsLoadFailed}
      skeleton={
        <>
          <PageHeader title={S.title} description={S.description} />
          <RoleScreenSkeleton />
        </>
      }
    >
      {(club) => <RoleAssignment {...props} club={club} />}
    </ClubScreen>
  );
}

function RoleAssignment({
  meetingId,
  onMeetingChange,
  club,
}: RoleAssignmentPageProps & { club: SelectedClub }) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const { data: upcoming } = useSuspenseQuery(
    trpc.meetings.upcoming.queryOptions({ clubId: club.clubId }),
  );
  const selectedId = meetingId ?? upcoming[0]?.id;
  // A meeting named in the address that is no longer upcoming still gets its own entry.
  const listed = upcoming.find((meeting) => meeting.id === selectedId);
  const named = useQuery(
    trpc.meetings.get.queryOptions(
      selectedId !== undefined && !listed ? { meetingId: selectedId } : skipToken,
    ),
  );

  const header = <PageHeader title={S.title} description={S.description} />;
  if (selectedId === undefined) {
    return (
      <>
        {header}
        <NoticeCard>
          <CalendarXIcon className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">{T.noMeetings.title}</h2>
          <p className="text-muted-foreground">{T.noMeetings.description}</p>
          {club.isManager && (
            <Button asChild>
              <Link to="/meetings/create">
                <CalendarPlusIcon aria-hidden />
                {T.scheduleMeeting}
              </Link>
            </Button>
          )}
        </NoticeCard>
      </>
    );
  }

  const options: MeetingBasics[] = [...upcoming];
  if (!listed && named.data) options.unshift(named.data);

  return (
    <>
      {header}
      <div className="space-y-6">
        <Card>
          <CardContent className="space-y-2">
            <Label htmlFor="role-assignment-meeting">{S.meetingLabel}</Label>
            <Select
              value={String(selectedId)}
              onValueChange={(value) => onMeetingChange(Number(value))}
            >
              <SelectTrigger id="role-assignment-meeting" className="w-full sm:max-w-md">
                <SelectValue placeholder={S.chooseMeeting} />
              </SelectTrigger>
              <SelectContent>
                {options.map((meeting) => (
                  <SelectItem key={meeting.id} value={String(meeting.id)}>
                    {meetingOptionLabel(meeting, format)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </CardContent>
        </Card>
        <AskedOfYou clubId={club.clubId} />
        <MeetingRolesBoundary key={selectedId}>
          <MeetingRoles meetingId={selectedId} clubId={club.clubId} canManage={club.isManager} />
        </MeetingRolesBoundary>
      </div>
    </>
  );
}

/** The chosen meeting's roles load below the meeting picker, which stays in place. */
function MeetingRolesBoundary({ children }: { children: ReactNode }) {
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  return (
    <CatchBoundary
      getResetKey={() => 'roles'}
      errorComponent={({ reset }) => (
        <NoticeCard>
          <p className="text-destructive">{S.loadFailed}</p>
          <Button
            variant="outline"
            onClick={() => {
              resetQueries();
              reset();
            }}
          >
            {S.retry}
          </Button>
        </NoticeCard>
      )}
    >
      <Suspense fallback={<RoleScreenSkeleton />}>{children}</Suspense>
    </CatchBoundary>
  );
}

function MeetingRoles({
  meetingId,
  clubId,
  canManage,
}: {
  meetingId: number;
  clubId: number;
  canManage: boolean;
}) {
  const trpc = useTRPC();
  const { data: roles } = useSuspenseQuery(trpc.meetingRoles.list.queryOptions({ meetingId }));
  const members = useQuery(trpc.members.list.queryOptions(canManage ? { clubId } : skipToken));
  const addRole = useAddRole();

  const missing = rolesNotYetInMeeting(roles.map((role) => role.roleType));

  return (
    <>
      {canManage && (
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{T.addRole}</h2>
            <CardDescription>{S.addRoleDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            {missing.length === 0 ? (
              <p className="text-sm text-muted-foreground">{S.allRolesAdded}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {missing.map((roleType) => (
                  <li key={roleType}>
                    <Button
                      variant="outline"
                      className="h-11 md:h-9"
                      disabled={addRole.isPending}
                      onClick={() => addRole.mutate({ meetingId, roleType })}
                    >
                      <PlusIcon aria-hidden />
                      {roleTypeLabel(roleType)}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{S.assignmentsTitle}</h2>
        </CardHeader>
        <CardContent>
          {roles.length === 0 ? (
            <div className="py-6 text-center">
              <h3 className="font-semibold">{T.noRoles}</h3>
              {canManage && <p className="text-sm text-muted-foreground">{S.noRolesHint}</p>}
            </div>
          ) : (
            <ul className="divide-y rounded-md border" aria-label={S.assignmentsTitle}>
              {roles.map((role) => (
                <RoleRow
                  key={role.id}
                  role={role}
                  roles={roles}
                  members={members.data ?? []}
                  canManage={canManage}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function RoleRow({
  role,
  roles,
  members,
  canManage,
}: {
  role: MeetingRole;
  roles: readonly MeetingRole[];
  members: Parameters<typeof assignableMemberItems>[0];
  canManage: boolean;
}) {
  const assign = useAssignRole();
  const confirm = useConfirmRole();
  const remind = useRemindRole(displayName(role.user));
  const rolesPerMember = useCurrentClub().membership?.club.rolesPerMember ?? 1;
  const leftOut =
    canManage && role.userId === null
      ? leftOutOfPicker(members, roles, role.id, rolesPerMember)
      : [];
  const userId = useSignedInUser().id;
  const label = roleTypeLabel(role.roleType);
  const holder = role.userId === null ? T.unassigned : displayName(role.user);
  // Handing on: the holder offers the role; anyone else takes it in one tap while it is on offer.
  const market =
    role.userId === null ? null : role.userId === userId ? (
      <OfferRoleControl roleId={role.id} meetingId={role.meetingId} roleType={role.roleType} />
    ) : (
      <TakeOfferedRole roleId={role.id} meetingId={role.meetingId} roleType={role.roleType} />
    );

  let action: ReactNode = null;
  if (canManage && role.userId === null) {
    action = (
      <div className="flex gap-2">
        <MemberPicker
          className="h-11 min-w-0 flex-1 sm:w-56 sm:flex-none md:h-9"
          items={assignableMemberItems(members, roles, role.id, rolesPerMember)}
          value={null}
          onValueChange={(value) => {
            if (value !== null) assign.mutate({ roleId: role.id, userId: Number(value) });
          }}
          placeholder={T.assignPicker}
          searchPlaceholder={S.searchMembers}
          emptyText={S.noMembersFound}
          disabled={assign.isPending}
          aria-label={S.assignLabel(label)}
        />
        <SuggestButton role={role} label={label} />
      </div>
    );
  } else if (canManage && role.status === 'assigned') {
    action = (
      <Button
        size="sm"
        className="h-11 md:h-8"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate({ roleId: role.id })}
      >
        {T.confirm}
      </Button>
    );
  } else if (canManage && role.status === 'confirmed') {
    // Remind: the holder gets an e-mail about their role now.
    action = (
      <Button
        size="sm"
        variant="outline"
        className="h-11 md:h-8"
        disabled={remind.isPending}
        onClick={() => remind.mutate({ roleId: role.id })}
      >
        {T.remind}
      </Button>
    );
  }

  return (
    <li className="flex flex-col gap-3 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden
          className={cn('size-2.5 shrink-0 rounded-full', ROLE_STATUS_DOT[role.status])}
        />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{label}</p>
          <p className="truncate text-sm text-muted-foreground">{holder}</p>
          {/* Officers see the market: the open offer, the waitlist and the last taker. */}
          {canManage && <RoleMarketLine meetingId={role.meetingId} roleId={role.id} />}
        </div>
        <Badge variant={ROLE_STATUS_BADGE_VARIANT[role.status]}>
          {ROLE_STATUS_BADGES[role.status]}
        </Badge>
      </div>
      {(action !== null || market !== null) && (
        <div className="shrink-0 space-y-2 sm:max-w-64">
          {market}
          {action}
          {leftOut.length > 0 && (
            <ul className="text-xs text-muted-foreground">
              {leftOut.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}

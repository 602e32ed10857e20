import { useQuery } from '@tanstack/react-query';
import {
  offeredByLine,
  ROLE_OFFER_MESSAGES,
  canPressRetract,
  canPressVolunteer,
  ONE_ROLE_LIMIT_NOTE,
  partitionRolesForMember,
  ROLE_STATUS_BADGES,
  roleTypeLabel,
} from '@lectern/domain';
import { Badge, Button, Skeleton } from '@lectern/ui';
import type { ReactNode } from 'react';
import type { MeetingRole } from '../../lib/api-types';
import { useTRPC } from '../../lib/trpc';
import { useRetractRole, useVolunteerForRole } from '../../shared/role-mutations';
import { MEETINGS_PAGE_TEXT, MEETINGS_TEXT } from './text';
import { OfferRoleControl, useTakeOffer } from '../../shared/role-offers';
import { WaitlistControl } from '../../shared/role-market';

function RoleSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {note !== undefined && <p className="text-sm text-muted-foreground">{note}</p>}
      <ul className="divide-y rounded-md border">{children}</ul>
    </section>
  );
}

function RoleRow({ role, children }: { role: MeetingRole; children: ReactNode }) {
  return (
    <li className="flex min-h-12 items-center justify-between gap-3 px-3 py-2">
      <span className="min-w-0 truncate text-sm font-medium">{roleTypeLabel(role.roleType)}</span>
      <span className="flex shrink-0 items-center gap-2">{children}</span>
    </li>
  );
}

/**
 * Upcoming Meetings, non-officer card: roles open to volunteer for, roles taken by
 * others, and the member's own role. Volunteering is disabled once the member holds a role here
 * (one role per meeting), and a confirmed role can no longer be retracted.
 */
export function MemberRoleSections({ meetingId, userId }: { meetingId: number; userId: number }) {
  const trpc = useTRPC();
  const roles = useQuery(trpc.meetingRoles.list.queryOptions({ meetingId }));
  const volunteer = useVolunteerForRole();
  const retract = useRetractRole();
  const offers = useQuery(trpc.roleOffers.listForMeeting.queryOptions({ meetingId }));
  const take = useTakeOffer();

  if (roles.isPending) {
    return (
      <div className="space-y-2" aria-hidden>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (roles.isError) {
    return <p className="text-sm text-destructive">{MEETINGS_PAGE_TEXT.rolesLoadFailed}</p>;
  }
  if (roles.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{MEETINGS_TEXT.noRoles}</p>;
  }

  const { available, unavailable, mine } = partitionRolesForMember(roles.data, userId);
  const holdsRole = mine.length > 0;
  const busy = volunteer.isPending || retract.isPending;

  return (
    <div className="space-y-4">
      {available.length > 0 && (
        <RoleSection
          title={MEETINGS_TEXT.availableRoles}
          // Says why Volunteer is disabled once the member holds a role here.
          note={holdsRole ? ONE_ROLE_LIMIT_NOTE : undefined}
        >
          {available.map((role) => (
            <RoleRow key={role.id} role={role}>
              <Button
                size="sm"
                className="h-11 md:h-8"
                disabled={busy || !canPressVolunteer(role, holdsRole)}
                onClick={() => volunteer.mutate({ roleId: role.id })}
              >
                {MEETINGS_TEXT.volunteer}
              </Button>
            </RoleRow>
          ))}
        </RoleSection>
      )}
      {unavailable.length > 0 && (
        <RoleSection title={MEETINGS_TEXT.unavailableRoles}>
          {unavailable.map((role) => {
            // A role its holder offers: anyone without a role here may take it in one tap.
            const offer = offers.data?.find((o) => o.roleId === role.id);
            return (
              <RoleRow key={role.id} role={role}>
                {offer ? (
                  <>
                    <span className="hidden text-xs text-muted-foreground sm:inline">
                      {offeredByLine(offer.offeredByName)}
                    </span>
                    <Button
                      size="sm"
                      className="h-11 md:h-8"
                      disabled={take.isPending || holdsRole}
                      onClick={() => take.mutate({ offerId: offer.id })}
                    >
                      {ROLE_OFFER_MESSAGES.takeThisRole}
                    </Button>
                  </>
                ) : (
                  <>
                    <Badge variant="grey">{MEETINGS_TEXT.notAvailable}</Badge>
                    {role.userId !== null && (
                      <WaitlistControl roleId={role.id} meetingId={meetingId} />
                    )}
                  </>
                )}
              </RoleRow>
            );
          })}
        </RoleSection>
      )}
      {mine.length > 0 && (
        <RoleSection title={MEETINGS_TEXT.yourRoles}>
          {mine.map((role) => (
            <RoleRow key={role.id} role={role}>
              <Badge variant={role.status === 'confirmed' ? 'green' : 'blue'}>
                {role.status === 'confirmed'
                  ? ROLE_STATUS_BADGES.confirmed
                  : ROLE_STATUS_BADGES.assigned}
              </Badge>
              <OfferRoleControl roleId={role.id} meetingId={meetingId} roleType={role.roleType} />
              {canPressRetract(role, userId) && (
                <Button
                  size="sm"
                  variant="outline"
                  className="h-11 md:h-8"
                  disabled={busy}
                  onClick={() => retract.mutate({ roleId: role.id })}
                >
                  {MEETINGS_TEXT.retract}
                </Button>
              )}
            </RoleRow>
          ))}
        </RoleSection>
      )}
    </div>
  );
}

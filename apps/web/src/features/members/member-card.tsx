import { avatarInitials, clubRoleLabel, displayName, MEMBER_STATUS_LABELS } from '@lectern/domain';
import { Avatar, AvatarFallback, Badge, Button, Card, CardContent } from '@lectern/ui';
import type { ClubMember } from '../../lib/api-types';
import { DIRECTORY_TEXT as T, MEMBERS_TEXT } from './text';
import type { ClubFormat } from '@lectern/domain';
import { useClubFormat } from '../../app/clubs/club-format';

export type MemberAction = 'profile' | 'skills' | 'role';

/** A join date as dd/MM/yyyy. */
export function joinDate(joinedAt: string | Date, format: ClubFormat): string {
  return format.date(new Date(joinedAt).toISOString().slice(0, 10));
}

/** The member's number: their membership's, else the one on their profile (when visible). */
export function tmiNumberOf(member: ClubMember): string | null {
  const fromProfile =
    member.profile && 'tmiMembershipNumber' in member.profile
      ? member.profile.tmiMembershipNumber
      : null;
  return ('tmiNumber' in member ? member.tmiNumber : null) ?? fromProfile ?? null;
}

/**
 * Whether the viewer may see the member's skills: the number and the skills are one field group,
 * so the directory entry carries the profile's number exactly when the skills are visible too.
 */
export function hasSkills(member: ClubMember): boolean {
  return member.profile !== null && 'tmiMembershipNumber' in member.profile;
}

export function StatusBadge({ status }: { status: ClubMember['status'] }) {
  return (
    <Badge variant={status === 'active' ? 'green' : 'grey'}>{MEMBER_STATUS_LABELS[status]}</Badge>
  );
}

export function MemberActions({
  member,
  canEditRole,
  onAction,
}: {
  member: ClubMember;
  canEditRole: boolean;
  onAction: (action: MemberAction, member: ClubMember) => void;
}) {
  const name = displayName(member.user);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => onAction('profile', member)}
        aria-label={`${MEMBERS_TEXT.actions.viewProfile}: ${name}`}
      >
        {MEMBERS_TEXT.actions.viewProfile}
      </Button>
      {hasSkills(member) && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onAction('skills', member)}
          aria-label={`${MEMBERS_TEXT.actions.skillsProgress}: ${name}`}
        >
          {MEMBERS_TEXT.actions.skillsProgress}
        </Button>
      )}
      {canEditRole && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onAction('role', member)}
          aria-label={`${MEMBERS_TEXT.actions.editRole}: ${name}`}
        >
          {MEMBERS_TEXT.actions.editRole}
        </Button>
      )}
    </div>
  );
}

/** A directory card: initials, name, role, e-mail, number, status, pathway and join date. */
export function MemberCard(props: {
  member: ClubMember;
  canEditRole: boolean;
  onAction: (action: MemberAction, member: ClubMember) => void;
}) {
  const format = useClubFormat();
  const { member } = props;
  const name = displayName(member.user);
  const tmi = tmiNumberOf(member);
  return (
    <Card>
      <CardContent className="space-y-3">
        <div className="flex items-start gap-3">
          <Avatar>
            <AvatarFallback>{avatarInitials(member.user)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold">{name}</h2>
            {member.user.email && (
              <p className="truncate text-sm text-muted-foreground">{member.user.email}</p>
            )}
          </div>
          <Badge variant="blue">{clubRoleLabel(member.role)}</Badge>
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          {tmi && (
            <>
              <dt className="text-muted-foreground">{T.tmiNumber}</dt>
              <dd>{tmi}</dd>
            </>
          )}
          <dt className="text-muted-foreground">{T.pathway}</dt>
          <dd>
            {member.profile?.pathwaysPath
              ? `${member.profile.pathwaysPath} · ${T.level(member.profile.currentLevel ?? 1)}`
              : T.noPathway}
          </dd>
          <dt className="text-muted-foreground">{T.joined}</dt>
          <dd>{joinDate(member.joinedAt, format)}</dd>
        </dl>
        <StatusBadge status={member.status} />
        <MemberActions {...props} />
      </CardContent>
    </Card>
  );
}

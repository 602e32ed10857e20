import { Avatar, AvatarFallback, AvatarImage } from '@lectern/ui';
import {
  avatarInitials,
  CLUB_ROLE_LABELS,
  displayName,
  fullName,
  type ClubRole,
} from '@lectern/domain';
import type { CurrentUser } from '../../lib/api-types';
import { LAYOUT_TEXT } from './text';

export const USER_MENU_TRIGGER_CLASS =
  'flex min-h-11 items-center gap-2 rounded-md px-1.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function UserAvatar({
  user,
  className,
  decorative = false,
}: {
  user: CurrentUser;
  className?: string;
  /** Beside the person's name, which says it all: hidden from assistive technology. */
  decorative?: boolean;
}) {
  return (
    <Avatar className={className} aria-hidden={decorative || undefined}>
      {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
      <AvatarFallback>{avatarInitials(user)}</AvatarFallback>
    </Avatar>
  );
}

/** Layout: the full name, or the e-mail when there is no name. */
export function userMenuName(user: CurrentUser): string {
  return fullName(user) || (user.email ?? displayName(user));
}

export function roleLabelOf(role: ClubRole | null): string | null {
  return role === null ? null : CLUB_ROLE_LABELS[role];
}

/**
 * The account menu button's accessible name. It starts with the text the button shows (the
 * name and role; the initials beside them are hidden from assistive technology), so a person
 * using voice control can say what they see (WCAG 2.5.3, Label in Name).
 */
export function userMenuLabel(user: CurrentUser, role: ClubRole | null): string {
  return LAYOUT_TEXT.userMenu(userMenuName(user), roleLabelOf(role));
}

/** The account menu's trigger: avatar initials, name or e-mail, and role label. */
export function UserMenuTriggerLabel({ user, role }: { user: CurrentUser; role: ClubRole | null }) {
  const roleLabel = roleLabelOf(role);
  return (
    <>
      <UserAvatar user={user} decorative />
      <span className="hidden min-w-0 text-left md:block">
        <span className="block max-w-40 truncate text-sm font-medium">{userMenuName(user)}</span>
        {roleLabel !== null && (
          <span className="block text-xs text-muted-foreground">{roleLabel}</span>
        )}
      </span>
    </>
  );
}

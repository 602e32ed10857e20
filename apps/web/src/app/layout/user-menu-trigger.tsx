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

export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  return (
    <Avatar className={className}>
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
 * The account menu button's accessible name. It begins with the text the button shows, in order
 * (the initials, then from medium screens the name and role), so a person using voice control can
 * say what they see (WCAG 2.5.3, Label in Name); then what the button does.
 */
export function userMenuLabel(user: CurrentUser, role: ClubRole | null): string {
  return LAYOUT_TEXT.userMenu(avatarInitials(user), userMenuName(user), roleLabelOf(role));
}

/**
 * The account menu's trigger: avatar initials, name or e-mail, and role label. `unread`: the
 * unread notifications' count; below `md`, where the bell is not shown and the account menu
 * holds the notifications, a dot on the avatar says there are some.
 */
export function UserMenuTriggerLabel({
  user,
  role,
  unread,
}: {
  user: CurrentUser;
  role: ClubRole | null;
  unread: string | null;
}) {
  const roleLabel = roleLabelOf(role);
  // The spaces between the pieces (not laid out) keep their words apart in the button's text,
  // as a checker or a voice-control program reads it ("AL Ann Lee VP Education").
  return (
    <>
      <span className="relative">
        <UserAvatar user={user} />
        {unread !== null && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-background bg-destructive md:hidden"
          />
        )}
      </span>{' '}
      <span className="hidden min-w-0 text-left md:block">
        <span className="block max-w-40 truncate text-sm font-medium">{userMenuName(user)}</span>
        {roleLabel !== null && (
          <>
            {' '}
            <span className="block text-xs text-muted-foreground">{roleLabel}</span>
          </>
        )}
      </span>
    </>
  );
}

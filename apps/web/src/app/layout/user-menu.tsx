import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  BellIcon,
  LogOutIcon,
  MonitorCogIcon,
  SettingsIcon,
  ShieldIcon,
  UserIcon,
} from 'lucide-react';
import {
  avatarInitials,
  CLUB_ROLE_LABELS,
  displayName,
  fullName,
  type ClubRole,
} from '@lectern/domain';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  readColorSchemePreference,
  storeColorSchemePreference,
  type ColorSchemePreference,
} from '@lectern/ui';
import type { CurrentUser } from '../../lib/api-types';
import { signOut } from '../auth/signed-in-user';
import { AUTH_TEXT } from '../auth/text';
import { LAYOUT_TEXT } from './text';

const COLOR_SCHEMES: readonly ColorSchemePreference[] = ['system', 'light', 'dark'];

function isColorScheme(value: string): value is ColorSchemePreference {
  return (COLOR_SCHEMES as readonly string[]).includes(value);
}

export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
      <AvatarFallback>{avatarInitials(user)}</AvatarFallback>
    </Avatar>
  );
}

interface UserMenuProps {
  user: CurrentUser;
  role: ClubRole | null;
  onOpenNotifications: () => void;
}

/** SPEC §2 Layout: avatar initials, name or e-mail, role label, and the account actions. */
export function UserMenu({ user, role, onOpenNotifications }: UserMenuProps) {
  const queryClient = useQueryClient();
  const [colorScheme, setColorScheme] = useState(readColorSchemePreference);
  // SPEC §2 Layout: the full name, or the e-mail when there is no name.
  const name = fullName(user) || (user.email ?? displayName(user));
  const roleLabel = role === null ? null : CLUB_ROLE_LABELS[role];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={LAYOUT_TEXT.userMenu}
        className="flex min-h-11 items-center gap-2 rounded-md px-1.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <UserAvatar user={user} />
        <span className="hidden min-w-0 text-left md:block">
          <span className="block max-w-40 truncate text-sm font-medium">{name}</span>
          {roleLabel !== null && (
            <span className="block text-xs text-muted-foreground">{roleLabel}</span>
          )}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-medium">{name}</span>
          {roleLabel !== null && (
            <span className="block text-xs text-muted-foreground">{roleLabel}</span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to="/profile">
              <UserIcon aria-hidden />
              {LAYOUT_TEXT.profile}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/settings">
              <SettingsIcon aria-hidden />
              {LAYOUT_TEXT.settings}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem className="md:hidden" onSelect={onOpenNotifications}>
            <BellIcon aria-hidden />
            {LAYOUT_TEXT.notifications}
          </DropdownMenuItem>
        </DropdownMenuGroup>
        {user.isSuperAdmin && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              {LAYOUT_TEXT.superAdminSection}
            </DropdownMenuLabel>
            <DropdownMenuItem asChild>
              <Link to="/super-admin">
                <ShieldIcon aria-hidden />
                {LAYOUT_TEXT.platformSettings}
              </Link>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="flex items-center gap-2 text-xs text-muted-foreground">
          <MonitorCogIcon className="size-3.5" aria-hidden />
          {LAYOUT_TEXT.appearance}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={colorScheme}
          onValueChange={(value) => {
            if (!isColorScheme(value)) return;
            storeColorSchemePreference(value);
            setColorScheme(value);
          }}
        >
          {COLOR_SCHEMES.map((scheme) => (
            <DropdownMenuRadioItem key={scheme} value={scheme}>
              {LAYOUT_TEXT.colorSchemes[scheme]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut(queryClient)}>
          <LogOutIcon aria-hidden />
          {AUTH_TEXT.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

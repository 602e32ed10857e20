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
import type { ClubRole } from '@lectern/domain';
import {
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
import { signOut } from '../auth/session';
import { AUTH_TEXT } from '../auth/text';
import { LAYOUT_TEXT } from './text';
import {
  roleLabelOf,
  USER_MENU_TRIGGER_CLASS,
  UserMenuTriggerLabel,
  userMenuLabel,
  userMenuName,
} from './user-menu-trigger';

const COLOR_SCHEMES: readonly ColorSchemePreference[] = ['system', 'light', 'dark'];

function isColorScheme(value: string): value is ColorSchemePreference {
  return (COLOR_SCHEMES as readonly string[]).includes(value);
}

interface UserMenuProps {
  user: CurrentUser;
  role: ClubRole | null;
  onOpenNotifications: () => void;
  /** The unread notifications' count ('9+' above 9), null when none. */
  unread: string | null;
  /** Open on mount: the menu loads when its placeholder trigger is pressed (top-bar.tsx). */
  defaultOpen?: boolean;
}

/** Layout: avatar initials, name or e-mail, role label, and the account actions. */
export function UserMenu({ user, role, onOpenNotifications, unread, defaultOpen }: UserMenuProps) {
  const queryClient = useQueryClient();
  const [colorScheme, setColorScheme] = useState(readColorSchemePreference);
  const name = userMenuName(user);
  const roleLabel = roleLabelOf(role);

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label={userMenuLabel(user, role)}
        className={USER_MENU_TRIGGER_CLASS}
      >
        <UserMenuTriggerLabel user={user} role={role} unread={unread} />
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
            {unread !== null && (
              <>
                <span className="sr-only">, {LAYOUT_TEXT.unread(unread)}</span>
                <span
                  aria-hidden
                  className="ml-auto rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground"
                >
                  {unread}
                </span>
              </>
            )}
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

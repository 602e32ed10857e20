import type { LinkProps } from '@tanstack/react-router';
import type { HomeVariant, Permission } from '@lectern/domain';
import {
  AwardIcon,
  BarChart3Icon,
  CalendarDaysIcon,
  ClipboardListIcon,
  CompassIcon,
  HandshakeIcon,
  InfoIcon,
  LayoutDashboardIcon,
  MapIcon,
  MenuIcon,
  QrCodeIcon,
  SettingsIcon,
  TrendingUpIcon,
  UserIcon,
  UserPlusIcon,
  UsersIcon,
  UtensilsIcon,
  type LucideIcon,
} from 'lucide-react';

export interface NavLinkItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
  icon: LucideIcon;
  /** Shown only to a role holding this permission (the page's own read). */
  permission?: Permission;
}

export interface NavGroup {
  label: string;
  items: readonly NavLinkItem[];
}

export const DASHBOARD_LINK: NavLinkItem = {
  label: 'Dashboard',
  to: '/',
  icon: LayoutDashboardIcon,
};

/** Layout: the officer menu's groups, in this order, with these items. */
export const OFFICER_NAVIGATION: readonly NavGroup[] = [
  {
    label: 'Meeting Management',
    items: [
      { label: 'Upcoming Meetings', to: '/meetings', icon: CalendarDaysIcon },
      { label: 'Role Assignments', to: '/roles', icon: ClipboardListIcon },
      { label: 'RSVP & Meals', to: '/rsvp-meals', icon: UtensilsIcon },
    ],
  },
  {
    label: 'Members',
    items: [
      { label: 'Member Directory', to: '/members', icon: UsersIcon },
      {
        label: 'Mentorship Program',
        to: '/mentorship',
        icon: HandshakeIcon,
        permission: 'mentorship:read',
      },
      {
        label: 'Pathways Progress',
        to: '/members/pathways',
        icon: TrendingUpIcon,
        permission: 'pathwayProgress:readAny',
      },
      { label: 'Achievements', to: '/members/achievements', icon: AwardIcon },
    ],
  },
  {
    label: 'VP Membership',
    items: [
      {
        label: 'Membership Dashboard',
        to: '/membership/dashboard',
        icon: BarChart3Icon,
        permission: 'membership:read',
      },
      {
        label: 'Guest Follow-up',
        to: '/membership/guest-follow-up',
        icon: UserPlusIcon,
        permission: 'membership:read',
      },
      // Invitation links and QR codes (docs/decisions/033-invitations.md).
      { label: 'Invitations', to: '/invites', icon: QrCodeIcon, permission: 'invite:manage' },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Reports', to: '/reports', icon: BarChart3Icon, permission: 'reports:read' },
      { label: 'Club Settings', to: '/settings', icon: SettingsIcon, permission: 'club:write' },
    ],
  },
];

const MEETINGS_GROUP: NavGroup = {
  label: 'Meetings',
  items: [
    { label: 'Upcoming Meetings', to: '/meetings', icon: CalendarDaysIcon },
    { label: 'RSVP & Meals', to: '/rsvp-meals', icon: UtensilsIcon },
  ],
};

/** Layout: member area links /member/pathways, /pathways, /profile. */
export const MEMBER_NAVIGATION: readonly NavGroup[] = [
  MEETINGS_GROUP,
  {
    label: 'My Area',
    items: [
      { label: 'My Pathways Journey', to: '/member/pathways', icon: MapIcon },
      { label: 'Pathways Catalogue', to: '/pathways', icon: CompassIcon },
      { label: 'My Profile', to: '/profile', icon: UserIcon },
    ],
  },
];

/** Layout: guest area links /profile, /about. */
export const GUEST_NAVIGATION: readonly NavGroup[] = [
  MEETINGS_GROUP,
  {
    label: 'Guest Area',
    items: [
      { label: 'Guest Profile', to: '/profile', icon: UserIcon },
      { label: 'About', to: '/about', icon: InfoIcon },
    ],
  },
];

export const NAVIGATION_BY_AUDIENCE: Record<HomeVariant, readonly NavGroup[]> = {
  officer: OFFICER_NAVIGATION,
  member: MEMBER_NAVIGATION,
  guest: GUEST_NAVIGATION,
};

/**
 * The menu for a role: its audience's groups, each page kept only when the role holds the
 * permission the page reads with. The side menu and the phone's More menu both show it.
 */
export function navigationFor(
  audience: HomeVariant,
  can: (permission: Permission) => boolean,
): NavGroup[] {
  return NAVIGATION_BY_AUDIENCE[audience]
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => item.permission === undefined || can(item.permission)),
    }))
    .filter((group) => group.items.length > 0);
}

/** The mobile bottom bar: three tabs, then More (every other page and the club switcher). */
export const BOTTOM_TABS: readonly NavLinkItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboardIcon },
  { label: 'Meetings', to: '/meetings', icon: CalendarDaysIcon },
  { label: 'Members', to: '/members', icon: UsersIcon },
];

export const MORE_TAB = { label: 'More', icon: MenuIcon } as const;

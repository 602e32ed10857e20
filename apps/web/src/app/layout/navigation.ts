import type { LinkProps } from '@tanstack/react-router';
import type { HomeVariant, Permission } from '@lectern/domain';
import { mayOpenScreen, type ClubScreenDeclaration } from '../clubs/club-screen-declaration';
import {
  ACHIEVEMENTS_SCREEN,
  CATALOGUE_SCREEN,
  GUEST_FOLLOW_UP_SCREEN,
  HOME_SCREEN,
  INVITES_SCREEN,
  MEETINGS_SCREEN,
  MEMBERSHIP_DASHBOARD_SCREEN,
  MEMBERS_SCREEN,
  MENTORSHIP_SCREEN,
  MY_PATHWAYS_SCREEN,
  PATHWAYS_PROGRESS_SCREEN,
  PROFILE_SCREEN,
  REPORTS_SCREEN,
  ROLES_SCREEN,
  RSVP_SCREEN,
  SETTINGS_SCREEN,
} from '../screens';
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
  /**
   * The club screen the link opens: the menu shows the link only to a role that may open it
   * (absent for a screen of no club, such as About).
   */
  screen?: ClubScreenDeclaration;
}

export interface NavGroup {
  label: string;
  items: readonly NavLinkItem[];
}

export const DASHBOARD_LINK: NavLinkItem = {
  label: 'Dashboard',
  to: '/',
  icon: LayoutDashboardIcon,
  screen: HOME_SCREEN,
};

/** Layout: the officer menu's groups, in this order, with these items. */
export const OFFICER_NAVIGATION: readonly NavGroup[] = [
  {
    label: 'Meeting Management',
    items: [
      {
        label: 'Upcoming Meetings',
        to: '/meetings',
        icon: CalendarDaysIcon,
        screen: MEETINGS_SCREEN,
      },
      { label: 'Role Assignments', to: '/roles', icon: ClipboardListIcon, screen: ROLES_SCREEN },
      { label: 'RSVP & Meals', to: '/rsvp-meals', icon: UtensilsIcon, screen: RSVP_SCREEN },
    ],
  },
  {
    label: 'Members',
    items: [
      { label: 'Member Directory', to: '/members', icon: UsersIcon, screen: MEMBERS_SCREEN },
      {
        label: 'Mentorship Program',
        to: '/mentorship',
        icon: HandshakeIcon,
        screen: MENTORSHIP_SCREEN,
      },
      {
        label: 'Pathways Progress',
        to: '/members/pathways',
        icon: TrendingUpIcon,
        screen: PATHWAYS_PROGRESS_SCREEN,
      },
      {
        label: 'Achievements',
        to: '/members/achievements',
        icon: AwardIcon,
        screen: ACHIEVEMENTS_SCREEN,
      },
    ],
  },
  {
    label: 'VP Membership',
    items: [
      {
        label: 'Membership Dashboard',
        to: '/membership/dashboard',
        icon: BarChart3Icon,
        screen: MEMBERSHIP_DASHBOARD_SCREEN,
      },
      {
        label: 'Guest Follow-up',
        to: '/membership/guest-follow-up',
        icon: UserPlusIcon,
        screen: GUEST_FOLLOW_UP_SCREEN,
      },
      // Invitation links and QR codes (docs/decisions/033-invitations.md).
      { label: 'Invitations', to: '/invites', icon: QrCodeIcon, screen: INVITES_SCREEN },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Reports', to: '/reports', icon: BarChart3Icon, screen: REPORTS_SCREEN },
      { label: 'Club Settings', to: '/settings', icon: SettingsIcon, screen: SETTINGS_SCREEN },
    ],
  },
];

const MEETINGS_GROUP: NavGroup = {
  label: 'Meetings',
  items: [
    {
      label: 'Upcoming Meetings',
      to: '/meetings',
      icon: CalendarDaysIcon,
      screen: MEETINGS_SCREEN,
    },
    { label: 'RSVP & Meals', to: '/rsvp-meals', icon: UtensilsIcon, screen: RSVP_SCREEN },
  ],
};

/** Layout: member area links /member/pathways, /pathways, /profile. */
export const MEMBER_NAVIGATION: readonly NavGroup[] = [
  MEETINGS_GROUP,
  {
    label: 'My Area',
    items: [
      {
        label: 'My Pathways Journey',
        to: '/member/pathways',
        icon: MapIcon,
        screen: MY_PATHWAYS_SCREEN,
      },
      {
        label: 'Pathways Catalogue',
        to: '/pathways',
        icon: CompassIcon,
        screen: CATALOGUE_SCREEN,
      },
      { label: 'My Profile', to: '/profile', icon: UserIcon, screen: PROFILE_SCREEN },
    ],
  },
];

/** Layout: guest area links /profile, /about. */
export const GUEST_NAVIGATION: readonly NavGroup[] = [
  MEETINGS_GROUP,
  {
    label: 'Guest Area',
    items: [
      { label: 'Guest Profile', to: '/profile', icon: UserIcon, screen: PROFILE_SCREEN },
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
      items: group.items.filter(
        (item) => item.screen === undefined || mayOpenScreen(item.screen, can),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/** The mobile bottom bar: three tabs, then More (every other page and the club switcher). */
export const BOTTOM_TABS: readonly NavLinkItem[] = [
  DASHBOARD_LINK,
  { label: 'Meetings', to: '/meetings', icon: CalendarDaysIcon, screen: MEETINGS_SCREEN },
  { label: 'Members', to: '/members', icon: UsersIcon, screen: MEMBERS_SCREEN },
];

export const MORE_TAB = { label: 'More', icon: MenuIcon } as const;

import type { LinkProps } from '@tanstack/react-router';
import type { HomeVariant } from '@lectern/domain';
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
      { label: 'Mentorship Program', to: '/mentorship', icon: HandshakeIcon },
      { label: 'Pathways Progress', to: '/members/pathways', icon: TrendingUpIcon },
      { label: 'Achievements', to: '/members/achievements', icon: AwardIcon },
    ],
  },
  {
    label: 'VP Membership',
    items: [
      { label: 'Membership Dashboard', to: '/membership/dashboard', icon: BarChart3Icon },
      { label: 'Guest Follow-up', to: '/membership/guest-follow-up', icon: UserPlusIcon },
      // Invitation links and QR codes (docs/decisions/033-invitations.md).
      { label: 'Invitations', to: '/invites', icon: QrCodeIcon },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Reports', to: '/reports', icon: BarChart3Icon },
      { label: 'Club Settings', to: '/settings', icon: SettingsIcon },
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

/** The mobile bottom bar has exactly these 4 tabs. */
export const BOTTOM_TABS: readonly NavLinkItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboardIcon },
  { label: 'Meetings', to: '/meetings', icon: CalendarDaysIcon },
  { label: 'Members', to: '/members', icon: UsersIcon },
  { label: 'Settings', to: '/settings', icon: SettingsIcon },
];

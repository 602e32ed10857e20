import { INVITE_TEXT } from '@lectern/domain';

/** The page an invitation link opens (/join/<secret>; docs/decisions/033-invitations.md). */
export const JOIN_TEXT = {
  title: (club: string) => `Join ${club}`,
  invitedAs: (role: 'guest' | 'member') =>
    role === 'guest'
      ? 'You are invited to visit as a guest.'
      : 'You are invited to join as a member.',
  clubLine: (number: string | null, district: string | null) =>
    [number ? `Club #${number}` : null, district ? `District ${district}` : null]
      .filter(Boolean)
      .join(', '),
  meets: (day: string | null, time: string | null) =>
    day && time ? `Meets on ${day} at ${time}` : null,
  join: 'Join',
  joining: 'Joining...',
  signInFirst: 'You will sign in first, then come back here to join.',
  alreadyMember: 'You already belong to this club.',
  openClub: 'Go to the club',
  joined: (club: string) => `Welcome to ${club}`,
  loading: 'Loading the invitation...',
  states: INVITE_TEXT.states,
  notFound: INVITE_TEXT.notFound,
  askForNew: INVITE_TEXT.askForNew,
  home: 'Go to the home page',
} as const;

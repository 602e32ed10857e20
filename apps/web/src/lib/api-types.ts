import type { inferOutput } from '@trpc/tanstack-react-query';
import type { LecternTrpc } from './trpc';

/** Response shapes the screens use, inferred from the API's router so they never drift. */
export type CurrentUser = inferOutput<LecternTrpc['auth']['user']>;
export type ClubMembership = inferOutput<LecternTrpc['clubs']['list']>[number];
/** An upcoming meeting as its card shows it (the agenda's item count, not its text). */
export type Meeting = inferOutput<LecternTrpc['meetings']['upcoming']>[number];
/** What every meeting answer has: an upcoming meeting, a listed one or one read alone. */
export type MeetingBasics = Omit<Meeting, 'agendaItemCount'>;
export type MeetingRole = inferOutput<LecternTrpc['meetingRoles']['list']>[number];
export type AgendaTemplate = inferOutput<LecternTrpc['agendaTemplates']['list']>[number];
export type PublicSetting = inferOutput<LecternTrpc['platformSettings']['public']>[number];
export type ClubMember = inferOutput<LecternTrpc['members']['list']>[number];
/** One member's whole entry (the directory's dialogs). */
export type ClubMemberDetails = inferOutput<LecternTrpc['members']['get']>;
export type MeetingDetails = inferOutput<LecternTrpc['meetings']['get']>;
export type PublicConfig = inferOutput<LecternTrpc['publicConfig']>;

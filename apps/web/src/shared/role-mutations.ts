// Meeting-role actions several screens offer (role assignment, agenda editor, meetings, home).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MEETINGS_TEXT,
  REMINDER_TEXT,
  ROLE_ASSIGNMENT_TEXT,
  volunteerErrorToast,
} from '@lectern/domain';
import { toast } from '@lectern/ui';
import { useTRPC, useTRPCClient } from '../lib/trpc';
import { serverMessageOf } from '../lib/errors';
import { signInOrFailureToast } from './failure-toast';

const ERROR_TITLE = 'Error';

/** 'Error' and the sentence; offline, the words that nothing was changed. */
function failure(error: unknown, description: string): void {
  signInOrFailureToast(error, { title: ERROR_TITLE, description });
}

/** Role changes show on every screen that lists roles or counts them (meetings, dashboards). */
function useRefreshRoles() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.meetingRoles.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.clubs.dashboard.pathKey() }),
    ]);
}

/** Add Role (toast 'Role Created'). */
export function useAddRole() {
  const trpc = useTRPC();
  const refresh = useRefreshRoles();
  return useMutation(
    trpc.meetingRoles.add.mutationOptions({
      onSuccess: () => toast(ROLE_ASSIGNMENT_TEXT.roleCreated),
      onError: (error) => failure(error, ROLE_ASSIGNMENT_TEXT.createFailed),
      onSettled: refresh,
    }),
  );
}

/** 'Assign...' on the Role Assignment screen (toast 'Role Assigned'). */
export function useAssignRole() {
  const trpc = useTRPC();
  const refresh = useRefreshRoles();
  return useMutation(
    trpc.meetingRoles.assign.mutationOptions({
      onSuccess: () => toast(ROLE_ASSIGNMENT_TEXT.roleAssigned),
      onError: (error) => failure(error, ROLE_ASSIGNMENT_TEXT.assignFailed),
      onSettled: refresh,
    }),
  );
}

/** Confirm (toast 'Role Confirmed'). */
export function useConfirmRole() {
  const trpc = useTRPC();
  const refresh = useRefreshRoles();
  return useMutation(
    trpc.meetingRoles.confirm.mutationOptions({
      onSuccess: () => toast(ROLE_ASSIGNMENT_TEXT.roleConfirmed),
      onError: (error) => failure(error, ROLE_ASSIGNMENT_TEXT.confirmFailed),
      onSettled: refresh,
    }),
  );
}

/** Remind: the holder gets an e-mail about their role now (toast 'Reminder sent to …'). */
export function useRemindRole(holderName: string) {
  const trpc = useTRPC();
  return useMutation(
    trpc.reminders.remindRole.mutationOptions({
      onSuccess: () => toast({ title: REMINDER_TEXT.reminded(holderName) }),
      onError: (error) => failure(error, serverMessageOf(error) ?? REMINDER_TEXT.remindFailed),
    }),
  );
}

/**
 * The agenda editor's presenter picker (POST /api/meetings/{id}/roles/{roleId}/assign,
 * where an empty userId unassigns). A row whose role type has no slot in the meeting yet gets
 * one first, so presenters can be chosen straight from a freshly scheduled meeting's agenda.
 */
export function useAgendaAssign(meetingId: number) {
  const client = useTRPCClient();
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: async (input: {
      roleId: number | null;
      roleType: string;
      userId: number | null;
    }) => {
      const roleId =
        input.roleId ??
        (await client.meetingRoles.add.mutate({ meetingId, roleType: input.roleType })).id;
      return client.meetingRoles.assign.mutate({ roleId, meetingId, userId: input.userId });
    },
    onSuccess: () => toast({ title: ROLE_ASSIGNMENT_TEXT.agendaAssignUpdated }),
    onError: (error) => failure(error, ROLE_ASSIGNMENT_TEXT.agendaAssignFailed),
    onSettled: refresh,
  });
}

/** Volunteer toasts; a lost session sends the person to sign in again. */
export function useVolunteerForRole() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.meetingRoles.volunteer.mutationOptions({
      onSuccess: () => toast({ title: MEETINGS_TEXT.volunteered }),
      onError: (error) => failure(error, volunteerErrorToast(serverMessageOf(error))),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.meetingRoles.pathKey() }),
    }),
  );
}

/** Retract toasts. */
export function useRetractRole() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.meetingRoles.retract.mutationOptions({
      onSuccess: () => toast({ title: MEETINGS_TEXT.retracted }),
      onError: (error) => failure(error, MEETINGS_TEXT.retractFailed),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.meetingRoles.pathKey() }),
    }),
  );
}

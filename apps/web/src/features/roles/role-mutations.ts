import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@lectern/ui';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { isUnauthorizedError } from '../../lib/errors';
import { startLoginRedirect } from '../../app/auth/login-redirect';
import { ROLE_ASSIGNMENT_TEXT, ROLE_SCREEN_TEXT } from './text';

function failure(error: unknown, description: string): void {
  // SPEC §8: a lost session on a role action sends the person to sign in again.
  if (isUnauthorizedError(error)) startLoginRedirect();
  else toast({ variant: 'destructive', title: ROLE_SCREEN_TEXT.errorTitle, description });
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

/** Add Role (SPEC §8 'Role Created'). */
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

/** 'Assign...' on the Role Assignment screen (SPEC §8 'Role Assigned'). */
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

/** Confirm (SPEC §8 'Role Confirmed'). */
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

/**
 * The agenda editor's presenter picker (SPEC §7 POST /api/meetings/{id}/roles/{roleId}/assign,
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

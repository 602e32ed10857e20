import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ADD_MEMBER_ROLE_OPTIONS,
  addMemberSchema,
  canSubmitRoleEdit,
  changeRoleSchema,
  clubRoleLabel,
  displayName,
  EDIT_ROLE_OPTIONS,
  parseJsonList,
  skillProfile,
  type AddMemberInput,
} from '@lectern/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  InputField,
  Progress,
  Skeleton,
  toast,
} from '@lectern/ui';
import type { ClubMember } from '../../lib/api-types';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { setServerFieldErrors } from '../../lib/form';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { OptionSelectField } from '../../shared/option-select-field';
import { joinDate, StatusBadge, tmiNumberOf } from './member-card';
import { DIRECTORY_TEXT as T, MEMBERS_TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

function useRefreshMembers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.members.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.growth.pathKey() }),
    ]);
}

/** A refusal's own sentence (e.g. the last-president rule), else the general failure words. */
function failure(error: unknown, title: string) {
  signInOrFailureToast(error, { title, description: serverMessageOf(error) ?? '' });
}

type AddValues = z.output<typeof addMemberSchema>;
const ADD_FIELDS = ['name', 'email', 'role'] as const;
type ChangeRoleValues = z.output<typeof changeRoleSchema>;

export function AddMemberDialog({
  clubId,
  open,
  onOpenChange,
}: {
  clubId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshMembers();
  const form = useForm<AddMemberInput, unknown, AddValues>({
    resolver: zodResolver(addMemberSchema),
    defaultValues: { name: '', email: '', role: 'member' },
  });
  const add = useMutation(
    trpc.members.add.mutationOptions({
      onSuccess: async () => {
        toast(MEMBERS_TEXT.memberAdded);
        form.reset();
        onOpenChange(false);
        await refresh();
      },
    }),
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ clubId, ...values });
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ADD_FIELDS))
        failure(error, MEMBERS_TEXT.addFailed);
    }
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.add.title}</DialogTitle>
          <DialogDescription>{T.add.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
          <InputField
            id="add-member-name"
            label={T.add.name}
            error={errors.name?.message}
            autoComplete="off"
            {...form.register('name')}
          />
          <InputField
            id="add-member-email"
            label={T.add.email}
            type="email"
            error={errors.email?.message}
            autoComplete="off"
            {...form.register('email')}
          />
          <OptionSelectField
            control={form.control}
            name="role"
            id="add-member-role"
            label={T.add.role}
            error={errors.role?.message}
            options={ADD_MEMBER_ROLE_OPTIONS.map((role) => ({
              value: role,
              label: clubRoleLabel(role),
            }))}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {T.add.cancel}
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? T.add.pending : T.add.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function EditRoleDialog({
  clubId,
  member,
  onClose,
}: {
  clubId: number;
  member: ClubMember;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshMembers();
  const form = useForm<z.input<typeof changeRoleSchema>, unknown, ChangeRoleValues>({
    resolver: zodResolver(changeRoleSchema),
    defaultValues: { role: member.role },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const change = useMutation(
    trpc.members.changeRole.mutationOptions({
      onSuccess: async () => {
        toast(MEMBERS_TEXT.roleUpdated);
        onClose();
        await refresh();
      },
      onError: (error) => failure(error, MEMBERS_TEXT.roleUpdateFailed),
    }),
  );
  const submit = form.handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate({ clubId, userId: member.userId, role: values.role });
  });
  const name = displayName(member.user);
  const canSubmit = canSubmitRoleEdit({
    pending: change.isPending,
    selectedRole: role,
    currentRole: member.role,
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.editRole.title}</DialogTitle>
          <DialogDescription>{T.editRole.description(name)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
          <OptionSelectField
            control={form.control}
            name="role"
            id="edit-member-role"
            label={T.editRole.role}
            error={form.formState.errors.role?.message}
            options={EDIT_ROLE_OPTIONS.map((option) => ({
              value: option,
              label: clubRoleLabel(option),
            }))}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {T.editRole.cancel}
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {change.isPending ? T.editRole.pending : T.editRole.update}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-wrap">{value}</dd>
    </>
  );
}

/**
 * One member's whole entry, read when a dialog opens: the directory itself carries only what
 * its cards show.
 */
function useMemberDetails(clubId: number, userId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.members.get.queryOptions({ clubId, userId }));
}

/** What a dialog shows while the member's entry loads, or when it could not be read. */
function DetailsState({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean; isError: boolean };
  loading: string;
  failed: string;
}) {
  if (query.isError) return <p className="text-sm text-destructive">{failed}</p>;
  if (!query.isPending) return null;
  return (
    <div role="status" aria-label={loading} className="space-y-2">
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-3/5" />
    </div>
  );
}

export function ProfileDialog({
  clubId,
  member,
  canChangeStatus,
  onClose,
}: {
  clubId: number;
  member: ClubMember;
  canChangeStatus: boolean;
  onClose: () => void;
}) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const refresh = useRefreshMembers();
  const setStatus = useMutation(
    trpc.members.setStatus.mutationOptions({
      onSuccess: async () => {
        toast({ title: T.profile.statusUpdated });
        onClose();
        await refresh();
      },
      onError: (error) => failure(error, T.profile.statusFailed),
    }),
  );
  const details = useMemberDetails(clubId, member.userId);
  const profile = details.data?.profile ?? null;
  const sensitive = profile !== null && 'emergencyContact' in profile ? profile : null;
  const areas = profile ? parseJsonList(profile.mentoringAreas) : [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.profile.title}</DialogTitle>
          <DialogDescription>
            {displayName(member.user)} · {clubRoleLabel(member.role)}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-2 text-sm">
          <Detail label={T.add.email} value={member.user.email} />
          <Detail label={T.tmiNumber} value={tmiNumberOf(member)} />
          <Detail label={T.joined} value={joinDate(member.joinedAt, format)} />
          <Detail
            label={T.pathway}
            value={
              member.profile?.pathwaysPath
                ? `${member.profile.pathwaysPath} · ${T.level(member.profile.currentLevel ?? 1)}`
                : null
            }
          />
          <Detail label={T.profile.bio} value={profile?.bio} />
          <Detail label={T.profile.mentorship} value={areas.join(', ')} />
          <Detail label={T.profile.goals} value={sensitive?.goals} />
          <Detail label={T.profile.dietary} value={sensitive?.dietaryRestrictions} />
          <Detail label={T.profile.emergencyContact} value={sensitive?.emergencyContact} />
          <Detail label={T.profile.emergencyPhone} value={sensitive?.emergencyPhone} />
        </dl>
        <DetailsState query={details} loading={T.profile.loading} failed={T.profile.loadFailed} />
        <StatusBadge status={member.status} />
        <DialogFooter>
          {canChangeStatus && (
            <Button
              variant="outline"
              disabled={setStatus.isPending}
              onClick={() =>
                setStatus.mutate({
                  clubId,
                  userId: member.userId,
                  status: member.status === 'active' ? 'inactive' : 'active',
                })
              }
            >
              {member.status === 'active' ? T.profile.makeInactive : T.profile.makeActive}
            </Button>
          )}
          <Button onClick={onClose}>{T.profile.close}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function SkillsDialog({
  clubId,
  member,
  onClose,
}: {
  clubId: number;
  member: ClubMember;
  onClose: () => void;
}) {
  const details = useMemberDetails(clubId, member.userId);
  const profile = details.data?.profile;
  const skills = profile && 'speechesCompleted' in profile ? skillProfile(profile) : [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.skills.title}</DialogTitle>
          <DialogDescription>{displayName(member.user)}</DialogDescription>
        </DialogHeader>
        <DetailsState query={details} loading={T.skills.loading} failed={T.skills.loadFailed} />
        <ul className="space-y-4">
          {skills.map((skill) => (
            <li key={skill.key} className="space-y-1">
              <div className="flex justify-between text-sm">
                <span className="font-medium">{skill.name}</span>
                <span className="text-muted-foreground">
                  {T.skills.level(skill.level)} · {skill.title}
                </span>
              </div>
              <Progress value={skill.progress} aria-label={`${skill.name} progress`} />
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

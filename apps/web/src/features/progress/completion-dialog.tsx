import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  recordCompletionSchema,
  type RecordCompletionInput,
  type RecordCompletionValues,
} from '@lectern/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  InputField,
  OptionSelect,
  Textarea,
  toast,
} from '@lectern/ui';
import { serverMessageOf } from '../../lib/errors';
import { setServerFieldErrors } from '../../lib/form';
import { useTRPC } from '../../lib/trpc';
import { OptionSelectField } from '../../shared/option-select-field';
import { COMPLETION_TEXT as T } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

/** What the inputs hold; `toInput` shapes it as the API's input before validation. */
interface FormValues {
  userId: string;
  projectId: string;
  completedOn: string;
  meetingId: string;
  speechTitle: string;
  evaluatorFeedback: string;
}

const NO_MEETING = 'none';
const SERVER_FIELDS = [
  'userId',
  'projectId',
  'completedOn',
  'meetingId',
  'speechTitle',
  'evaluatorFeedback',
] as const satisfies readonly (keyof FormValues & keyof RecordCompletionInput)[];

function toInput(values: FormValues): RecordCompletionInput {
  return {
    userId: values.userId === '' ? Number.NaN : Number(values.userId),
    projectId: values.projectId === '' ? Number.NaN : Number(values.projectId),
    completedOn: values.completedOn,
    meetingId: values.meetingId === NO_MEETING ? null : Number(values.meetingId),
    speechTitle: values.speechTitle,
    evaluatorFeedback: values.evaluatorFeedback,
  };
}

const validate = zodResolver(recordCompletionSchema);
const resolver: Resolver<FormValues, unknown, RecordCompletionValues> = (
  values,
  context,
  options,
) => validate(toInput(values), context, options as unknown as Parameters<typeof validate>[2]);

export interface CompletionMember {
  userId: number;
  name: string;
  pathwayId: number | null;
}

/**
 * Record Project Completion (a manager, for any member on a path: approved at once) or Submit
 * Project Completion (a member, for themself: waits for approval). One form, the domain's schema.
 */
export function CompletionDialog({
  clubId,
  mode,
  members,
  today,
}: {
  clubId: number;
  mode: 'record' | 'submit';
  /** Who the completion may be for (the member alone when submitting their own). */
  members: readonly CompletionMember[];
  today: string;
}) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const only = members.length === 1 ? members[0] : undefined;
  const form = useForm<FormValues, unknown, RecordCompletionValues>({
    defaultValues: {
      userId: only ? String(only.userId) : '',
      projectId: '',
      completedOn: today,
      meetingId: NO_MEETING,
      speechTitle: '',
      evaluatorFeedback: '',
    },
    resolver,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const userId = useWatch({ control, name: 'userId' });
  const member = members.find((m) => String(m.userId) === userId);
  const plan = useQuery({
    ...trpc.pathways.plan.queryOptions({ pathwayId: member?.pathwayId ?? 0 }),
    enabled: open && member?.pathwayId != null,
  });
  const meetings = useQuery({ ...trpc.meetings.list.queryOptions({ clubId }), enabled: open });
  const pastMeetings = (meetings.data ?? [])
    .filter((m) => m.date !== null && m.date <= today && m.status !== 'cancelled')
    .reverse();

  const done = async () => {
    setOpen(false);
    form.reset();
    await queryClient.invalidateQueries({ queryKey: trpc.pathways.pathKey() });
  };
  const onError = (error: unknown) => {
    setServerFieldErrors(form.setError, error, SERVER_FIELDS);
    toast({ variant: 'destructive', title: T.failed, description: serverMessageOf(error) });
  };
  const record = useMutation(
    trpc.pathways.recordCompletion.mutationOptions({
      onSuccess: async () => {
        toast({ title: T.recorded });
        await done();
      },
      onError,
    }),
  );
  const submitOwn = useMutation(
    trpc.pathways.submitCompletion.mutationOptions({
      onSuccess: async () => {
        toast({ title: T.submitted });
        await done();
      },
      onError,
    }),
  );
  const pending = record.isPending || submitOwn.isPending;
  const submit = form.handleSubmit((input) => {
    if (mode === 'record') record.mutate({ clubId, ...input });
    else {
      const { userId: _self, ...own } = input;
      submitOwn.mutate({ clubId, ...own });
    }
  });
  const title = mode === 'record' ? T.recordTitle : T.submitTitle;
  const id = (field: keyof FormValues) => `completion-${mode}-${field}`;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{title}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {mode === 'submit' ? T.submitDescription : T.recordDescription}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-y-2">
          {mode === 'record' && (
            <FormField id={id('userId')} label={T.member} error={errors.userId?.message}>
              {(field) => (
                <Controller
                  control={control}
                  name="userId"
                  render={({ field: { value, onChange, ref } }) => (
                    <OptionSelect
                      value={value === '' ? undefined : value}
                      onValueChange={(next) => {
                        onChange(next);
                        form.setValue('projectId', '');
                      }}
                      {...field}
                      ref={ref}
                      options={members
                        .filter((m) => m.pathwayId !== null)
                        .map((m) => ({ value: String(m.userId), label: m.name }))}
                    />
                  )}
                />
              )}
            </FormField>
          )}
          <OptionSelectField
            control={control}
            name="projectId"
            id={id('projectId')}
            label={T.project}
            error={errors.projectId?.message}
            disabled={!plan.data}
            options={(plan.data ?? []).map((p) => ({
              value: String(p.projectId),
              label: `Level ${p.level}: ${p.title}`,
            }))}
          />
          <InputField
            id={id('completedOn')}
            label={T.date}
            type="date"
            max={today}
            error={errors.completedOn?.message}
            {...register('completedOn')}
          />
          <OptionSelectField
            control={control}
            name="meetingId"
            id={id('meetingId')}
            label={T.meeting}
            error={errors.meetingId?.message}
            options={[
              { value: NO_MEETING, label: T.noMeeting },
              ...pastMeetings.map((m) => ({
                value: String(m.id),
                label: `${m.title} · ${format.date(m.date)}`,
              })),
            ]}
          />
          <InputField
            id={id('speechTitle')}
            label={T.speechTitle}
            error={errors.speechTitle?.message}
            autoComplete="off"
            {...register('speechTitle')}
          />
          <FormField
            id={id('evaluatorFeedback')}
            label={T.evaluatorFeedback}
            error={errors.evaluatorFeedback?.message}
          >
            {(field) => <Textarea {...field} rows={3} {...register('evaluatorFeedback')} />}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? T.submitting : mode === 'record' ? T.record : T.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

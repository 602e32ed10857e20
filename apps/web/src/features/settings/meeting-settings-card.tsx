import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  clubMeetingSettingsSchema,
  DEFAULT_MEAL_DEADLINE_HOURS,
  DEFAULT_RSVP_DEADLINE_DAYS,
} from '@lectern/domain';
import { InputField, toast } from '@lectern/ui';
import { OptionSelectField } from '../../shared/option-select-field';
import { useTRPC } from '../../lib/trpc';
import { setServerFieldErrors } from '../../lib/form';
import { useRefreshClub } from './club-information-card';
import { failureToast, SaveRow, SettingsCard, useWarnBeforeLeaving } from './settings-parts';
import { SETTINGS_PAGE_TEXT, SETTINGS_TEXT } from './text';

const T = SETTINGS_PAGE_TEXT.meeting;

interface MeetingFieldValues {
  rsvpDeadline: string;
  mealDeadline: string;
  defaultTheme: string;
  meetingFormat: string;
  rolesPerMember: string;
}
type MeetingSettingsValues = z.output<typeof clubMeetingSettingsSchema>;

const FIELDS = [
  'rsvpDeadline',
  'mealDeadline',
  'defaultTheme',
  'meetingFormat',
  'rolesPerMember',
] as const;
const fieldId = (field: keyof MeetingFieldValues) => `meeting-settings-${field}`;

/**
 * Meeting Settings: RSVP deadline days (default 1), meal deadline hours (default 11),
 * default theme, meeting format and how many roles one member may hold in a meeting. A
 * non-numeric deadline falls back to its default (the domain schema's rule). Only these are
 * saved: nothing of the other cards is needed or sent.
 */
export function MeetingSettingsCard({ clubId, canEdit }: { clubId: number; canEdit: boolean }) {
  const trpc = useTRPC();
  const { data: club } = useSuspenseQuery(trpc.clubs.get.queryOptions({ clubId }));
  const refresh = useRefreshClub();
  const settings = club.meetingSettings;
  const form = useForm<MeetingFieldValues, unknown, MeetingSettingsValues>({
    defaultValues: {
      rsvpDeadline: String(settings.rsvpDeadline ?? DEFAULT_RSVP_DEADLINE_DAYS),
      mealDeadline: String(settings.mealDeadline ?? DEFAULT_MEAL_DEADLINE_HOURS),
      defaultTheme: settings.defaultTheme ?? '',
      meetingFormat: settings.meetingFormat ?? '',
      rolesPerMember: String(club.rolesPerMember),
    },
    resolver: zodResolver(clubMeetingSettingsSchema) as unknown as Resolver<
      MeetingFieldValues,
      unknown,
      MeetingSettingsValues
    >,
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  useWarnBeforeLeaving(formState.isDirty);

  const update = useMutation(
    trpc.clubs.updateMeetingSettings.mutationOptions({
      onSuccess: async () => {
        toast({ title: SETTINGS_TEXT.meetingSettingsUpdated });
        form.reset(form.getValues());
        await refresh();
      },
      onError: (error) => {
        setServerFieldErrors(form.setError, error, FIELDS);
        failureToast(SETTINGS_TEXT.meetingSettingsFailed);
      },
    }),
  );

  const submit = form.handleSubmit((values) => update.mutate({ clubId, ...values }));

  return (
    <SettingsCard title={SETTINGS_PAGE_TEXT.cards.meeting} readOnly={!canEdit}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset
          disabled={!canEdit || update.isPending}
          className="grid gap-x-4 gap-y-2 sm:grid-cols-2"
        >
          <InputField
            id={fieldId('rsvpDeadline')}
            label={T.labels.rsvpDeadline}
            error={errors.rsvpDeadline?.message}
            type="number"
            inputMode="numeric"
            min={0}
            max={30}
            {...register('rsvpDeadline')}
          />
          <InputField
            id={fieldId('mealDeadline')}
            label={T.labels.mealDeadline}
            error={errors.mealDeadline?.message}
            type="number"
            inputMode="numeric"
            min={0}
            max={168}
            {...register('mealDeadline')}
          />
          <InputField
            id={fieldId('defaultTheme')}
            label={T.labels.defaultTheme}
            error={errors.defaultTheme?.message}
            {...register('defaultTheme')}
          />
          <InputField
            id={fieldId('meetingFormat')}
            label={T.labels.meetingFormat}
            error={errors.meetingFormat?.message}
            {...register('meetingFormat')}
          />
          <OptionSelectField
            control={control}
            name="rolesPerMember"
            id={fieldId('rolesPerMember')}
            label={T.labels.rolesPerMember}
            options={T.rolesPerMemberOptions}
            error={errors.rolesPerMember?.message}
            disabled={!canEdit}
          />
          {canEdit && (
            <SaveRow unsaved={formState.isDirty} saving={update.isPending} label={T.save} />
          )}
        </fieldset>
      </form>
    </SettingsCard>
  );
}

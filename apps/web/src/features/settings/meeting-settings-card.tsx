import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  clubFormSchema,
  DEFAULT_MEAL_DEADLINE_HOURS,
  DEFAULT_RSVP_DEADLINE_DAYS,
  meetingSettingsSchema,
} from '@lectern/domain';
import { Button, InputField, toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { setServerFieldErrors } from '../../lib/form';
import { clubFieldValues, useRefreshClub } from './club-information-card';
import { failureToast, SettingsCard } from './settings-parts';
import { SETTINGS_PAGE_TEXT, SETTINGS_TEXT } from './text';

const T = SETTINGS_PAGE_TEXT.meeting;

interface MeetingFieldValues {
  rsvpDeadline: string;
  mealDeadline: string;
  defaultTheme: string;
  meetingFormat: string;
}
type MeetingSettingsValues = z.output<typeof meetingSettingsSchema>;

const FIELDS = ['rsvpDeadline', 'mealDeadline', 'defaultTheme', 'meetingFormat'] as const;
const fieldId = (field: keyof MeetingFieldValues) => `meeting-settings-${field}`;

/**
 * Meeting Settings: RSVP deadline days (default 1), meal deadline hours (default 11),
 * default theme and meeting format. A non-numeric deadline falls back to its default (the
 * domain schema's rule). Saved with the club's stored information, as the club update asks.
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
    },
    resolver: zodResolver(meetingSettingsSchema) as unknown as Resolver<
      MeetingFieldValues,
      unknown,
      MeetingSettingsValues
    >,
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const update = useMutation(
    trpc.clubs.update.mutationOptions({
      onSuccess: async () => {
        toast({ title: SETTINGS_TEXT.meetingSettingsUpdated });
        await refresh();
      },
      onError: (error) => {
        setServerFieldErrors(form.setError, error, FIELDS);
        failureToast(SETTINGS_TEXT.meetingSettingsFailed);
      },
    }),
  );

  const submit = form.handleSubmit((meetingSettings) => {
    // The stored club information goes back as it is; only the meeting settings change.
    const stored = clubFormSchema.safeParse(clubFieldValues(club));
    if (!stored.success) {
      failureToast(SETTINGS_TEXT.meetingSettingsFailed);
      return;
    }
    update.mutate({ clubId, ...stored.data, meetingSettings });
  });

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
          {canEdit && (
            <div className="flex justify-end sm:col-span-2">
              <Button type="submit">{update.isPending ? SETTINGS_PAGE_TEXT.saving : T.save}</Button>
            </div>
          )}
        </fieldset>
      </form>
    </SettingsCard>
  );
}

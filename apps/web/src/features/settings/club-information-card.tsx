import type { ChangeEvent } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLUB_FOUNDING_TEXT,
  clubFormSchema,
  logoFileMessage,
  SETTINGS_DEFAULT_MEETING_TIME,
  validateLogoFile,
  WEEKDAYS,
  type ClubFormInput,
  type ClubFormValues,
} from '@lectern/domain';
import { Button, FormField, Input, InputField, Textarea, toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { setServerFieldErrors } from '../../lib/form';
import { serverMessageOf } from '../../lib/errors';
import { OptionSelectField } from '../../shared/option-select-field';
import type { ClubDetails } from './settings-types';
import { failureToast, SaveRow, SettingsCard, useWarnBeforeLeaving } from './settings-parts';
import { SETTINGS_PAGE_TEXT, SETTINGS_TEXT, titled } from './text';

const T = SETTINGS_PAGE_TEXT.club;

type ClubFields = Required<
  Pick<
    ClubFormInput,
    | 'name'
    | 'clubNumber'
    | 'district'
    | 'meetingLocation'
    | 'meetingDay'
    | 'meetingTime'
    | 'foundedDate'
    | 'endTime'
    | 'mission'
    | 'vpeGuidelines'
    | 'logoUrl'
  >
>;
type ClubFieldValues = { [K in keyof ClubFields]: string };

const FIELDS = [
  'name',
  'clubNumber',
  'district',
  'foundedDate',
  'meetingLocation',
  'meetingDay',
  'meetingTime',
  'endTime',
  'mission',
  'vpeGuidelines',
  'logoUrl',
] as const satisfies readonly (keyof ClubFieldValues)[];

/** The form's values from the stored club; the settings screen's meeting time is 18:00–20:00. */
export function clubFieldValues(club: ClubDetails): ClubFieldValues {
  return {
    name: club.name,
    clubNumber: club.clubNumber ?? '',
    district: club.district ?? '',
    foundedDate: club.foundedDate ?? '',
    meetingLocation: club.meetingLocation ?? '',
    meetingDay: club.meetingDay ?? '',
    meetingTime: club.meetingTime ?? SETTINGS_DEFAULT_MEETING_TIME.start,
    endTime: club.endTime ?? SETTINGS_DEFAULT_MEETING_TIME.end,
    mission: club.mission ?? '',
    vpeGuidelines: club.vpeGuidelines ?? '',
    logoUrl: club.logoUrl ?? '',
  };
}

/** Refreshes what shows the club: this screen and the top bar (name, logo). */
export function useRefreshClub() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.clubs.get.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.clubs.list.queryKey() }),
    ]);
}

const fieldId = (field: keyof ClubFieldValues) => `club-${field}`;
const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: day }));

/** Club Information: the club form, its logo held in the form until Save. */
export function ClubInformationCard({ clubId, canEdit }: { clubId: number; canEdit: boolean }) {
  const trpc = useTRPC();
  const { data: club } = useSuspenseQuery(trpc.clubs.get.queryOptions({ clubId }));
  const refresh = useRefreshClub();
  const form = useForm<ClubFieldValues, unknown, ClubFormValues>({
    defaultValues: clubFieldValues(club),
    // The inputs hold strings where the schema also takes null: a narrower shape it accepts.
    resolver: zodResolver(clubFormSchema) as unknown as Resolver<
      ClubFieldValues,
      unknown,
      ClubFormValues
    >,
  });
  const {
    control,
    register,
    formState: { errors, isDirty },
  } = form;
  useWarnBeforeLeaving(isDirty);
  const logoUrl = useWatch({ control, name: 'logoUrl' });

  const update = useMutation(
    trpc.clubs.update.mutationOptions({
      onSuccess: async (saved) => {
        toast({ title: SETTINGS_TEXT.clubUpdated });
        form.reset(clubFieldValues(saved));
        await refresh();
      },
      onError: (error) => {
        // A club number another club uses is said on the number itself.
        if (serverMessageOf(error) === CLUB_FOUNDING_TEXT.duplicateNumber)
          form.setError(
            'clubNumber',
            { type: 'server', message: CLUB_FOUNDING_TEXT.duplicateNumber },
            { shouldFocus: true },
          );
        else setServerFieldErrors(form.setError, error, FIELDS);
        failureToast(SETTINGS_TEXT.clubUpdateFailed);
      },
    }),
  );

  function chooseLogo(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const checked = validateLogoFile(file);
    if (!checked.ok) {
      toast({ variant: 'destructive', ...logoFileMessage(checked.violation) });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result !== 'string') return;
      form.setValue('logoUrl', reader.result, { shouldDirty: true });
      form.clearErrors('logoUrl');
      toast({ title: SETTINGS_TEXT.imageUploaded });
    };
    reader.onerror = () =>
      toast({ variant: 'destructive', ...titled(SETTINGS_TEXT.imageReadFailed) });
    reader.readAsDataURL(file);
  }

  // The stored club's meeting settings go back unchanged: this card saves the club only.
  const submit = form.handleSubmit((values) => update.mutate({ clubId, ...values }));
  const isEmbedded = logoUrl.startsWith('data:');

  return (
    <SettingsCard title={SETTINGS_PAGE_TEXT.cards.club} readOnly={!canEdit}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset
          disabled={!canEdit || update.isPending}
          className="grid gap-x-4 gap-y-2 sm:grid-cols-2"
        >
          <InputField
            id={fieldId('name')}
            label={T.labels.name}
            error={errors.name?.message}
            {...register('name')}
          />
          <InputField
            id={fieldId('clubNumber')}
            label={T.labels.clubNumber}
            error={errors.clubNumber?.message}
            {...register('clubNumber')}
          />
          <InputField
            id={fieldId('district')}
            label={T.labels.district}
            error={errors.district?.message}
            {...register('district')}
          />
          <InputField
            id={fieldId('foundedDate')}
            label={T.labels.foundedDate}
            error={errors.foundedDate?.message}
            type="date"
            {...register('foundedDate')}
          />
          <InputField
            id={fieldId('meetingLocation')}
            label={T.labels.meetingLocation}
            error={errors.meetingLocation?.message}
            {...register('meetingLocation')}
          />
          <OptionSelectField
            control={control}
            name="meetingDay"
            id={fieldId('meetingDay')}
            label={T.labels.meetingDay}
            options={WEEKDAY_OPTIONS}
            error={errors.meetingDay?.message}
            disabled={!canEdit}
          />
          <InputField
            id={fieldId('meetingTime')}
            label={T.labels.meetingTime}
            error={errors.meetingTime?.message}
            type="time"
            {...register('meetingTime')}
          />
          <InputField
            id={fieldId('endTime')}
            label={T.labels.endTime}
            error={errors.endTime?.message}
            type="time"
            {...register('endTime')}
          />
          <FormField
            className="sm:col-span-2"
            id={fieldId('mission')}
            label={T.labels.mission}
            error={errors.mission?.message}
          >
            {(field) => <Textarea {...field} rows={3} {...register('mission')} />}
          </FormField>
          <FormField
            className="sm:col-span-2"
            id={fieldId('vpeGuidelines')}
            label={T.labels.vpeGuidelines}
            error={errors.vpeGuidelines?.message}
          >
            {(field) => <Textarea {...field} rows={4} {...register('vpeGuidelines')} />}
          </FormField>
          <div className="space-y-3 sm:col-span-2">
            <FormField
              id={fieldId('logoUrl')}
              label={T.labels.logoUrl}
              description={T.logoHint}
              error={errors.logoUrl?.message}
            >
              {(field) => (
                <Controller
                  control={control}
                  name="logoUrl"
                  render={({ field: { value, onChange, onBlur, ref } }) => (
                    <Input
                      {...field}
                      ref={ref}
                      type="url"
                      inputMode="url"
                      placeholder={isEmbedded ? T.uploadedLogo : 'https://'}
                      // An uploaded image is kept in the form, not shown as text.
                      value={value.startsWith('data:') ? '' : value}
                      onChange={(event) => onChange(event.target.value)}
                      onBlur={onBlur}
                    />
                  )}
                />
              )}
            </FormField>
            {canEdit && (
              <div className="space-y-2">
                <label htmlFor="club-logo-file" className="text-sm font-medium">
                  {T.labels.logoFile}
                </label>
                <Input id="club-logo-file" type="file" accept="image/*" onChange={chooseLogo} />
              </div>
            )}
            {logoUrl !== '' && (
              <div className="flex flex-wrap items-center gap-4">
                <img
                  src={logoUrl}
                  alt={T.logoPreview}
                  className="h-[100px] max-w-[200px] rounded-md border object-contain"
                />
                {canEdit && (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => form.setValue('logoUrl', '', { shouldDirty: true })}
                  >
                    {T.removeLogo}
                  </Button>
                )}
              </div>
            )}
          </div>
          {canEdit && <SaveRow unsaved={isDirty} saving={update.isPending} label={T.save} />}
        </fieldset>
      </form>
    </SettingsCard>
  );
}

import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FIRST_REFUSAL_HOUR_OPTIONS,
  NOTIFICATION_DAY_OPTIONS,
  OFFER_ALERT_HOUR_OPTIONS,
  REMINDER_TEXT,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@lectern/domain';
import { Button, Checkbox, FormField, Label, OptionSelect, toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { failureToast, SettingsCard } from './settings-parts';
import { SETTINGS_PAGE_TEXT } from './text';

type Days = 'roleReminderDays' | 'rsvpReminderDays' | 'openRolesDigestDays';
type Hours = 'offerFirstRefusalHours' | 'offerAlertHours';
type Switch = Exclude<keyof NotificationSettings, Days | Hours>;

/** The role-offer settings, each a choice of hours. */
const HOUR_ROWS: readonly { field: Hours; options: { value: string; label: string }[] }[] = [
  {
    field: 'offerFirstRefusalHours',
    options: FIRST_REFUSAL_HOUR_OPTIONS.map((hours) => ({
      value: String(hours),
      label: REMINDER_TEXT.hourOption(hours),
    })),
  },
  {
    field: 'offerAlertHours',
    options: OFFER_ALERT_HOUR_OPTIONS.map((hours) => ({
      value: String(hours),
      label: REMINDER_TEXT.beforeOption(hours),
    })),
  },
];

/** Each reminder the club can send, with the days-before choice it has (if any). */
const ROWS: readonly { kind: Switch; days?: Days }[] = [
  { kind: 'meetingReminders' },
  { kind: 'roleReminders', days: 'roleReminderDays' },
  { kind: 'rsvpReminders', days: 'rsvpReminderDays' },
  { kind: 'openRolesDigest', days: 'openRolesDigestDays' },
  { kind: 'guestThankYou' },
];

const DAY_OPTIONS = NOTIFICATION_DAY_OPTIONS.map((days) => ({
  value: String(days),
  label: REMINDER_TEXT.dayOption(days),
}));

const fieldId = (field: keyof NotificationSettings) => `notification-settings-${field}`;

function ReminderRow({
  control,
  kind,
  days,
  disabled,
}: {
  control: Control<NotificationSettings>;
  kind: Switch;
  days: Days | undefined;
  disabled: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 border-b py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <Controller
        control={control}
        name={kind}
        render={({ field }) => (
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={fieldId(kind)}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              disabled={disabled}
            />
            <Label htmlFor={fieldId(kind)} className="font-normal">
              {REMINDER_TEXT.kinds[kind]}
            </Label>
          </div>
        )}
      />
      {days && (
        <FormField
          id={fieldId(days)}
          label={REMINDER_TEXT.days[days]}
          className="space-y-1 sm:w-56"
        >
          {(controlProps) => (
            <Controller
              control={control}
              name={days}
              render={({ field }) => (
                <OptionSelect
                  {...controlProps}
                  ref={field.ref}
                  className="min-h-11 w-full md:min-h-9"
                  value={String(field.value)}
                  onValueChange={(value) => field.onChange(Number(value))}
                  options={DAY_OPTIONS}
                  disabled={disabled}
                />
              )}
            />
          )}
        </FormField>
      )}
    </li>
  );
}

function HourRow({
  control,
  field: name,
  options,
  disabled,
}: {
  control: Control<NotificationSettings>;
  field: Hours;
  options: { value: string; label: string }[];
  disabled: boolean;
}) {
  return (
    <li className="border-b py-3 last:border-b-0">
      <FormField id={fieldId(name)} label={REMINDER_TEXT.offers[name]} className="space-y-1">
        {(controlProps) => (
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <OptionSelect
                {...controlProps}
                ref={field.ref}
                className="min-h-11 w-full sm:w-64 md:min-h-9"
                value={String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
                options={options}
                disabled={disabled}
              />
            )}
          />
        )}
      </FormField>
    </li>
  );
}

/**
 * Notification Settings: which reminder e-mails the club sends and how many days ahead. Each
 * member's own choices (e-mail on or off, their reminder days) still apply on top.
 */
export function NotificationSettingsCard({
  clubId,
  canEdit,
}: {
  clubId: number;
  canEdit: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.reminders.settings.queryOptions({ clubId }));
  const form = useForm<NotificationSettings>({
    defaultValues: data,
    resolver: zodResolver(notificationSettingsSchema),
  });
  const save = useMutation(
    trpc.reminders.updateSettings.mutationOptions({
      onSuccess: async (saved) => {
        toast({ title: REMINDER_TEXT.saved });
        form.reset(saved);
        await queryClient.invalidateQueries({ queryKey: trpc.reminders.settings.pathKey() });
      },
      onError: () => failureToast(REMINDER_TEXT.saveFailed),
    }),
  );
  const submit = form.handleSubmit((settings) => save.mutate({ clubId, ...settings }));

  return (
    <SettingsCard
      title={SETTINGS_PAGE_TEXT.cards.notifications}
      description={REMINDER_TEXT.description}
      readOnly={!canEdit}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset disabled={!canEdit || save.isPending}>
          <legend className="sr-only">{SETTINGS_PAGE_TEXT.cards.notifications}</legend>
          <ul>
            {ROWS.map((row) => (
              <ReminderRow
                key={row.kind}
                control={form.control}
                kind={row.kind}
                days={row.days}
                disabled={!canEdit || save.isPending}
              />
            ))}
            {HOUR_ROWS.map((row) => (
              <HourRow
                key={row.field}
                control={form.control}
                field={row.field}
                options={row.options}
                disabled={!canEdit || save.isPending}
              />
            ))}
          </ul>
          {canEdit && (
            <div className="flex justify-end pt-3">
              <Button type="submit">
                {save.isPending ? REMINDER_TEXT.saving : REMINDER_TEXT.save}
              </Button>
            </div>
          )}
        </fieldset>
      </form>
    </SettingsCard>
  );
}

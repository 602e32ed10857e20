import type { ChangeEvent, ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLUB_CURRENCIES,
  CLUB_FOUNDING_TEXT,
  CLUB_LOCALES,
  newClubSchema,
  suggestedCurrency,
  suggestedLocale,
  WEEKDAYS,
  type NewClubInput,
  type NewClubValues,
} from '@lectern/domain';
import { Button, cn, FormField, InputField, toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { setServerFieldErrors } from '../../lib/form';
import { timeZoneOptions } from '../../shared/time-zones';
import { PLATFORM_CLUBS_TEXT as TEXT } from './text';

type Field = keyof typeof TEXT.fields;
/** The fields the server may name in a validation error, in screen order. */
const FIELDS_IN_ORDER = [
  'name',
  'clubNumber',
  'district',
  'timeZone',
  'meetingDay',
  'meetingTime',
  'locale',
  'currency',
  'presidentEmail',
] as const satisfies readonly Field[];

/** The locale this browser reads dates in, when the list has it: a first guess for a new club. */
const BROWSER_LOCALE = suggestedLocale(
  typeof navigator === 'undefined' ? undefined : navigator.language,
);

/** The time zone this browser is in: a sensible first guess for a new club. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const SELECT_CLASS =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

export interface CreatedClub {
  id: number;
  name: string;
}

/**
 * The new club's details; with `appointPresident` (the super admin) also its president's e-mail,
 * else the person creating it presides.
 */
export function NewClubForm({
  appointPresident,
  onCreated,
}: {
  appointPresident: boolean;
  onCreated: (club: CreatedClub) => void;
}) {
  const trpc = useTRPC();
  const form = useForm<NewClubInput, unknown, NewClubValues>({
    resolver: zodResolver(newClubSchema),
    defaultValues: {
      name: '',
      clubNumber: '',
      district: '',
      timeZone: browserTimeZone(),
      meetingDay: 'Tuesday',
      meetingTime: '18:30',
      locale: BROWSER_LOCALE,
      currency: suggestedCurrency(BROWSER_LOCALE),
      presidentEmail: '',
    },
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const timeZone = useWatch({ control, name: 'timeZone' });
  const create = useMutation(
    trpc.platformClubs.create.mutationOptions({
      onSuccess: (club) => {
        toast({ title: TEXT.created(club.name) });
        onCreated(club);
      },
      onError: (error) => {
        if (setServerFieldErrors(form.setError, error, FIELDS_IN_ORDER)) return;
        const message = serverMessageOf(error);
        if (message === CLUB_FOUNDING_TEXT.duplicateNumber)
          form.setError('clubNumber', { type: 'server', message }, { shouldFocus: true });
        else toast({ variant: 'destructive', title: TEXT.createFailed, description: message });
      },
    }),
  );

  const submit = form.handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate({ ...values, ...(appointPresident ? {} : { presidentEmail: undefined }) });
  });

  const id = (name: Field) => `new-club-${name}`;
  const text = (
    name: 'name' | 'clubNumber' | 'district' | 'meetingTime' | 'presidentEmail',
    type = 'text',
  ) => (
    <InputField
      id={id(name)}
      label={TEXT.fields[name]}
      error={errors[name]?.message}
      type={type}
      {...register(name)}
    />
  );
  const select = (
    name: 'timeZone' | 'meetingDay' | 'locale' | 'currency',
    options: ReactNode,
    onChange?: (value: string) => void,
  ) => (
    <FormField id={id(name)} label={TEXT.fields[name]} error={errors[name]?.message}>
      {(field) => (
        <select
          {...field}
          className={cn(SELECT_CLASS)}
          {...register(name, {
            onChange:
              onChange && ((event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)),
          })}
        >
          {options}
        </select>
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-x-4 sm:grid-cols-2"
    >
      {text('name')}
      {text('clubNumber')}
      {text('district')}
      {select(
        'timeZone',
        timeZoneOptions(timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        )),
      )}
      {select(
        'meetingDay',
        WEEKDAYS.map((day) => (
          <option key={day} value={day}>
            {day}
          </option>
        )),
      )}
      {text('meetingTime', 'time')}
      {select(
        'locale',
        CLUB_LOCALES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        )),
        // A new locale suggests its currency (the person may still choose another).
        (locale) => form.setValue('currency', suggestedCurrency(suggestedLocale(locale))),
      )}
      {select(
        'currency',
        CLUB_CURRENCIES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        )),
      )}
      {appointPresident && text('presidentEmail', 'email')}
      <div className="sm:col-span-2">
        <Button type="submit" className="min-h-11" disabled={create.isPending}>
          {create.isPending ? TEXT.submitting : TEXT.submit}
        </Button>
      </div>
    </form>
  );
}

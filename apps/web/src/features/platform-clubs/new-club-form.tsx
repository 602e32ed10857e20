import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  CLUB_CURRENCIES,
  CLUB_FOUNDING_TEXT,
  CLUB_LOCALES,
  newClubSchema,
  suggestedCurrency,
  suggestedLocale,
  WEEKDAYS,
  type NewClubInput,
} from '@lectern/domain';
import { Button, cn, Input, Label, toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { serverFieldErrorsOf, serverMessageOf } from '../../lib/errors';
import { PLATFORM_CLUBS_TEXT as TEXT } from './text';

type Field = keyof typeof TEXT.fields;
const FIELDS_IN_ORDER: readonly Field[] = [
  'name',
  'clubNumber',
  'district',
  'timeZone',
  'meetingDay',
  'meetingTime',
  'locale',
  'currency',
  'presidentEmail',
];

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
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    clubNumber: '',
    district: '',
    timeZone: browserTimeZone(),
    meetingDay: 'Tuesday',
    meetingTime: '18:30',
    locale: BROWSER_LOCALE,
    currency: suggestedCurrency(BROWSER_LOCALE),
    presidentEmail: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useMutation(
    trpc.platformClubs.create.mutationOptions({
      onSuccess: (club) => {
        toast({ title: TEXT.created(club.name) });
        onCreated(club);
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrorsOf(error);
        const message = serverMessageOf(error);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else if (message === CLUB_FOUNDING_TEXT.duplicateNumber) {
          setErrors({ clubNumber: message });
          document.getElementById('new-club-clubNumber')?.focus();
        } else
          toast({
            variant: 'destructive',
            title: TEXT.createFailed,
            description: serverMessageOf(error),
          });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: NewClubInput = {
      ...values,
      meetingDay: values.meetingDay as NewClubInput['meetingDay'],
      locale: values.locale as NewClubInput['locale'],
      currency: values.currency as NewClubInput['currency'],
      ...(appointPresident ? {} : { presidentEmail: undefined }),
    };
    const parsed = newClubSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = FIELDS_IN_ORDER.find((f) => next[f] !== undefined);
      if (first) document.getElementById(`new-club-${first}`)?.focus();
      return;
    }
    setErrors({});
    create.mutate(input);
  }

  function field(name: Field, control: (props: Record<string, unknown>) => ReactNode) {
    const id = `new-club-${name}`;
    const error = errors[name];
    return (
      <div className="space-y-2">
        <Label htmlFor={id}>{TEXT.fields[name]}</Label>
        {control({
          id,
          'aria-invalid': error !== undefined,
          'aria-describedby': `${id}-error`,
        })}
        <p id={`${id}-error`} className="min-h-5 text-sm text-destructive" aria-live="polite">
          {error}
        </p>
      </div>
    );
  }

  const text = (name: Field, type = 'text') =>
    field(name, (props) => (
      <Input
        {...props}
        type={type}
        className="h-11"
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
    ));

  return (
    <form noValidate onSubmit={submit} className="grid gap-x-4 sm:grid-cols-2">
      {text('name')}
      {text('clubNumber')}
      {text('district')}
      {text('timeZone')}
      {field('meetingDay', (props) => (
        <select
          {...props}
          className={cn(SELECT_CLASS)}
          value={values.meetingDay}
          onChange={(e) => setValues({ ...values, meetingDay: e.target.value })}
        >
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      ))}
      {text('meetingTime', 'time')}
      {field('locale', (props) => (
        <select
          {...props}
          className={cn(SELECT_CLASS)}
          value={values.locale}
          onChange={(e) => {
            const locale = suggestedLocale(e.target.value);
            setValues({ ...values, locale, currency: suggestedCurrency(locale) });
          }}
        >
          {CLUB_LOCALES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ))}
      {field('currency', (props) => (
        <select
          {...props}
          className={cn(SELECT_CLASS)}
          value={values.currency}
          onChange={(e) => setValues({ ...values, currency: e.target.value })}
        >
          {CLUB_CURRENCIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ))}
      {appointPresident && text('presidentEmail', 'email')}
      <div className="sm:col-span-2">
        <Button type="submit" className="min-h-11" disabled={create.isPending}>
          {create.isPending ? TEXT.submitting : TEXT.submit}
        </Button>
      </div>
    </form>
  );
}

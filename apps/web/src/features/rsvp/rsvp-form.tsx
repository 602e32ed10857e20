import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  drinkOptions,
  extrasOptions,
  mealOptions,
  mealSwitchOff,
  normalizeRsvpPayload,
  NO_DRINK,
  NO_EXTRAS,
  PAYMENT_METHODS,
  RSVP_FORM_DEFAULTS,
  RSVP_STATUS_LABELS,
  RSVP_STATUSES,
  showsMealFields,
  toCents,
  type MenuItemLike,
  type RsvpForm as RsvpFormValues,
  type RsvpPayload,
} from '@lectern/domain';
import {
  Button,
  Label,
  MemberPicker,
  OptionSelect,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  Textarea,
  type PickerItem,
} from '@lectern/ui';
import { RSVP_PAGE_TEXT, RSVP_TEXT } from './text';
import type { ClubFormat } from '@lectern/domain';

/** The server's limit on special requirements (rsvpSubmitSchema), with the screen's message. */
export const SPECIAL_REQUIREMENTS_MAX = 2000;

const rsvpFormSchema = z.object({
  userId: z.string(),
  status: z.enum(RSVP_STATUSES),
  hasMeal: z.boolean(),
  mealChoice: z.string(),
  drink6pm: z.string(),
  drink7pm: z.string(),
  extras: z.string(),
  specialRequirements: z
    .string()
    .max(SPECIAL_REQUIREMENTS_MAX, RSVP_PAGE_TEXT.specialRequirementsTooLong),
  paymentMethod: z.enum(PAYMENT_METHODS),
});

/** "Add RSVP" records someone else's RSVP, so the member is the one required field. */
const addRsvpFormSchema = rsvpFormSchema.extend({
  userId: z.string().min(1, RSVP_PAGE_TEXT.memberRequired),
});

type FormValues = z.infer<typeof rsvpFormSchema>;

/** What the API's submit takes (rsvpSubmitSchema); the server prices the RSVP from the menu. */
export type RsvpSubmission = Omit<RsvpPayload, 'mealPrice' | 'totalPrice'>;

export interface RsvpFormProps {
  menu: readonly MenuItemLike[];
  /** Starting values, e.g. the person's existing RSVP. */
  initial?: Partial<RsvpFormValues>;
  /** When given, the form starts with a required member picker (officers' "Add RSVP"). */
  members?: readonly PickerItem[];
  isPending: boolean;
  onSubmit: (submission: RsvpSubmission, userId: number | null) => void;
  onCancel: () => void;
  /** The club's formatter and its fee for attending without a meal. */
  format: ClubFormat;
  noMealFeeCents: number;
}

function priceOf(items: readonly MenuItemLike[], name: string): number {
  const item = items.find((candidate) => candidate.name === name);
  return item ? toCents(item.price) : 0;
}

/** Live total, computed with the domain's pricing exactly as the server will. */
export function rsvpTotal(
  menu: readonly MenuItemLike[],
  form: RsvpFormValues,
  noMealFeeCents: number,
): RsvpPayload {
  return normalizeRsvpPayload(form, {
    noMealFeeCents,
    mealPriceCents: priceOf(mealOptions(menu), form.mealChoice),
    drinkPriceCents:
      priceOf(drinkOptions(menu, '6pm'), form.drink6pm) +
      priceOf(drinkOptions(menu, '7pm'), form.drink7pm),
    extrasPriceCents: priceOf(extrasOptions(menu), form.extras),
  });
}

function optionLabel(item: MenuItemLike, format: ClubFormat): string {
  return `${item.name} (${format.money(toCents(item.price))})`;
}

interface MenuSelectProps {
  control: Control<FormValues>;
  name: 'mealChoice' | 'drink6pm' | 'drink7pm' | 'extras';
  label: string;
  items: readonly MenuItemLike[];
  /** The "nothing" entry (no drink, no extras); meals have a placeholder instead. */
  none?: { value: string; label: string };
  placeholder?: string;
  format: ClubFormat;
}

function MenuSelect({ control, name, label, items, none, placeholder, format }: MenuSelectProps) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          // '' shows the placeholder and keeps the Select controlled throughout.
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger id={id} onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {none && <SelectItem value={none.value}>{none.label}</SelectItem>}
              {items.map((item) => (
                <SelectItem key={`${item.category}:${item.name}`} value={item.name}>
                  {optionLabel(item, format)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="min-h-5 text-sm text-destructive" aria-live="polite">
      {children}
    </p>
  );
}

/**
 * RSVP form: attendance, the Order Meal switch, meal, drinks and extras (only when
 * attending with a meal), special requirements and the live total.
 */
export function RsvpForm({
  menu,
  initial,
  members,
  isPending,
  onSubmit,
  onCancel,
  format,
  noMealFeeCents,
}: RsvpFormProps) {
  const ids = {
    member: useId(),
    status: useId(),
    hasMeal: useId(),
    special: useId(),
    memberError: useId(),
    specialError: useId(),
  };
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(members ? addRsvpFormSchema : rsvpFormSchema),
    defaultValues: { userId: '', ...RSVP_FORM_DEFAULTS, ...initial },
  });
  const values = useWatch({ control }) as FormValues;
  const total = rsvpTotal(menu, values, noMealFeeCents);
  const showMeal = showsMealFields(values);
  const attendingWithoutMeal = values.status === 'attending' && !values.hasMeal;

  function toggleMeal(checked: boolean) {
    if (checked) {
      setValue('hasMeal', true);
      return;
    }
    const off = mealSwitchOff(values);
    for (const key of ['hasMeal', 'mealChoice', 'drink6pm', 'drink7pm', 'extras'] as const) {
      setValue(key, off[key]);
    }
  }

  const submit = handleSubmit((form) => {
    const {
      mealPrice: _mealPrice,
      totalPrice: _totalPrice,
      ...submission
    } = rsvpTotal(menu, form, noMealFeeCents);
    onSubmit(submission, form.userId === '' ? null : Number(form.userId));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {members && (
        <div className="space-y-2">
          <Label htmlFor={ids.member}>{RSVP_PAGE_TEXT.member}</Label>
          <Controller
            control={control}
            name="userId"
            render={({ field }) => (
              <MemberPicker
                id={ids.member}
                items={members}
                value={field.value === '' ? null : field.value}
                onValueChange={(value) => field.onChange(value ?? '')}
                placeholder={RSVP_PAGE_TEXT.selectMember}
                searchPlaceholder={RSVP_PAGE_TEXT.searchMembers}
                emptyText={RSVP_PAGE_TEXT.noMembers}
                className="w-full"
              />
            )}
          />
          <FieldError id={ids.memberError}>{errors.userId?.message}</FieldError>
        </div>
      )}

      <div className="space-y-2">
        <Label htmlFor={ids.status}>{RSVP_TEXT.form.attendance}</Label>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <OptionSelect
              value={field.value}
              onValueChange={field.onChange}
              id={ids.status}
              onBlur={field.onBlur}
              options={RSVP_STATUSES.map((status) => ({
                value: status,
                label: RSVP_STATUS_LABELS[status],
              }))}
            />
          )}
        />
      </div>

      <div className="flex min-h-11 items-center justify-between gap-4 rounded-md border p-3">
        <Label htmlFor={ids.hasMeal}>{RSVP_TEXT.form.orderMeal}</Label>
        <Switch id={ids.hasMeal} checked={values.hasMeal} onCheckedChange={toggleMeal} />
      </div>

      {showMeal && (
        <div className="space-y-4">
          <MenuSelect
            format={format}
            control={control}
            name="mealChoice"
            label={RSVP_TEXT.form.meal}
            items={mealOptions(menu)}
            placeholder={RSVP_PAGE_TEXT.chooseMeal}
          />
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">{RSVP_TEXT.form.drink}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <MenuSelect
                format={format}
                control={control}
                name="drink6pm"
                label={RSVP_PAGE_TEXT.drink6pm}
                items={drinkOptions(menu, '6pm')}
                none={{ value: NO_DRINK, label: RSVP_PAGE_TEXT.noDrink }}
              />
              <MenuSelect
                format={format}
                control={control}
                name="drink7pm"
                label={RSVP_PAGE_TEXT.drink7pm}
                items={drinkOptions(menu, '7pm')}
                none={{ value: NO_DRINK, label: RSVP_PAGE_TEXT.noDrink }}
              />
            </div>
          </fieldset>
          <MenuSelect
            format={format}
            control={control}
            name="extras"
            label={RSVP_TEXT.form.extras}
            items={extrasOptions(menu)}
            none={{ value: NO_EXTRAS, label: RSVP_PAGE_TEXT.noExtras }}
          />
        </div>
      )}

      <div className="space-y-2">
        <Label htmlFor={ids.special}>{RSVP_TEXT.form.specialRequirements}</Label>
        <Textarea
          id={ids.special}
          rows={3}
          aria-invalid={errors.specialRequirements !== undefined}
          aria-describedby={ids.specialError}
          {...register('specialRequirements')}
        />
        <FieldError id={ids.specialError}>{errors.specialRequirements?.message}</FieldError>
      </div>

      <div
        className="flex items-center justify-between rounded-md bg-muted p-3"
        role="status"
        aria-label={RSVP_PAGE_TEXT.total}
      >
        <div className="text-sm text-muted-foreground">
          {attendingWithoutMeal
            ? RSVP_TEXT.noMealOption(format.money(noMealFeeCents))
            : RSVP_PAGE_TEXT.total}
        </div>
        <div className="text-lg font-semibold" data-testid="rsvp-total">
          {format.money(toCents(total.totalPrice))}
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" className="min-h-11" onClick={onCancel}>
          {RSVP_TEXT.form.cancel}
        </Button>
        <Button type="submit" className="min-h-11" disabled={isPending}>
          {isPending ? RSVP_TEXT.form.submitting : RSVP_TEXT.form.submit}
        </Button>
      </div>
    </form>
  );
}

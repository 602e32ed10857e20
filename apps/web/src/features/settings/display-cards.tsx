import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLUB_CURRENCIES,
  CLUB_LOCALES,
  clubFormat,
  clubPlaceSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  TIME_ZONE_CHANGE_NOTE,
  type ClubPlaceValues,
} from '@lectern/domain';
import { Badge, FormField, InputField, toast } from '@lectern/ui';
import { OptionSelectField } from '../../shared/option-select-field';
import { NATIVE_SELECT_CLASS, timeZoneOptions } from '../../shared/time-zones';
import { setServerFieldErrors } from '../../lib/form';
import { useTRPC } from '../../lib/trpc';
import { useRefreshClub } from './club-information-card';
import { failureToast, SaveRow, SettingsCard, useWarnBeforeLeaving } from './settings-parts';
import { SETTINGS_PAGE_TEXT } from './text';

const T = SETTINGS_PAGE_TEXT.payments;

interface PlaceFieldValues {
  locale: string;
  currency: string;
  timeZone: string;
  noMealFee: string;
}

const FIELDS = ['locale', 'currency', 'timeZone', 'noMealFee'] as const;
const fieldId = (field: keyof PlaceFieldValues) => `club-place-${field}`;
const EXAMPLE_DATE = '2026-02-12';

/**
 * Place and Money: how the club writes dates (its locale), its currency, its time zone (meetings
 * already scheduled keep their date and clock time) and what attending without a meal costs.
 */
export function PaymentSettingsCard({ clubId, canEdit }: { clubId: number; canEdit: boolean }) {
  const trpc = useTRPC();
  const { data: club } = useSuspenseQuery(trpc.clubs.get.queryOptions({ clubId }));
  const refresh = useRefreshClub();
  const form = useForm<PlaceFieldValues, unknown, ClubPlaceValues>({
    defaultValues: {
      locale: club.locale,
      currency: club.currency,
      timeZone: club.timeZone,
      noMealFee: club.noMealFee,
    },
    resolver: zodResolver(clubPlaceSchema) as unknown as Resolver<
      PlaceFieldValues,
      unknown,
      ClubPlaceValues
    >,
  });
  const {
    control,
    register,
    formState: { errors, isDirty },
  } = form;
  useWarnBeforeLeaving(isDirty);
  const locale = useWatch({ control, name: 'locale' });

  const update = useMutation(
    trpc.clubs.updatePlace.mutationOptions({
      onSuccess: async (saved) => {
        toast({ title: T.saved });
        form.reset({
          locale: saved.locale,
          currency: saved.currency,
          timeZone: saved.timeZone,
          noMealFee: saved.noMealFee,
        });
        await refresh();
      },
      onError: (error) => {
        setServerFieldErrors(form.setError, error, FIELDS);
        failureToast(T.failed);
      },
    }),
  );
  const submit = form.handleSubmit((values) => update.mutate({ clubId, ...values }));
  const example = clubFormat({ locale, currency: club.currency }).date(EXAMPLE_DATE);

  return (
    <SettingsCard
      title={SETTINGS_PAGE_TEXT.cards.payments}
      readOnly={!canEdit}
      description={T.note}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset
          disabled={!canEdit || update.isPending}
          className="grid gap-x-4 gap-y-2 sm:grid-cols-2"
        >
          <div>
            <OptionSelectField
              control={control}
              name="locale"
              id={fieldId('locale')}
              label={T.labels.locale}
              options={CLUB_LOCALES}
              error={errors.locale?.message}
              disabled={!canEdit}
            />
            <p className="text-sm text-muted-foreground">{T.localeExample(example)}</p>
          </div>
          <OptionSelectField
            control={control}
            name="currency"
            id={fieldId('currency')}
            label={T.labels.currency}
            options={CLUB_CURRENCIES}
            error={errors.currency?.message}
            disabled={!canEdit}
          />
          <div>
            <FormField
              id={fieldId('timeZone')}
              label={T.labels.timeZone}
              error={errors.timeZone?.message}
            >
              {(field) => (
                <select {...field} className={NATIVE_SELECT_CLASS} {...register('timeZone')}>
                  {timeZoneOptions(club.timeZone).map((zone) => (
                    <option key={zone} value={zone}>
                      {zone}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <p className="text-sm text-muted-foreground">{TIME_ZONE_CHANGE_NOTE}</p>
          </div>
          <div>
            <InputField
              id={fieldId('noMealFee')}
              label={T.labels.noMealFee}
              error={errors.noMealFee?.message}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...register('noMealFee')}
            />
            <p className="text-sm text-muted-foreground">{T.noMealFeeHint}</p>
          </div>
          <div className="space-y-2 sm:col-span-2">
            <p className="text-sm font-medium">{T.methods}</p>
            <ul className="flex flex-wrap gap-2">
              {PAYMENT_METHODS.map((method) => (
                <li key={method}>
                  <Badge variant="outline">{PAYMENT_METHOD_LABELS[method]}</Badge>
                </li>
              ))}
            </ul>
          </div>
          {canEdit && <SaveRow unsaved={isDirty} saving={update.isPending} label={T.save} />}
        </fieldset>
      </form>
    </SettingsCard>
  );
}

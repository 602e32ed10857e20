import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@lectern/domain';
import { Badge } from '@lectern/ui';
import { SettingsCard } from './settings-parts';
import { SETTINGS_PAGE_TEXT } from './text';

/** Payment Settings: display only, nothing is saved. */
export function PaymentSettingsCard() {
  const T = SETTINGS_PAGE_TEXT.payments;
  return (
    <SettingsCard title={SETTINGS_PAGE_TEXT.cards.payments} description={T.note}>
      <div className="space-y-3 text-sm">
        <p>{T.currency}</p>
        <p className="font-medium">{T.methods}</p>
        <ul className="flex flex-wrap gap-2">
          {PAYMENT_METHODS.map((method) => (
            <li key={method}>
              <Badge variant="outline">{PAYMENT_METHOD_LABELS[method]}</Badge>
            </li>
          ))}
        </ul>
        <p>{T.noMealPrice}</p>
      </div>
    </SettingsCard>
  );
}

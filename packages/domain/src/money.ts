// Currency (AUD, 2 decimals) and money rules; money is kept in integer cents.

const DECIMAL_RE = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Parses a decimal amount ('12.50', '12.5', '12', 12.5) into integer cents; null when malformed. */
export function parseCents(value: string | number): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? Math.round(value * 100) : null;
  }
  const match = DECIMAL_RE.exec(value.trim());
  if (!match) return null;
  const sign = match[1] ? -1 : 1;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return sign * cents || 0;
}

/** Like parseCents but throws RangeError on malformed input. */
export function toCents(value: string | number): number {
  const cents = parseCents(value);
  if (cents === null) throw new RangeError(`Invalid amount: ${String(value)}`);
  return cents;
}

/** Integer cents → decimal string with 2 places ('12.50'), as the API sends money. */
export function fromCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

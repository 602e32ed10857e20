// The console's "started late by N seconds" form, loaded with its form library after the
// console itself (the console's first load on a phone stays in its budget).
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Input, Label } from '@lectern/ui';
import { LIVE_TEXT } from './text';

/** Up to four digits of seconds. */
const LATE_SECONDS = /^\d{1,4}$/;

const lateSchema = z.object({
  late: z
    .string()
    .trim()
    .regex(LATE_SECONDS)
    .transform((late) => Number(late)),
});

type LateFields = z.input<typeof lateSchema>;
type LateValues = z.output<typeof lateSchema>;

/**
 * Moves the running (or paused) timer's start back by the seconds typed. `adjustable`: the
 * timer is running or paused; `busy`: a press is on its way.
 */
export function LateStartForm({
  adjustable,
  busy,
  onAdjust,
}: {
  adjustable: boolean;
  busy: boolean;
  onAdjust: (seconds: number) => void;
}) {
  const form = useForm<LateFields, unknown, LateValues>({
    resolver: zodResolver(lateSchema),
    defaultValues: { late: '' },
  });
  const late = useWatch({ control: form.control, name: 'late' });
  const lateSeconds = LATE_SECONDS.test(late.trim()) ? Number(late.trim()) : null;
  const canAdjust = adjustable && lateSeconds !== null;
  const submit = form.handleSubmit(({ late: seconds }) => {
    if (!canAdjust || busy) return;
    onAdjust(seconds);
    form.reset({ late: '' });
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid flex-1 gap-1">
        <Label htmlFor="live-late-seconds">{LIVE_TEXT.startedLateLabel}</Label>
        <Input id="live-late-seconds" inputMode="numeric" {...form.register('late')} />
      </div>
      <Button type="submit" variant="secondary" disabled={busy || !canAdjust}>
        {lateSeconds === null ? LIVE_TEXT.startedLateAny : LIVE_TEXT.startedLate(lateSeconds)}
      </Button>
    </form>
  );
}

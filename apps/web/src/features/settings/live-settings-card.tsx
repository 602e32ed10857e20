// Meeting night's settings (decisions 078 and 082): the club's own vote categories and filler
// words (besides the standard ones every club has), whether guests vote, and the club's own
// timing presets. Loaded on its own chunk
// (the settings page lazy-loads it), so the page's first bundle stays within its budget.
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  formatDuration,
  parsePresetTime,
  PRESET_SECONDS,
  PRESET_TEXT,
  STANDARD_FILLER_WORDS,
  STANDARD_VOTE_CATEGORIES,
  TIMING_KINDS,
  TIMING_PRESETS,
  type ClubTimingPresets,
  type TimingKind,
} from '@lectern/domain';
import { Button, Checkbox, FormField, Input, Label, Textarea, toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { failureToast, SettingsCard, useWarnBeforeLeaving } from './settings-parts';
import { LIVE_SETTINGS_TEXT as T } from './live-settings-text';

/** The lines of a box, trimmed, blanks left out. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** One entry per line: at most `count` lines of at most `length` characters. */
const linesField = (count: number, length: number, tooMany: string, tooLong: string) =>
  z
    .string()
    .refine((text) => linesOf(text).length <= count, tooMany)
    .refine((text) => linesOf(text).every((line) => line.length <= length), tooLong);

const inRange = (seconds: number) =>
  seconds >= PRESET_SECONDS.least && seconds <= PRESET_SECONDS.most;

/** One kind's row: both times blank (the standard preset) or both valid, the minimum first. */
const presetRow = z
  .object({ min: z.string(), max: z.string() })
  .superRefine(({ min, max }, ctx) => {
    if (min.trim() === '' && max.trim() === '') return;
    const times = { min: parsePresetTime(min), max: parsePresetTime(max) };
    for (const key of ['min', 'max'] as const) {
      const seconds = times[key];
      const message =
        (key === 'min' ? min : max).trim() === ''
          ? T.bothTimes
          : seconds === null
            ? T.notATime
            : inRange(seconds)
              ? undefined
              : PRESET_TEXT.outOfRange;
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: [key], message });
    }
    if (times.min !== null && times.max !== null && times.min >= times.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: PRESET_TEXT.minNotBelowMax });
    }
  });

const liveSettingsFormSchema = z.object({
  voteCategories: linesField(10, 60, T.tooManyCategories, T.categoryTooLong),
  fillerWords: linesField(20, 40, T.tooManyWords, T.wordTooLong),
  guestsMayVote: z.boolean(),
  timing: z.object({
    speech: presetRow,
    ice_breaker: presetRow,
    table_topics: presetRow,
    evaluation: presetRow,
  }),
});

type LiveSettingsForm = z.infer<typeof liveSettingsFormSchema>;

const formOf = (settings: {
  voteCategories: string[];
  fillerWords: string[];
  guestsMayVote: boolean;
  timingPresets: ClubTimingPresets;
}): LiveSettingsForm => {
  const row = (kind: TimingKind) => {
    const preset = settings.timingPresets[kind];
    return preset === undefined
      ? { min: '', max: '' }
      : { min: formatDuration(preset.minSeconds), max: formatDuration(preset.maxSeconds) };
  };
  return {
    voteCategories: settings.voteCategories.join('\n'),
    fillerWords: settings.fillerWords.join('\n'),
    guestsMayVote: settings.guestsMayVote,
    timing: {
      speech: row('speech'),
      ice_breaker: row('ice_breaker'),
      table_topics: row('table_topics'),
      evaluation: row('evaluation'),
    },
  };
};

/** The rows the club filled in, in seconds (blank rows keep the standard preset). */
function presetsOf(timing: LiveSettingsForm['timing']): ClubTimingPresets {
  const presets: ClubTimingPresets = {};
  for (const kind of TIMING_KINDS) {
    const min = parsePresetTime(timing[kind].min);
    const max = parsePresetTime(timing[kind].max);
    if (min !== null && max !== null) presets[kind] = { minSeconds: min, maxSeconds: max };
  }
  return presets;
}

/** Meeting Night: the club's own categories and filler words, and whether guests vote. */
export default function LiveSettingsCard({
  clubId,
  canEdit,
}: {
  clubId: number;
  canEdit: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.live.settings.queryOptions({ clubId }));
  const form = useForm<LiveSettingsForm>({
    defaultValues: formOf(data),
    resolver: zodResolver(liveSettingsFormSchema),
  });
  useWarnBeforeLeaving(form.formState.isDirty);
  const save = useMutation(
    trpc.live.updateSettings.mutationOptions({
      onSuccess: async (saved) => {
        toast({ title: T.saved });
        form.reset(formOf(saved));
        await queryClient.invalidateQueries({ queryKey: trpc.live.settings.pathKey() });
      },
      onError: () => failureToast(T.saveFailed),
    }),
  );
  const submit = form.handleSubmit((values) =>
    save.mutate({
      clubId,
      voteCategories: linesOf(values.voteCategories),
      fillerWords: linesOf(values.fillerWords),
      guestsMayVote: values.guestsMayVote,
      timingPresets: presetsOf(values.timing),
    }),
  );
  const errors = form.formState.errors;
  const disabled = !canEdit || save.isPending;

  return (
    <SettingsCard title={T.title} description={T.description} readOnly={!canEdit}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
        <fieldset disabled={disabled} className="space-y-2">
          <legend className="sr-only">{T.title}</legend>
          <FormField
            id="live-settings-categories"
            label={T.categories}
            description={T.standardCategories(STANDARD_VOTE_CATEGORIES)}
            error={errors.voteCategories?.message}
          >
            {(control) => <Textarea {...control} rows={3} {...form.register('voteCategories')} />}
          </FormField>
          <FormField
            id="live-settings-words"
            label={T.words}
            description={T.standardWords(STANDARD_FILLER_WORDS)}
            error={errors.fillerWords?.message}
          >
            {(control) => <Textarea {...control} rows={3} {...form.register('fillerWords')} />}
          </FormField>
          <Controller
            control={form.control}
            name="guestsMayVote"
            render={({ field }) => (
              <div className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id="live-settings-guests"
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  disabled={disabled}
                />
                <Label htmlFor="live-settings-guests" className="font-normal">
                  {T.guestsMayVote}
                </Label>
              </div>
            )}
          />
          <fieldset className="space-y-2 pt-2">
            <legend className="text-sm font-medium">{T.timing}</legend>
            <p className="text-xs text-muted-foreground">{T.timingDescription}</p>
            {TIMING_KINDS.map((kind) => {
              const standard = TIMING_PRESETS[kind];
              const rowErrors = errors.timing?.[kind];
              return (
                <div key={kind} className="grid grid-cols-2 gap-3">
                  <FormField
                    id={`live-settings-${kind}-min`}
                    label={T.minimum(T.kinds[kind])}
                    error={rowErrors?.min?.message}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        inputMode="numeric"
                        placeholder={formatDuration(standard.greenSeconds)}
                        {...form.register(`timing.${kind}.min`)}
                      />
                    )}
                  </FormField>
                  <FormField
                    id={`live-settings-${kind}-max`}
                    label={T.maximum(T.kinds[kind])}
                    error={rowErrors?.max?.message}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        inputMode="numeric"
                        placeholder={formatDuration(standard.redSeconds)}
                        {...form.register(`timing.${kind}.max`)}
                      />
                    )}
                  </FormField>
                </div>
              );
            })}
          </fieldset>
          {canEdit && (
            <div className="flex justify-end pt-3">
              <Button type="submit">{save.isPending ? T.saving : T.save}</Button>
            </div>
          )}
        </fieldset>
      </form>
    </SettingsCard>
  );
}

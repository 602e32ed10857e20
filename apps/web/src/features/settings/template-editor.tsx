import type { BaseSyntheticEvent } from 'react';
import { useFieldArray, useForm, useWatch, Controller, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  agendaTemplateSchema,
  clampUiDuration,
  QUICK_ADD_AGENDA_ITEMS,
  roleTypeLabel,
  scheduleStructuredItems,
  ADDABLE_ROLE_TYPES,
  SETTINGS_DEFAULT_MEETING_TIME,
  STRUCTURED_ITEM_DEFAULT_DURATION,
  STRUCTURED_ITEM_TYPES,
  TEMPLATE_DURATION,
  UI_DURATION_MAX,
  UI_DURATION_MIN,
  updateAgendaTemplateSchema,
  type StructuredItemType,
  type StructuredTemplateItem,
} from '@lectern/domain';
import {
  Button,
  Checkbox,
  FormField,
  Input,
  InputField,
  Label,
  OptionSelect,
  Textarea,
} from '@lectern/ui';
import { SETTINGS_PAGE_TEXT } from './text';

const T = SETTINGS_PAGE_TEXT.templates;

export type TemplateMode = 'simple' | 'structured';

interface ItemValues {
  title: string;
  type: StructuredItemType;
  duration: string;
  /** The meeting role whose holder presents the item; NO_ROLE for none. */
  roleType: string;
}

/** The role select's value for an item that names no role. */
export const NO_ROLE = 'none';

const ROLE_OPTIONS = [
  { value: NO_ROLE, label: 'No role' },
  ...ADDABLE_ROLE_TYPES.map((roleType) => ({ value: roleType, label: roleTypeLabel(roleType) })),
];

/** A stored template's items as the editor holds them. */
export function itemValuesOf(items: readonly StructuredTemplateItem[]): ItemValues[] {
  return items.map((item) => ({
    title: item.title,
    type: item.type,
    duration: String(item.duration),
    roleType: item.roleType || NO_ROLE,
  }));
}

export interface TemplateFormValues {
  mode: TemplateMode;
  name: string;
  meetingDuration: string;
  isDefault: boolean;
  content: string;
  startTime: string;
  items: ItemValues[];
}

export type NewTemplate = z.output<typeof agendaTemplateSchema>;
export type TemplateChanges = z.output<typeof updateAgendaTemplateSchema>;

export const NEW_TEMPLATE_VALUES: TemplateFormValues = {
  mode: 'simple',
  name: '',
  meetingDuration: String(TEMPLATE_DURATION.default),
  isDefault: false,
  content: '',
  startTime: SETTINGS_DEFAULT_MEETING_TIME.start,
  items: [],
};

/** The items laid back to back from the start time, durations kept within 1–60 minutes. */
function scheduled(values: Pick<TemplateFormValues, 'items' | 'startTime'>) {
  return scheduleStructuredItems(
    values.items.map(({ roleType, ...item }) => ({
      ...item,
      duration: clampUiDuration(item.duration),
      roleType: roleType === NO_ROLE ? null : roleType,
    })),
    values.startTime,
  );
}

/** The create call's input: structured templates also get their text from the items. */
function toNewTemplate(values: TemplateFormValues): z.input<typeof agendaTemplateSchema> {
  const text = values.meetingDuration.trim();
  const common = {
    name: values.name,
    isDefault: values.isDefault,
    meetingDuration: text === '' ? Number.NaN : Number(text),
  };
  if (values.mode === 'simple') return { ...common, content: values.content, structure: null };
  const items = scheduled(values);
  return {
    ...common,
    content: items.map((item) => `${item.startTime} ${item.title}`).join('\n'),
    structure: JSON.stringify(items),
  };
}

const validateNew = zodResolver(agendaTemplateSchema);
const validateChanges = zodResolver(updateAgendaTemplateSchema);

const createResolver: Resolver<TemplateFormValues, unknown, NewTemplate> = (
  values,
  context,
  options,
) =>
  validateNew(
    toNewTemplate(values),
    context,
    options as unknown as Parameters<typeof validateNew>[2],
  );

/** A structured template's edit also sends its items (and the text made from them). */
const editResolver: Resolver<TemplateFormValues, unknown, TemplateChanges> = (
  values,
  context,
  options,
) => {
  const { name, content, isDefault, structure } = toNewTemplate(values);
  return validateChanges(
    values.mode === 'structured'
      ? { name, content, isDefault, structure }
      : { name, content, isDefault },
    context,
    options as unknown as Parameters<typeof validateChanges>[2],
  );
};

interface TemplateEditorProps {
  initial: TemplateFormValues;
  isPending: boolean;
  onCancel: () => void;
}

/** Creating: simple (text) or structured (items with quick-add durations). */
export function CreateTemplateForm({
  onSave,
  ...props
}: TemplateEditorProps & { onSave: (template: NewTemplate) => void }) {
  const form = useForm<TemplateFormValues, unknown, NewTemplate>({
    defaultValues: props.initial,
    resolver: createResolver,
  });
  return (
    <TemplateFields form={form} editing={false} onSubmit={form.handleSubmit(onSave)} {...props} />
  );
}

/** Editing changes the name, the default mark, and the text or the items with their roles. */
export function EditTemplateForm({
  onSave,
  ...props
}: TemplateEditorProps & { onSave: (changes: TemplateChanges) => void }) {
  const form = useForm<TemplateFormValues, unknown, TemplateChanges>({
    defaultValues: props.initial,
    resolver: editResolver,
  });
  return (
    <TemplateFields
      // Both forms hold the same fields; only what they validate and send differs.
      form={form as unknown as ReturnType<typeof useForm<TemplateFormValues, unknown, NewTemplate>>}
      editing
      onSubmit={form.handleSubmit(onSave)}
      {...props}
    />
  );
}

function TemplateFields({
  form,
  editing,
  isPending,
  onCancel,
  onSubmit,
}: TemplateEditorProps & {
  form: ReturnType<typeof useForm<TemplateFormValues, unknown, NewTemplate>>;
  editing: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const items = useFieldArray({ control, name: 'items' });
  const mode = useWatch({ control, name: 'mode' });
  const watched = useWatch({ control, name: ['items', 'startTime'] });
  const times = scheduled({ items: watched[0], startTime: watched[1] });
  const structured = mode === 'structured';

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {!editing && (
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <div role="group" aria-label={T.modeLabel} className="flex gap-2">
              {(['simple', 'structured'] as const).map((value) => (
                <Button
                  key={value}
                  type="button"
                  variant={field.value === value ? 'default' : 'outline'}
                  aria-pressed={field.value === value}
                  onClick={() => field.onChange(value)}
                >
                  {T.modes[value]}
                </Button>
              ))}
            </div>
          )}
        />
      )}
      <InputField
        id="template-name"
        label={T.labels.name}
        error={errors.name?.message}
        {...register('name')}
        autoComplete="off"
      />
      {!editing && (
        <InputField
          id="template-meetingDuration"
          label={T.labels.meetingDuration}
          error={errors.meetingDuration?.message}
          type="number"
          inputMode="numeric"
          min={TEMPLATE_DURATION.min}
          max={TEMPLATE_DURATION.max}
          {...register('meetingDuration')}
        />
      )}
      <div className="flex min-h-11 items-center gap-3">
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox
              id="template-isDefault"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <Label htmlFor="template-isDefault">{T.labels.isDefault}</Label>
      </div>

      {structured ? (
        <section className="space-y-3" aria-labelledby="template-items-heading">
          <h3 id="template-items-heading" className="text-sm font-medium">
            {T.items}
          </h3>
          <InputField
            id="template-startTime"
            label={T.labels.startTime}
            type="time"
            className="max-w-40"
            {...register('startTime')}
          />
          <div className="space-y-2">
            <p className="text-xs text-muted-foreground">{T.quickAdd}</p>
            <div className="flex flex-wrap gap-2">
              {QUICK_ADD_AGENDA_ITEMS.map((item, index) => (
                <Button
                  key={`${item.title}-${index}`}
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    items.append({ ...item, duration: String(item.duration), roleType: NO_ROLE })
                  }
                >
                  {T.quickAddLabel(item.title, item.duration)}
                </Button>
              ))}
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() =>
                  items.append({
                    title: T.newItemTitle,
                    type: 'opening',
                    duration: String(STRUCTURED_ITEM_DEFAULT_DURATION),
                    roleType: NO_ROLE,
                  })
                }
              >
                {T.addItem}
              </Button>
            </div>
          </div>
          {items.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.noItems}</p>
          ) : (
            <ol className="space-y-3">
              {items.fields.map((item, index) => (
                <li
                  key={item.id}
                  className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_9rem_6rem_11rem_auto]"
                >
                  <div className="space-y-1">
                    <Label htmlFor={`template-item-${index}-title`}>
                      {T.itemLabels.title} {index + 1}
                    </Label>
                    <Input
                      id={`template-item-${index}-title`}
                      {...register(`items.${index}.title`)}
                    />
                    <p className="text-xs text-muted-foreground">
                      {times[index]?.startTime}–{times[index]?.endTime}
                    </p>
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`template-item-${index}-type`}>{T.itemLabels.type}</Label>
                    <Controller
                      control={control}
                      name={`items.${index}.type`}
                      render={({ field }) => (
                        <OptionSelect
                          value={field.value}
                          onValueChange={field.onChange}
                          id={`template-item-${index}-type`}
                          ref={field.ref}
                          options={STRUCTURED_ITEM_TYPES.map((type) => ({
                            value: type,
                            label: T.itemTypes[type],
                          }))}
                        />
                      )}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`template-item-${index}-duration`}>
                      {T.itemLabels.duration}
                    </Label>
                    <Input
                      id={`template-item-${index}-duration`}
                      type="number"
                      inputMode="numeric"
                      min={UI_DURATION_MIN}
                      max={UI_DURATION_MAX}
                      {...register(`items.${index}.duration`)}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`template-item-${index}-role`}>{T.itemLabels.role}</Label>
                    <Controller
                      control={control}
                      name={`items.${index}.roleType`}
                      render={({ field }) => (
                        <OptionSelect
                          value={field.value}
                          onValueChange={field.onChange}
                          id={`template-item-${index}-role`}
                          ref={field.ref}
                          options={ROLE_OPTIONS}
                        />
                      )}
                    />
                  </div>
                  <div className="flex items-end">
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={() => items.remove(index)}
                      aria-label={T.removeItem(watched[0][index]?.title ?? '')}
                    >
                      ×
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <p className="min-h-5 text-sm text-destructive" aria-live="polite">
            {errors.content?.message ??
              (errors as { structure?: { message?: string } }).structure?.message}
          </p>
        </section>
      ) : (
        <FormField id="template-content" label={T.labels.content} error={errors.content?.message}>
          {(field) => <Textarea {...field} rows={8} {...register('content')} />}
        </FormField>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? SETTINGS_PAGE_TEXT.saving : T.save}
        </Button>
      </div>
    </form>
  );
}

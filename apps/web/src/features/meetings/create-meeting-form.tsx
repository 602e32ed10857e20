import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createMeetingInputSchema,
  MEETING_DEFAULTS,
  MEETING_STATUS_BADGE,
  MEETING_STATUSES,
  type CreateMeetingInput,
  type MeetingStatus,
} from '@lectern/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { serverFieldErrorsOf } from '../../lib/errors';
import type { AgendaTemplate } from '../../lib/api-types';
import { CREATE_MEETING_TEXT, MEETINGS_PAGE_TEXT, MEETINGS_TEXT } from './text';

type FieldName = keyof CreateMeetingInput;
type FieldErrors = Partial<Record<FieldName, string>>;

interface FormValues {
  title: string;
  scheduledDate: string;
  scheduledTime: string;
  location: string;
  status: MeetingStatus;
  recurring: boolean;
  recurringWeeks: string;
  agendaTemplateId: number | null;
  agenda: string;
}

const INITIAL_VALUES: FormValues = {
  title: MEETING_DEFAULTS.title,
  scheduledDate: '',
  scheduledTime: MEETING_DEFAULTS.startTime,
  location: MEETING_DEFAULTS.location,
  status: MEETING_DEFAULTS.status,
  recurring: false,
  recurringWeeks: String(MEETING_DEFAULTS.recurringWeeks),
  agendaTemplateId: null,
  agenda: '',
};

/** Field order on screen, so the first invalid field can take focus. */
const FIELD_ORDER: readonly FieldName[] = [
  'title',
  'scheduledDate',
  'scheduledTime',
  'location',
  'status',
  'recurringWeeks',
  'agendaTemplateId',
  'agenda',
];

const fieldId = (field: FieldName) => `create-meeting-${field}`;
const errorId = (field: FieldName) => `${fieldId(field)}-error`;

function toInput(values: FormValues): CreateMeetingInput {
  const weeksText = values.recurringWeeks.trim();
  return {
    title: values.title,
    scheduledDate: values.scheduledDate,
    scheduledTime: values.scheduledTime,
    location: values.location,
    status: values.status,
    // An empty weeks box is invalid rather than silently zero.
    recurringWeeks: values.recurring ? (weeksText === '' ? Number.NaN : Number(weeksText)) : 0,
    agendaTemplateId: values.agendaTemplateId,
    agenda: values.agenda === '' ? undefined : values.agenda,
  };
}

function isFieldName(value: unknown): value is FieldName {
  return typeof value === 'string' && (FIELD_ORDER as readonly string[]).includes(value);
}

function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const [field] = issue.path;
    if (isFieldName(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

function focusFirstInvalid(errors: FieldErrors): void {
  const first = FIELD_ORDER.find((field) => errors[field] !== undefined);
  if (first) document.getElementById(fieldId(first))?.focus();
}

interface FieldProps {
  field: FieldName;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A labelled control with its one inline error slot underneath. */
function Field({ field, label, error, hint, children }: FieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={fieldId(field)}>{label}</Label>
      {children}
      {hint !== undefined && <p className="text-xs text-muted-foreground">{hint}</p>}
      <p id={errorId(field)} className="min-h-5 text-sm text-destructive" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

function controlProps(field: FieldName, error: string | undefined) {
  return {
    id: fieldId(field),
    'aria-invalid': error !== undefined,
    'aria-describedby': errorId(field),
  };
}

function templateLabel(template: AgendaTemplate): string {
  return template.isDefault
    ? `${template.name} ${MEETINGS_TEXT.defaultTemplateMark}`
    : template.name;
}

/** SPEC §2 Create Meeting form: defaults, inline errors, template fill, toasts, back to list. */
export function CreateMeetingForm({ clubId }: { clubId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(INITIAL_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const templates = useQuery(trpc.agendaTemplates.list.queryOptions({ clubId }));

  const createMeeting = useMutation(
    trpc.meetings.create.mutationOptions({
      onSuccess: async () => {
        toast(MEETINGS_TEXT.meetingCreated);
        await queryClient.invalidateQueries({ queryKey: trpc.meetings.pathKey() });
        await navigate({ to: '/meetings' });
      },
      onError: (error) => {
        const serverErrors = fieldErrorsOf(
          Object.entries(serverFieldErrorsOf(error)).map(([field, message]) => ({
            path: [field],
            message,
          })),
        );
        setErrors(serverErrors);
        focusFirstInvalid(serverErrors);
        toast({
          variant: 'destructive',
          title: MEETINGS_PAGE_TEXT.errorTitle,
          description: MEETINGS_TEXT.createFailed,
        });
      },
    }),
  );

  function change<K extends keyof FormValues>(key: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (isFieldName(key)) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function chooseTemplate(templateId: string) {
    const template = templates.data?.find((candidate) => String(candidate.id) === templateId);
    if (!template) return;
    setValues((current) => ({
      ...current,
      agendaTemplateId: template.id,
      agenda: template.content ?? '',
    }));
    setErrors((current) => ({ ...current, agendaTemplateId: undefined, agenda: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createMeetingInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error.issues);
      setErrors(fieldErrors);
      focusFirstInvalid(fieldErrors);
      return;
    }
    setErrors({});
    createMeeting.mutate({ clubId, ...parsed.data });
  }

  const templateList = templates.data ?? [];
  const templateTriggerText = templates.isPending
    ? MEETINGS_TEXT.templatesLoading
    : templateList.length === 0
      ? MEETINGS_TEXT.noTemplates
      : CREATE_MEETING_TEXT.chooseTemplate;

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="leading-tight font-semibold">{CREATE_MEETING_TEXT.detailsSection}</h2>
        </CardHeader>
        <CardContent className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field field="title" label={CREATE_MEETING_TEXT.labels.title} error={errors.title}>
              <Input
                {...controlProps('title', errors.title)}
                value={values.title}
                onChange={(event) => change('title', event.target.value)}
                autoComplete="off"
              />
            </Field>
          </div>
          <Field
            field="scheduledDate"
            label={CREATE_MEETING_TEXT.labels.scheduledDate}
            error={errors.scheduledDate}
          >
            <Input
              {...controlProps('scheduledDate', errors.scheduledDate)}
              type="date"
              value={values.scheduledDate}
              onChange={(event) => change('scheduledDate', event.target.value)}
            />
          </Field>
          <Field
            field="scheduledTime"
            label={CREATE_MEETING_TEXT.labels.scheduledTime}
            error={errors.scheduledTime}
          >
            <Input
              {...controlProps('scheduledTime', errors.scheduledTime)}
              type="time"
              value={values.scheduledTime}
              onChange={(event) => change('scheduledTime', event.target.value)}
            />
          </Field>
          <Field
            field="location"
            label={CREATE_MEETING_TEXT.labels.location}
            error={errors.location}
          >
            <Input
              {...controlProps('location', errors.location)}
              value={values.location}
              onChange={(event) => change('location', event.target.value)}
            />
          </Field>
          <Field field="status" label={CREATE_MEETING_TEXT.labels.status} error={errors.status}>
            <Select
              value={values.status}
              onValueChange={(status) => change('status', status as MeetingStatus)}
            >
              <SelectTrigger {...controlProps('status', errors.status)}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MEETING_STATUSES.map((status) => (
                  <SelectItem key={status} value={status}>
                    {MEETING_STATUS_BADGE[status].label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <div className="space-y-3 sm:col-span-2">
            <div className="flex min-h-11 items-center gap-3">
              <Checkbox
                id="create-meeting-recurring"
                checked={values.recurring}
                onCheckedChange={(checked) => change('recurring', checked === true)}
              />
              <Label htmlFor="create-meeting-recurring">
                {CREATE_MEETING_TEXT.labels.recurring}
              </Label>
            </div>
            {values.recurring && (
              <div className="max-w-48">
                <Field
                  field="recurringWeeks"
                  label={CREATE_MEETING_TEXT.labels.recurringWeeks}
                  error={errors.recurringWeeks}
                  hint={CREATE_MEETING_TEXT.hints.recurringWeeks}
                >
                  <Input
                    {...controlProps('recurringWeeks', errors.recurringWeeks)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    value={values.recurringWeeks}
                    onChange={(event) => change('recurringWeeks', event.target.value)}
                  />
                </Field>
              </div>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="leading-tight font-semibold">{CREATE_MEETING_TEXT.agendaSection}</h2>
        </CardHeader>
        <CardContent className="grid gap-y-2">
          <Field
            field="agendaTemplateId"
            label={CREATE_MEETING_TEXT.labels.agendaTemplate}
            error={errors.agendaTemplateId}
          >
            <Select
              value={values.agendaTemplateId === null ? undefined : String(values.agendaTemplateId)}
              onValueChange={chooseTemplate}
              disabled={templateList.length === 0}
            >
              <SelectTrigger {...controlProps('agendaTemplateId', errors.agendaTemplateId)}>
                <SelectValue placeholder={templateTriggerText} />
              </SelectTrigger>
              <SelectContent>
                {templateList.map((template) => (
                  <SelectItem key={template.id} value={String(template.id)}>
                    {templateLabel(template)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field
            field="agenda"
            label={CREATE_MEETING_TEXT.labels.agenda}
            error={errors.agenda}
            hint={CREATE_MEETING_TEXT.hints.agenda}
          >
            <Textarea
              {...controlProps('agenda', errors.agenda)}
              rows={10}
              value={values.agenda}
              onChange={(event) => change('agenda', event.target.value)}
            />
          </Field>
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/meetings">{MEETINGS_TEXT.cancel}</Link>
        </Button>
        <Button type="submit" disabled={createMeeting.isPending}>
          {createMeeting.isPending ? MEETINGS_TEXT.createPending : MEETINGS_TEXT.createSubmit}
        </Button>
      </div>
    </form>
  );
}

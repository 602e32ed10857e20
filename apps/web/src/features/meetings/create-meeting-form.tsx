import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createMeetingInputSchema,
  MEETING_DEFAULTS,
  MEETING_SAME_DATE_WARNING,
  meetingsOnDate,
  MEETING_STATUS_BADGE,
  MEETING_STATUSES,
  nextDateOnWeekday,
  parseClockMinutes,
  structuredItemsOf,
  todayInZone,
  toHhMm,
  type CreateMeetingInput,
  type CreateMeetingValues,
  type MeetingStatus,
} from '@lectern/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  FormField,
  InputField,
  Label,
  OptionSelect,
  Textarea,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { setServerFieldErrors } from '../../lib/form';
import type { AgendaTemplate } from '../../lib/api-types';
import { CREATE_MEETING_TEXT, MEETINGS_PAGE_TEXT, MEETINGS_TEXT } from './text';

/** What the inputs hold; `toInput` turns it into the API's input before validation. */
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

const DEFAULT_VALUES: FormValues = {
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

/** The fields the server may name in a validation error, in screen order. */
const SERVER_FIELDS = [
  'title',
  'scheduledDate',
  'scheduledTime',
  'location',
  'status',
  'recurringWeeks',
  'agendaTemplateId',
  'agenda',
] as const satisfies readonly (keyof FormValues & keyof CreateMeetingInput)[];

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

const validateMeetingInput = zodResolver(createMeetingInputSchema);

/** The API's own schema, run on what the inputs hold once it is shaped as the API's input. */
const resolver: Resolver<FormValues, unknown, CreateMeetingValues> = (values, context, options) =>
  validateMeetingInput(
    toInput(values),
    context,
    options as unknown as Parameters<typeof validateMeetingInput>[2],
  );

const fieldId = (field: keyof FormValues) => `create-meeting-${field}`;

function templateLabel(template: AgendaTemplate): string {
  return template.isDefault
    ? `${template.name} ${MEETINGS_TEXT.defaultTemplateMark}`
    : template.name;
}

/** Create Meeting form: defaults, inline errors, template fill, toasts, back to list. */
export function CreateMeetingForm({ clubId }: { clubId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const templates = useQuery(trpc.agendaTemplates.list.queryOptions({ clubId }));
  const form = useForm<FormValues, unknown, CreateMeetingValues>({
    defaultValues: DEFAULT_VALUES,
    resolver,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const recurring = useWatch({ control, name: 'recurring' });
  const scheduledDate = useWatch({ control, name: 'scheduledDate' });
  // A second meeting on one day is allowed, but said before it is created.
  const upcoming = useQuery(trpc.meetings.upcoming.queryOptions({ clubId }));
  const sameDay = scheduledDate ? meetingsOnDate(upcoming.data ?? [], scheduledDate) : [];

  const createMeeting = useMutation(
    trpc.meetings.create.mutationOptions({
      onSuccess: async () => {
        toast(MEETINGS_TEXT.meetingCreated);
        await queryClient.invalidateQueries({ queryKey: trpc.meetings.pathKey() });
        await navigate({ to: '/meetings' });
      },
      onError: (error) => {
        setServerFieldErrors(form.setError, error, SERVER_FIELDS);
        toast({
          variant: 'destructive',
          title: MEETINGS_PAGE_TEXT.errorTitle,
          description: MEETINGS_TEXT.createFailed,
        });
      },
    }),
  );

  // A structured template's items become the agenda (timed from the start time); a text
  // template fills the custom agenda box.
  function chooseTemplate(templateId: string) {
    const template = templates.data?.find((candidate) => String(candidate.id) === templateId);
    if (!template) return;
    form.setValue('agendaTemplateId', template.id);
    form.setValue('agenda', structuredItemsOf(template.structure) ? '' : (template.content ?? ''));
    form.clearErrors(['agendaTemplateId', 'agenda']);
  }

  // The club's default template is chosen to start with.
  const defaultTemplate = templates.data?.find((template) => template.isDefault);
  const defaultChosen = useRef(false);
  useEffect(() => {
    if (defaultTemplate === undefined || defaultChosen.current) return;
    defaultChosen.current = true;
    if (form.getValues('agendaTemplateId') === null) chooseTemplate(String(defaultTemplate.id));
  });
  // The club's own meeting day, time and place are offered to start with (its next meeting day,
  // today included), in place of the product's 19:00 and empty fields, unless already typed.
  const details = useQuery(trpc.clubs.get.queryOptions({ clubId }));
  const clubDefaultsChosen = useRef(false);
  useEffect(() => {
    const club = details.data;
    if (club === undefined || clubDefaultsChosen.current) return;
    clubDefaultsChosen.current = true;
    const time = club.meetingTime;
    if (time && parseClockMinutes(time) !== null && !form.getFieldState('scheduledTime').isDirty)
      form.resetField('scheduledTime', { defaultValue: toHhMm(time) });
    const date = nextDateOnWeekday(todayInZone(new Date(), club.timeZone), club.meetingDay);
    if (date !== null && !form.getFieldState('scheduledDate').isDirty)
      form.resetField('scheduledDate', { defaultValue: date });
    if (club.meetingLocation && !form.getFieldState('location').isDirty)
      form.resetField('location', { defaultValue: club.meetingLocation });
  });
  const chosenId = useWatch({ control, name: 'agendaTemplateId' });
  const chosenItems = structuredItemsOf(
    templates.data?.find((template) => template.id === chosenId)?.structure ?? null,
  );

  // One key per form: a double submit or a retried request makes the meetings once.
  const [requestKey] = useState(() => crypto.randomUUID());
  const submit = form.handleSubmit((input) => {
    if (createMeeting.isPending) return;
    createMeeting.mutate({ clubId, ...input, requestKey });
  });

  const templateList = templates.data ?? [];
  const templateTriggerText = templates.isPending
    ? MEETINGS_TEXT.templatesLoading
    : templateList.length === 0
      ? MEETINGS_TEXT.noTemplates
      : CREATE_MEETING_TEXT.chooseTemplate;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="leading-tight font-semibold">{CREATE_MEETING_TEXT.detailsSection}</h2>
        </CardHeader>
        <CardContent className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          <InputField
            className="sm:col-span-2"
            id={fieldId('title')}
            label={CREATE_MEETING_TEXT.labels.title}
            error={errors.title?.message}
            {...register('title')}
            autoComplete="off"
          />
          <InputField
            id={fieldId('scheduledDate')}
            label={CREATE_MEETING_TEXT.labels.scheduledDate}
            error={errors.scheduledDate?.message}
            type="date"
            description={
              sameDay.length > 0
                ? MEETING_SAME_DATE_WARNING(sameDay.map((meeting) => meeting.title))
                : undefined
            }
            {...register('scheduledDate')}
          />
          <InputField
            id={fieldId('scheduledTime')}
            label={CREATE_MEETING_TEXT.labels.scheduledTime}
            error={errors.scheduledTime?.message}
            type="time"
            {...register('scheduledTime')}
          />
          <InputField
            id={fieldId('location')}
            label={CREATE_MEETING_TEXT.labels.location}
            error={errors.location?.message}
            {...register('location')}
          />
          <FormField
            id={fieldId('status')}
            label={CREATE_MEETING_TEXT.labels.status}
            error={errors.status?.message}
          >
            {(field) => (
              <Controller
                control={control}
                name="status"
                render={({ field: { value, onChange, ref } }) => (
                  <OptionSelect
                    value={value}
                    onValueChange={onChange}
                    {...field}
                    ref={ref}
                    options={MEETING_STATUSES.map((status) => ({
                      value: status,
                      label: MEETING_STATUS_BADGE[status].label,
                    }))}
                  />
                )}
              />
            )}
          </FormField>
          <div className="space-y-3 sm:col-span-2">
            <div className="flex min-h-11 items-center gap-3">
              <Controller
                control={control}
                name="recurring"
                render={({ field: { value, onChange, ref } }) => (
                  <Checkbox
                    id={fieldId('recurring')}
                    ref={ref}
                    checked={value}
                    onCheckedChange={(checked) => onChange(checked === true)}
                  />
                )}
              />
              <Label htmlFor={fieldId('recurring')}>{CREATE_MEETING_TEXT.labels.recurring}</Label>
            </div>
            {recurring && (
              <InputField
                className="max-w-48"
                id={fieldId('recurringWeeks')}
                label={CREATE_MEETING_TEXT.labels.recurringWeeks}
                description={CREATE_MEETING_TEXT.hints.recurringWeeks}
                error={errors.recurringWeeks?.message}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...register('recurringWeeks')}
              />
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="leading-tight font-semibold">{CREATE_MEETING_TEXT.agendaSection}</h2>
        </CardHeader>
        <CardContent className="grid gap-y-2">
          <FormField
            id={fieldId('agendaTemplateId')}
            label={CREATE_MEETING_TEXT.labels.agendaTemplate}
            error={errors.agendaTemplateId?.message}
          >
            {(field) => (
              <Controller
                control={control}
                name="agendaTemplateId"
                render={({ field: { value, ref } }) => (
                  <OptionSelect
                    value={value === null ? undefined : String(value)}
                    onValueChange={chooseTemplate}
                    disabled={templateList.length === 0}
                    {...field}
                    ref={ref}
                    placeholder={templateTriggerText}
                    options={templateList.map((template) => ({
                      value: String(template.id),
                      label: templateLabel(template),
                    }))}
                  />
                )}
              />
            )}
          </FormField>
          {chosenItems ? (
            <p className="text-sm text-muted-foreground" data-testid="template-agenda-note">
              {CREATE_MEETING_TEXT.templateAgenda(chosenItems.length)}
            </p>
          ) : (
            <FormField
              id={fieldId('agenda')}
              label={CREATE_MEETING_TEXT.labels.agenda}
              description={CREATE_MEETING_TEXT.hints.agenda}
              error={errors.agenda?.message}
            >
              {(field) => <Textarea {...field} rows={10} {...register('agenda')} />}
            </FormField>
          )}
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

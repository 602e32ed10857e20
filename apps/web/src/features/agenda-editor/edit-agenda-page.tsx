import { useId, useRef, type FocusEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, PlusIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import {
  newAgendaItem,
  removeAgendaItem,
  roleTypeLabel,
  shiftFollowingItems,
  type AgendaItem,
} from '@lectern/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  cn,
  Input,
  Label,
  MemberPicker,
  PageHeader,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Textarea,
  toast,
} from '@lectern/ui';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { isUnauthorizedError } from '../../lib/errors';
import type { ClubMember, MeetingDetails, MeetingRole } from '../../lib/api-types';
import { useAgendaAssign } from '../../shared/role-mutations';
import {
  assignableMemberItems,
  leftOutOfPicker,
  roleStatusCounts,
  slotForRoleType,
} from '../../shared/role-options';
import {
  agendaToSave,
  editAgendaFormSchema,
  holderName,
  initialFormValues,
  type EditAgendaFormInput,
  type EditAgendaFormValues,
} from './agenda-form';
import { EDIT_AGENDA_TEXT as T } from './text';
import { useClubFormat } from '../../app/clubs/club-format';
import { useMeetingScreen } from '../../app/clubs/meeting-screen';
import { EDIT_AGENDA_SCREEN } from '../../app/screens';

function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 className="text-lg leading-tight font-semibold">{children}</h2>;
}

/** Shaped like the screen: header, three cards and the agenda table. */
export function EditAgendaSkeleton() {
  return (
    <div className="space-y-6" aria-hidden data-testid="edit-agenda-skeleton">
      <div className="space-y-2">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-5 w-48" />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** Edit Agenda (/meetings/{id}/edit-agenda). */
export function EditAgendaPage({ meetingId }: { meetingId: number }) {
  const trpc = useTRPC();
  const meeting = useQuery(trpc.meetings.get.queryOptions({ meetingId }));
  const roles = useQuery(trpc.meetingRoles.list.queryOptions({ meetingId }));
  const clubId = meeting.data?.clubId;
  const club = useQuery(trpc.clubs.get.queryOptions(clubId === undefined ? skipToken : { clubId }));
  const members = useQuery(
    trpc.members.list.queryOptions(clubId === undefined ? skipToken : { clubId }),
  );
  // The person's membership of the meeting's club (not necessarily the selected one).
  const meetingClub = useMeetingScreen(EDIT_AGENDA_SCREEN, clubId);

  if (meeting.isError || roles.isError) {
    return (
      <>
        <PageHeader title={T.notFound.title} description={T.notFound.description} />
        <Button asChild variant="outline">
          <Link to="/meetings">
            <ArrowLeftIcon aria-hidden />
            {T.backToMeetings}
          </Link>
        </Button>
      </>
    );
  }
  // The form starts from the meeting, its roles (default presenters) and the club's mission.
  if (meeting.isPending || roles.isPending || club.isPending) return <EditAgendaSkeleton />;

  return (
    <EditAgendaForm
      meeting={meeting.data}
      club={club.data ?? null}
      roles={roles.data}
      members={members.data ?? []}
      rolesPerMember={meetingClub.membership?.club.rolesPerMember ?? 1}
    />
  );
}

interface ClubInfo {
  id: number;
  name: string;
  mission: string | null;
}

function EditAgendaForm({
  meeting,
  club,
  roles,
  members,
  rolesPerMember,
}: {
  meeting: MeetingDetails;
  club: ClubInfo | null;
  roles: readonly MeetingRole[];
  members: readonly ClubMember[];
  /** How many roles of a meeting one member may hold, in the meeting's club. */
  rolesPerMember: number;
}) {
  const format = useClubFormat();
  const formId = useId();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const form = useForm<EditAgendaFormInput, unknown, EditAgendaFormValues>({
    resolver: zodResolver(editAgendaFormSchema),
    defaultValues: initialFormValues(meeting, club?.mission ?? null, roles),
  });
  const { register, control, handleSubmit, formState } = form;
  const items = useFieldArray({ control, name: 'items', keyName: 'fieldKey' });

  const save = useMutation({
    mutationFn: async (values: EditAgendaFormValues) => {
      const saved = await client.meetings.update.mutate({
        meetingId: meeting.id,
        theme: values.theme,
        notes: values.notes,
        date: values.date,
        agenda: agendaToSave(values.items, roles),
      });
      // The mission is sent only when it changed, and its failure is only logged.
      if (club && values.mission !== (club.mission ?? null)) {
        try {
          await client.clubs.updateMission.mutate({ clubId: club.id, mission: values.mission });
        } catch (error) {
          console.error('Club mission update failed', error);
        }
      }
      return saved;
    },
    onSuccess: async (_saved, values) => {
      toast(T.saved);
      form.reset({ ...form.getValues(), mission: values.mission ?? '' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.meetings.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.clubs.get.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.clubs.dashboard.pathKey() }),
      ]);
    },
    onError: (error) => {
      // A lost session is the query client's to handle (it sends the person to sign in).
      if (!isUnauthorizedError(error)) toast({ variant: 'destructive', ...T.saveFailed });
    },
  });

  const counts = roleStatusCounts(roles);
  const errors = formState.errors;

  // Times follow edits: an item's time and length as they were when its box took focus; when
  // the box is left, the items after it move by as much as the item's end moved.
  const before = useRef<{ index: number; time: string; maxTime: string } | null>(null);
  const currentItems = () => form.getValues('items') as AgendaItem[];
  function setTimes(next: readonly AgendaItem[]) {
    const current = currentItems();
    next.forEach((entry, position) => {
      if (entry.time !== current[position]?.time)
        form.setValue(`items.${position}.time`, entry.time, { shouldDirty: true });
    });
  }
  const timing = {
    remember(index: number) {
      const { time, maxTime } = currentItems()[index] ?? { time: '', maxTime: '' };
      before.current = { index, time, maxTime };
    },
    follow(index: number) {
      const previous = before.current;
      before.current = null;
      if (previous?.index === index) setTimes(shiftFollowingItems(currentItems(), index, previous));
    },
    remove(index: number) {
      const next = removeAgendaItem(currentItems(), index);
      items.remove(index);
      setTimes(next);
    },
  };

  return (
    <>
      <PageHeader
        title={club?.name ?? T.title}
        description={format.longDate(meeting.date)}
        actions={
          <>
            <Button asChild variant="outline" className="h-11 md:h-9">
              <Link to="/meetings/$meetingId/view-agenda" params={{ meetingId: meeting.id }}>
                <ArrowLeftIcon aria-hidden />
                {T.backToAgenda}
              </Link>
            </Button>
            <Button type="submit" form={formId} className="h-11 md:h-9" disabled={save.isPending}>
              <SaveIcon aria-hidden />
              {T.saveChanges}
            </Button>
          </>
        }
      />
      <form
        id={formId}
        noValidate
        className="space-y-6"
        onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
      >
        <div className="grid gap-4 lg:grid-cols-3">
          <Card>
            <CardHeader>
              <SectionTitle>{T.detailsTitle}</SectionTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <Field id={`${formId}-theme`} label={T.labels.theme} error={errors.theme?.message}>
                <Input id={`${formId}-theme`} {...register('theme')} />
              </Field>
              <Field id={`${formId}-date`} label={T.labels.date} error={errors.date?.message}>
                <Input id={`${formId}-date`} type="date" {...register('date')} />
              </Field>
              <Field id={`${formId}-notes`} label={T.labels.notes} error={errors.notes?.message}>
                <Textarea id={`${formId}-notes`} rows={3} {...register('notes')} />
              </Field>
              <Field
                id={`${formId}-mission`}
                label={T.labels.mission}
                error={errors.mission?.message}
              >
                <Textarea id={`${formId}-mission`} rows={3} {...register('mission')} />
              </Field>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <SectionTitle>{T.timingTitle}</SectionTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-3 text-sm">
                <LegendRow colour="bg-green-600">{T.timingLegend.green}</LegendRow>
                <LegendRow colour="bg-amber-500">{T.timingLegend.amber}</LegendRow>
                <LegendRow colour="bg-red-600">{T.timingLegend.red}</LegendRow>
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <SectionTitle>{T.roleStatusTitle}</SectionTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-4">
                <div className="rounded-md border p-3">
                  <dt className="text-sm text-muted-foreground">{T.assigned}</dt>
                  <dd className="text-2xl font-semibold" data-testid="roles-assigned">
                    {counts.assigned}
                  </dd>
                </div>
                <div className="rounded-md border p-3">
                  <dt className="text-sm text-muted-foreground">{T.open}</dt>
                  <dd className="text-2xl font-semibold" data-testid="roles-open">
                    {counts.open}
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        </div>

        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <SectionTitle>{T.agendaTitle}</SectionTitle>
            <Button
              type="button"
              variant="outline"
              className="h-11 md:h-9"
              onClick={() => items.append(newAgendaItem(form.getValues('items') as AgendaItem[]))}
            >
              <PlusIcon aria-hidden />
              {T.addItem}
            </Button>
          </CardHeader>
          <CardContent>
            {items.fields.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">{T.noItems}</p>
            ) : (
              // Wide screens: one row per item, every column within the page. Narrower screens:
              // each item is a card with its boxes labelled.
              <Table className="block xl:table xl:table-fixed">
                <TableHeader className="hidden xl:table-header-group">
                  <TableRow>
                    {T.headers.map((header, column) => (
                      <TableHead key={header} className={COLUMN_WIDTHS[column]}>
                        {header}
                      </TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody className="block space-y-3 xl:table-row-group xl:space-y-0 [&_tr:last-child]:border xl:[&_tr:last-child]:border-0 xl:[&_tr:last-child]:border-b">
                  {items.fields.map((field, index) => (
                    <AgendaRow
                      key={field.fieldKey}
                      index={index}
                      roleType={field.roleType ?? undefined}
                      register={register}
                      error={errors.items?.[index]?.time?.message}
                      meetingId={meeting.id}
                      roles={roles}
                      members={members}
                      rolesPerMember={rolesPerMember}
                      onTimingFocus={() => timing.remember(index)}
                      onTimingBlur={() => timing.follow(index)}
                      onDelete={() => timing.remove(index)}
                    />
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </form>
    </>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error !== undefined && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}

function LegendRow({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span aria-hidden className={cn('size-4 shrink-0 rounded-sm', colour)} />
      {children}
    </li>
  );
}

/** Column widths of the wide table: Time, Activity (the rest), four durations, Presenter, Action. */
const COLUMN_WIDTHS = ['w-36', '', 'w-19', 'w-19', 'w-19', 'w-19', 'w-52', 'w-14'];

const DURATION_FIELDS = [
  { name: 'maxTime', header: 2, dot: null },
  { name: 'greenTime', header: 3, dot: 'bg-green-600' },
  { name: 'amberTime', header: 4, dot: 'bg-amber-500' },
  { name: 'redTime', header: 5, dot: 'bg-red-600' },
] as const;

/** A cell of the agenda: in a card it shows its column's name above the box. */
function AgendaCell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableCell
      className={cn('block p-0 align-top whitespace-normal xl:table-cell xl:p-2', className)}
    >
      <span aria-hidden className="mb-1 block text-xs text-muted-foreground xl:hidden">
        {label}
      </span>
      {children}
    </TableCell>
  );
}

function AgendaRow({
  index,
  roleType,
  register,
  error,
  meetingId,
  roles,
  members,
  rolesPerMember,
  onTimingFocus,
  onTimingBlur,
  onDelete,
}: {
  index: number;
  roleType: string | undefined;
  register: UseFormRegister<EditAgendaFormInput>;
  error: string | undefined;
  meetingId: number;
  roles: readonly MeetingRole[];
  members: readonly ClubMember[];
  rolesPerMember: number;
  onTimingFocus: () => void;
  onTimingBlur: () => void;
  onDelete: () => void;
}) {
  const row = index + 1;
  const header = (n: number) => T.headers[n] ?? '';
  // The time and the length move the items after this one when their box is left.
  const timed = (name: 'time' | 'maxTime') => {
    const field = register(`items.${index}.${name}`);
    return {
      ...field,
      onFocus: onTimingFocus,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        void field.onBlur(event);
        onTimingBlur();
      },
    };
  };
  return (
    <TableRow
      data-testid="agenda-item"
      className="grid grid-cols-4 gap-2 rounded-md border p-3 hover:bg-transparent sm:grid-cols-8 xl:table-row xl:rounded-none xl:border-0 xl:border-b xl:p-0 xl:hover:bg-muted/50"
    >
      <AgendaCell label={header(0)} className="col-span-2">
        <Input
          type="time"
          aria-label={T.cellLabel(header(0), row)}
          aria-invalid={error !== undefined}
          {...timed('time')}
        />
        {error !== undefined && <p className="mt-1 text-xs text-destructive">{error}</p>}
      </AgendaCell>
      <AgendaCell label={header(1)} className="col-span-4 sm:col-span-5">
        <Input aria-label={T.cellLabel(header(1), row)} {...register(`items.${index}.activity`)} />
      </AgendaCell>
      {DURATION_FIELDS.map((duration) => (
        <AgendaCell key={duration.name} label={header(duration.header)}>
          <Input
            placeholder={T.durationPlaceholder}
            aria-label={T.cellLabel(header(duration.header), row)}
            {...(duration.name === 'maxTime'
              ? timed('maxTime')
              : register(`items.${index}.${duration.name}`))}
          />
        </AgendaCell>
      ))}
      <AgendaCell label={header(6)} className="col-span-4 sm:col-span-4">
        {roleType === undefined ? (
          <Input
            aria-label={T.cellLabel(header(6), row)}
            {...register(`items.${index}.presenter`)}
          />
        ) : (
          <RolePresenter
            row={row}
            roleType={roleType}
            meetingId={meetingId}
            roles={roles}
            members={members}
            rolesPerMember={rolesPerMember}
          />
        )}
      </AgendaCell>
      <TableCell className="col-start-4 row-start-1 block p-0 text-right sm:col-start-8 xl:table-cell xl:p-2 xl:align-top">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-11 md:size-9"
          aria-label={T.deleteRow(row)}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * A row tied to a role type shows who holds the role and a member picker whose first
 * entry, 'Select Member', unassigns. Choosing someone assigns at once.
 */
function RolePresenter({
  row,
  roleType,
  meetingId,
  roles,
  members,
  rolesPerMember,
}: {
  row: number;
  roleType: string;
  meetingId: number;
  roles: readonly MeetingRole[];
  members: readonly ClubMember[];
  rolesPerMember: number;
}) {
  const assign = useAgendaAssign(meetingId);
  const slot = slotForRoleType(roles, roleType);
  const name = holderName(slot);
  const leftOut = leftOutOfPicker(members, roles, slot?.id ?? null, rolesPerMember);
  return (
    <div className="space-y-1.5">
      <p className="text-sm">
        <span className="font-medium">{name ?? T.tbd}</span>
        <span className="text-muted-foreground"> · {roleTypeLabel(roleType)}</span>
      </p>
      <MemberPicker
        className="h-11 md:h-9"
        items={assignableMemberItems(members, roles, slot?.id ?? null, rolesPerMember)}
        value={slot?.userId == null ? null : String(slot.userId)}
        onValueChange={(value) => {
          const userId = value === null ? null : Number(value);
          if (userId === (slot?.userId ?? null)) return;
          assign.mutate({ roleId: slot?.id ?? null, roleType, userId });
        }}
        placeholder={T.selectMember}
        clearLabel={T.selectMember}
        searchPlaceholder={T.searchMembers}
        emptyText={T.noMembersFound}
        disabled={assign.isPending}
        aria-label={T.presenterFor(row)}
      />
      {leftOut.length > 0 && (
        <ul className="text-xs text-muted-foreground">
          {leftOut.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

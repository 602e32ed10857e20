// Generate Agenda's details form (theme and notes), loaded with its form library after the
// screen itself, so the screen's first load stays in its budget.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SaveIcon } from 'lucide-react';
import { agendaFacts, TBD, MEETING_NOTES_MAX_LENGTH, MEETING_STATUS_BADGE } from '@lectern/domain';
import { Badge, Button, Card, CardContent, CardHeader, Input, Label, Textarea } from '@lectern/ui';
import { useSaveMeetingDetails } from './agenda-mutations';
import type { AgendaData } from './use-agenda';
import { AGENDA_SCREEN_TEXT } from './text';

/** The two details this screen changes; the boxes' own limits keep them in bounds. */
const detailsSchema = z.object({
  theme: z.string().max(255),
  notes: z.string().max(MEETING_NOTES_MAX_LENGTH),
});

type DetailsValues = z.infer<typeof detailsSchema>;

export function DetailsForm({ agenda, manages }: { agenda: AgendaData; manages: boolean }) {
  const { meeting, club } = agenda;
  const form = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { theme: meeting.theme ?? '', notes: meeting.notes ?? '' },
  });
  const save = useSaveMeetingDetails(meeting.id);
  const facts = agendaFacts(meeting, club);
  const badge = MEETING_STATUS_BADGE[meeting.status];

  const submit = form.handleSubmit(({ theme, notes }) => {
    save.mutate({ meetingId: meeting.id, theme: theme.trim() || null, notes: notes || null });
  });

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{meeting.title}</h2>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{AGENDA_SCREEN_TEXT.date}</dt>
            <dd>{facts.dateText}</dd>
            <dt className="text-muted-foreground">{AGENDA_SCREEN_TEXT.time}</dt>
            <dd>{facts.timeRange || TBD}</dd>
            <dt className="text-muted-foreground">{AGENDA_SCREEN_TEXT.location}</dt>
            <dd>{facts.location}</dd>
            <dt className="text-muted-foreground">{AGENDA_SCREEN_TEXT.status}</dt>
            <dd>
              <Badge variant={badge.colour}>{badge.label}</Badge>
            </dd>
          </dl>
          <div className="space-y-2">
            <Label htmlFor="agenda-theme">{AGENDA_SCREEN_TEXT.theme}</Label>
            <Input
              id="agenda-theme"
              maxLength={255}
              readOnly={!manages}
              placeholder={AGENDA_SCREEN_TEXT.themePlaceholder}
              {...form.register('theme')}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="agenda-notes">{AGENDA_SCREEN_TEXT.notes}</Label>
            <Textarea
              id="agenda-notes"
              rows={4}
              maxLength={MEETING_NOTES_MAX_LENGTH}
              readOnly={!manages}
              placeholder={AGENDA_SCREEN_TEXT.notesPlaceholder}
              {...form.register('notes')}
            />
          </div>
          {manages ? (
            <Button type="submit" disabled={save.isPending}>
              <SaveIcon aria-hidden />
              {save.isPending ? AGENDA_SCREEN_TEXT.saving : AGENDA_SCREEN_TEXT.saveDetails}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{AGENDA_SCREEN_TEXT.readOnly}</p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

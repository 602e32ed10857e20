import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { displayName } from '@lectern/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { OptionSelectField } from '../../shared/option-select-field';
import { MENTORSHIP_PAGE_TEXT as T } from './text';
import { type Person, type Planning } from './mentorship-data';

/** The two pickers hold member ids as text; a pair is two different people. */
const pairFormSchema = z
  .object({
    mentorId: z.string().min(1, T.dialog.chooseMentor),
    menteeId: z.string().min(1, T.dialog.chooseMentee),
  })
  .refine((pair) => pair.mentorId !== pair.menteeId, {
    path: ['menteeId'],
    message: T.dialog.samePerson,
  })
  .transform((pair) => ({ mentorId: Number(pair.mentorId), menteeId: Number(pair.menteeId) }));

type PairFormInput = z.input<typeof pairFormSchema>;
type PairFormValues = z.output<typeof pairFormSchema>;

export function PairDialog({
  clubId,
  mentors,
  planning,
  pending,
  onSubmit,
  onClose,
}: {
  clubId: number;
  mentors: readonly Person[];
  planning: NonNullable<Planning>;
  pending: boolean;
  onSubmit: (mentorId: number, menteeId: number) => void;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const members = useQuery(trpc.members.list.queryOptions({ clubId }));
  const form = useForm<PairFormInput, unknown, PairFormValues>({
    resolver: zodResolver(pairFormSchema),
    defaultValues: {
      mentorId: planning.mentorId ? String(planning.mentorId) : '',
      menteeId: planning.menteeId ? String(planning.menteeId) : '',
    },
  });
  const {
    control,
    formState: { errors },
  } = form;
  const mentorId = useWatch({ control, name: 'mentorId' });
  const submit = form.handleSubmit(({ mentorId: mentor, menteeId: mentee }) => {
    if (!pending) onSubmit(mentor, mentee);
  });
  const mentees = (members.data ?? [])
    .filter((m) => m.status === 'active' && m.role !== 'guest' && String(m.userId) !== mentorId)
    .map((m) => ({ value: String(m.userId), label: displayName(m.user) }));
  const title = planning.start ? T.dialog.create : T.dialog.schedule;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {planning.start ? T.dialog.createDescription : T.dialog.scheduleDescription}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <OptionSelectField
            control={control}
            name="mentorId"
            id="pair-mentor"
            label={T.dialog.mentor}
            placeholder={T.dialog.choose}
            options={mentors.map((m) => ({ value: String(m.userId), label: m.name }))}
            error={errors.mentorId?.message}
          />
          <OptionSelectField
            control={control}
            name="menteeId"
            id="pair-mentee"
            label={T.dialog.mentee}
            placeholder={T.dialog.choose}
            options={mentees}
            error={errors.menteeId?.message}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {T.dialog.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {T.dialog.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

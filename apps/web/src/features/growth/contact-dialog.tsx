import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  guestContactSchema,
  type GuestContactValues,
} from '@lectern/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Textarea,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { setServerFieldErrors } from '../../lib/form';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { OptionSelectField } from '../../shared/option-select-field';
import { dateOf } from './parts';
import { MEMBERSHIP_PAGE_TEXT, MEMBERSHIP_TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

const T = MEMBERSHIP_PAGE_TEXT.contact;

/** The contact dialog: log a contact (how, non-blank notes) and read the person's log. */
export function ContactDialog({
  clubId,
  person,
  onClose,
}: {
  clubId: number;
  person: { userId: number; name: string };
  onClose: () => void;
}) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const history = useQuery(trpc.growth.contacts.queryOptions({ clubId, userId: person.userId }));
  const form = useForm<GuestContactValues>({
    resolver: zodResolver(guestContactSchema),
    defaultValues: { method: 'email', notes: '' },
  });
  const log = useMutation(
    trpc.growth.logContact.mutationOptions({
      onSuccess: async () => {
        toast(MEMBERSHIP_TEXT.contactLogged);
        form.reset({ method: 'email', notes: '' });
        await queryClient.invalidateQueries({ queryKey: trpc.growth.pathKey() });
      },
    }),
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await log.mutateAsync({ clubId, userId: person.userId, ...values });
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ['method', 'notes']))
        signInOrFailureToast(error, {
          title: T.failed,
          description: serverMessageOf(error) ?? '',
        });
    }
  });
  const { errors } = form.formState;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.title(person.name)}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
          <OptionSelectField
            control={form.control}
            name="method"
            id="contact-method"
            label={T.method}
            error={errors.method?.message}
            options={CONTACT_METHODS.map((method) => ({
              value: method,
              label: CONTACT_METHOD_LABELS[method],
            }))}
          />
          <FormField id="contact-notes" label={T.notes} error={errors.notes?.message}>
            {(field) => <Textarea {...field} rows={3} {...form.register('notes')} />}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={log.isPending}>
              {log.isPending ? T.pending : T.submit}
            </Button>
          </DialogFooter>
        </form>
        <section aria-labelledby="contact-history" className="space-y-2">
          <h3 id="contact-history" className="text-sm font-medium">
            {T.history}
          </h3>
          {history.data && history.data.length === 0 && (
            <p className="text-sm text-muted-foreground">{T.noHistory}</p>
          )}
          <ul className="max-h-60 space-y-2 overflow-y-auto">
            {history.data?.map((contact) => (
              <li key={contact.id} className="rounded-md border p-2 text-sm">
                <p className="text-muted-foreground">
                  {dateOf(contact.createdAt, format)} · {CONTACT_METHOD_LABELS[contact.method]}
                  {contact.by ? ` · ${T.by(contact.by)}` : ''}
                </p>
                <p className="whitespace-pre-wrap">{contact.notes}</p>
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}

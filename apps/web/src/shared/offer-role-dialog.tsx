// The holder's "Offer this role" dialog with its optional note, loaded when it is opened.
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  ROLE_OFFER_MESSAGES as T,
  ROLE_OFFER_NOTE_MAX_LENGTH,
  roleTypeLabel,
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
import { useTRPC } from '../lib/trpc';
import { failed, useRefreshOffers } from './role-offer-changes';

interface OfferFormValues {
  note: string;
}

export function OfferRoleDialog({
  roleId,
  roleType,
  onClose,
}: {
  roleId: number;
  roleType: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshOffers();
  const form = useForm<OfferFormValues>({ defaultValues: { note: '' } });
  const offer = useMutation(
    trpc.roleOffers.offer.mutationOptions({
      onSuccess: () => {
        toast({ title: T.offered });
        onClose();
      },
      onError: failed(T.offerFailed),
      onSettled: refresh,
    }),
  );
  const submit = form.handleSubmit((values) =>
    offer.mutate({ roleId, note: values.note.trim() === '' ? null : values.note }),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {T.offerThisRole}: {roleTypeLabel(roleType)}
          </DialogTitle>
          <DialogDescription>{T.offerDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
          <FormField
            id="offer-note"
            label={T.noteLabel}
            error={form.formState.errors.note?.message}
          >
            {(field) => (
              <Textarea
                {...field}
                rows={3}
                placeholder={T.notePlaceholder}
                {...form.register('note', {
                  maxLength: { value: ROLE_OFFER_NOTE_MAX_LENGTH, message: T.noteTooLong },
                })}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={offer.isPending}>
              {T.offerThisRole}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { MEETINGS_TEXT, roleTypesForNewMeeting, structuredItemsOf } from '@lectern/domain';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import type { AgendaTemplate } from '../../lib/api-types';
import { failureToast, SettingsCard } from './settings-parts';
import {
  CreateTemplateForm,
  EditTemplateForm,
  itemValuesOf,
  NEW_TEMPLATE_VALUES,
  type TemplateFormValues,
} from './template-editor';
import { SETTINGS_PAGE_TEXT, TEMPLATE_TEXT } from './text';

const T = SETTINGS_PAGE_TEXT.templates;

function useTemplateMutations(clubId: number, onSaved: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.agendaTemplates.list.queryKey({ clubId }) });
  return {
    create: useMutation(
      trpc.agendaTemplates.create.mutationOptions({
        onSuccess: async () => {
          toast({ title: TEMPLATE_TEXT.created });
          onSaved();
          await refresh();
        },
        onError: () => failureToast(TEMPLATE_TEXT.createFailed),
      }),
    ),
    update: useMutation(
      trpc.agendaTemplates.update.mutationOptions({
        onSuccess: async () => {
          toast({ title: TEMPLATE_TEXT.updated });
          onSaved();
          await refresh();
        },
        onError: () => failureToast(TEMPLATE_TEXT.updateFailed),
      }),
    ),
    remove: useMutation(
      trpc.agendaTemplates.delete.mutationOptions({
        onSuccess: async () => {
          toast({ title: TEMPLATE_TEXT.deleted });
          await refresh();
        },
        onError: () => failureToast(TEMPLATE_TEXT.deleteFailed),
      }),
    ),
  };
}

/** The edit form's values: a structured template is edited as its items, from its first start. */
function editValues(template: AgendaTemplate): TemplateFormValues {
  const items = structuredItemsOf(template.structure);
  return {
    ...NEW_TEMPLATE_VALUES,
    name: template.name,
    isDefault: template.isDefault,
    content: template.content ?? '',
    ...(items === null
      ? {}
      : {
          mode: 'structured' as const,
          startTime: items[0]?.startTime ?? NEW_TEMPLATE_VALUES.startTime,
          items: itemValuesOf(items),
        }),
  };
}

/** The role slots a template gives its meetings, to tell whether an edit changed them. */
function rolesOf(structure: unknown): string {
  return roleTypesForNewMeeting(structuredItemsOf(structure)).join(' ');
}

/**
 * After a template's roles changed: offers to give its upcoming meetings the role slots they
 * are missing (nothing is taken away).
 */
function ApplyRolesDialog({
  templateId,
  onClose,
}: {
  templateId: number | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const apply = useMutation(
    trpc.agendaTemplates.applyRolesToUpcoming.mutationOptions({
      onSuccess: async (result) => {
        toast({ title: T.applyRoles.applied(result.rolesAdded, result.meetings) });
        await queryClient.invalidateQueries({ queryKey: trpc.meetingRoles.pathKey() });
      },
      onError: () => failureToast(T.applyRoles.failed),
    }),
  );
  return (
    <AlertDialog open={templateId !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{T.applyRoles.title}</AlertDialogTitle>
          <AlertDialogDescription>{T.applyRoles.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{T.applyRoles.cancel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={apply.isPending}
            onClick={() => templateId !== null && apply.mutate({ templateId })}
          >
            {T.applyRoles.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type Editing = { kind: 'create' } | { kind: 'edit'; template: AgendaTemplate } | null;

function TemplateList({ clubId }: { clubId: number }) {
  const trpc = useTRPC();
  const { data: templates } = useSuspenseQuery(trpc.agendaTemplates.list.queryOptions({ clubId }));
  const [editing, setEditing] = useState<Editing>(null);
  const [offerRolesOf, setOfferRolesOf] = useState<number | null>(null);
  const close = () => setEditing(null);
  // One key per template asked for: a double submit (or a retry) makes one template.
  const [createKey, setCreateKey] = useState(() => crypto.randomUUID());
  const { create, update, remove } = useTemplateMutations(clubId, close);

  return (
    <div className="space-y-4">
      <Button
        type="button"
        onClick={() => {
          setCreateKey(crypto.randomUUID());
          setEditing({ kind: 'create' });
        }}
      >
        {T.create}
      </Button>
      {templates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.empty}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {templates.map((template) => (
            <li key={template.id} className="flex flex-wrap items-center gap-2 p-3">
              <span className="font-medium">{template.name}</span>
              {template.isDefault && (
                <Badge variant="blue">{MEETINGS_TEXT.defaultTemplateMark}</Badge>
              )}
              {Array.isArray(template.structure) && template.structure.length > 0 && (
                <Badge variant="outline">{T.structured}</Badge>
              )}
              <span className="text-sm text-muted-foreground">
                {T.minutes(template.meetingDuration)}
              </span>
              <span className="ml-auto flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={T.edit(template.name)}
                  onClick={() => setEditing({ kind: 'edit', template })}
                >
                  <PencilIcon aria-hidden />
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-muted-foreground hover:text-destructive"
                      aria-label={T.delete(template.name)}
                      disabled={remove.isPending}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  }
                  title={T.deleteTitle}
                  description={TEMPLATE_TEXT.deleteConfirm}
                  cancelLabel={T.cancel}
                  confirmLabel={T.deleteConfirm}
                  onConfirm={() => remove.mutate({ templateId: template.id })}
                  destructive
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{editing?.kind === 'edit' ? T.editTitle : T.createTitle}</DialogTitle>
          </DialogHeader>
          {editing?.kind === 'create' && (
            <CreateTemplateForm
              initial={NEW_TEMPLATE_VALUES}
              isPending={create.isPending}
              onCancel={close}
              onSave={(template) => create.mutate({ clubId, ...template, requestKey: createKey })}
            />
          )}
          {editing?.kind === 'edit' && (
            <EditTemplateForm
              key={editing.template.id}
              initial={editValues(editing.template)}
              isPending={update.isPending}
              onCancel={close}
              onSave={(changes) => {
                const { id, structure } = editing.template;
                const rolesChanged =
                  changes.structure != null &&
                  rolesOf(JSON.parse(changes.structure)) !== rolesOf(structure);
                update.mutate(
                  { templateId: id, ...changes },
                  { onSuccess: () => rolesChanged && setOfferRolesOf(id) },
                );
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      <ApplyRolesDialog templateId={offerRolesOf} onClose={() => setOfferRolesOf(null)} />
    </div>
  );
}

/** Agenda Templates: list, create (simple or structured), edit, delete after asking. */
export function AgendaTemplatesCard({ clubId, canManage }: { clubId: number; canManage: boolean }) {
  return (
    <SettingsCard title={SETTINGS_PAGE_TEXT.cards.templates}>
      {canManage ? (
        <TemplateList clubId={clubId} />
      ) : (
        <p className="text-sm text-muted-foreground">{T.officersOnly}</p>
      )}
    </SettingsCard>
  );
}

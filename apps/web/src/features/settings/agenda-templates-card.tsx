import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { MEETINGS_TEXT } from '@lectern/domain';
import {
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

function editValues(template: AgendaTemplate): TemplateFormValues {
  return {
    ...NEW_TEMPLATE_VALUES,
    name: template.name,
    isDefault: template.isDefault,
    content: template.content ?? '',
  };
}

type Editing = { kind: 'create' } | { kind: 'edit'; template: AgendaTemplate } | null;

function TemplateList({ clubId }: { clubId: number }) {
  const trpc = useTRPC();
  const { data: templates } = useSuspenseQuery(trpc.agendaTemplates.list.queryOptions({ clubId }));
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const { create, update, remove } = useTemplateMutations(clubId, close);

  return (
    <div className="space-y-4">
      <Button type="button" onClick={() => setEditing({ kind: 'create' })}>
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
              onSave={(template) => create.mutate({ clubId, ...template })}
            />
          )}
          {editing?.kind === 'edit' && (
            <EditTemplateForm
              key={editing.template.id}
              initial={editValues(editing.template)}
              isPending={update.isPending}
              onCancel={close}
              onSave={(changes) => update.mutate({ templateId: editing.template.id, ...changes })}
            />
          )}
        </DialogContent>
      </Dialog>
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

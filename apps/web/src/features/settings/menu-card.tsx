import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2Icon } from 'lucide-react';
import {
  MENU_CATEGORIES,
  MENU_CATEGORY_LABELS,
  menuItemSchema,
  SETTINGS_TEXT,
  toCents,
  type MenuCategory,
  type MenuItemValues,
} from '@lectern/domain';
import {
  Badge,
  Button,
  FormField,
  InputField,
  Label,
  OptionSelect,
  Switch,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { setServerFieldErrors } from '../../lib/form';
import type { MenuItem } from './settings-types';
import { failureToast, SettingsCard } from './settings-parts';
import { SETTINGS_PAGE_TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

const T = SETTINGS_PAGE_TEXT.menu;

interface MenuFieldValues {
  name: string;
  category: MenuCategory;
  price: string;
  description: string;
  available: boolean;
}

const EMPTY: MenuFieldValues = {
  name: '',
  category: 'meal',
  price: '',
  description: '',
  available: true,
};

const FIELDS = ['name', 'category', 'price', 'description'] as const;

function useMenuMutations(clubId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.menuItems.list.queryKey({ clubId }) });
  return {
    create: useMutation(
      trpc.menuItems.create.mutationOptions({
        onSuccess: async () => {
          toast({ title: SETTINGS_TEXT.menuItemCreated });
          await refresh();
        },
        onError: () => failureToast(SETTINGS_TEXT.menuItemCreateFailed),
      }),
    ),
    remove: useMutation(
      trpc.menuItems.delete.mutationOptions({
        onSuccess: async () => {
          toast({ title: SETTINGS_TEXT.menuItemDeleted });
          await refresh();
        },
        onError: () => failureToast(SETTINGS_TEXT.menuItemDeleteFailed),
      }),
    ),
  };
}

function AddMenuItemForm({
  onAdd,
  isPending,
}: {
  onAdd: (item: Omit<MenuItemValues, 'clubId'>) => Promise<unknown>;
  isPending: boolean;
}) {
  const form = useForm<MenuFieldValues, unknown, MenuItemValues>({
    defaultValues: EMPTY,
    // The price box holds text; the schema turns it into a number (non-numeric → 0).
    resolver: zodResolver(menuItemSchema) as unknown as Resolver<
      MenuFieldValues,
      unknown,
      MenuItemValues
    >,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  // One key per item asked for: a double submit (or a retry) makes one item.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const submit = form.handleSubmit(async ({ clubId: _clubId, ...item }) => {
    try {
      await onAdd({ ...item, requestKey });
      setRequestKey(crypto.randomUUID());
      form.reset(EMPTY);
    } catch (error) {
      setServerFieldErrors(form.setError, error, FIELDS);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-x-4 gap-y-2 sm:grid-cols-2"
    >
      <InputField
        id="menu-name"
        label={T.labels.name}
        error={errors.name?.message}
        {...register('name')}
        autoComplete="off"
      />
      <FormField id="menu-category" label={T.labels.category} error={errors.category?.message}>
        {(field) => (
          <Controller
            control={control}
            name="category"
            render={({ field: { value, onChange, ref } }) => (
              <OptionSelect
                value={value}
                onValueChange={onChange}
                {...field}
                ref={ref}
                options={MENU_CATEGORIES.map((category) => ({
                  value: category,
                  label: MENU_CATEGORY_LABELS[category],
                }))}
              />
            )}
          />
        )}
      </FormField>
      <InputField
        id="menu-price"
        label={T.labels.price}
        error={errors.price?.message}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        {...register('price')}
      />
      <InputField
        id="menu-description"
        label={T.labels.description}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="flex min-h-11 items-center gap-3">
        <Controller
          control={control}
          name="available"
          render={({ field }) => (
            <Switch
              id="menu-available"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Label htmlFor="menu-available">{T.labels.available}</Label>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isPending}>
          {isPending ? T.adding : T.add}
        </Button>
      </div>
    </form>
  );
}

function MenuList({
  items,
  canEdit,
  onDelete,
  deleting,
}: {
  items: readonly MenuItem[];
  canEdit: boolean;
  onDelete: (item: MenuItem) => void;
  deleting: boolean;
}) {
  const format = useClubFormat();
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{T.empty}</p>;
  const categories = MENU_CATEGORIES.filter((category) =>
    items.some((item) => item.category === category),
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {categories.map((category) => (
        <section key={category} aria-labelledby={`menu-category-${category}`} className="space-y-2">
          <h3 id={`menu-category-${category}`} className="text-sm font-medium">
            {MENU_CATEGORY_LABELS[category]}
          </h3>
          <ul className="divide-y rounded-md border">
            {items
              .filter((item) => item.category === category)
              .map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-2 p-2 pl-3">
                  <span>{item.name}</span>
                  {!item.available && <Badge variant="grey">{SETTINGS_TEXT.inactiveBadge}</Badge>}
                  <span className="ml-auto text-sm tabular-nums">
                    {format.money(toCents(item.price))}
                  </span>
                  {canEdit && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-muted-foreground hover:text-destructive"
                      aria-label={T.delete(item.name)}
                      disabled={deleting}
                      onClick={() => onDelete(item)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * Menu & Drinks Management: by category, add, delete, 'Inactive' badge. A club's menu is its
 * own: nothing is offered ready-made (no other club's dishes or prices).
 */
export function MenuCard({ clubId, canEdit }: { clubId: number; canEdit: boolean }) {
  const trpc = useTRPC();
  const { data: items } = useSuspenseQuery(trpc.menuItems.list.queryOptions({ clubId }));
  const { create, remove } = useMenuMutations(clubId);

  return (
    <SettingsCard title={SETTINGS_PAGE_TEXT.cards.menu} readOnly={!canEdit}>
      <div className="space-y-6">
        <MenuList
          items={items}
          canEdit={canEdit}
          deleting={remove.isPending}
          onDelete={(item) => remove.mutate({ menuItemId: item.id })}
        />
        {canEdit && (
          <AddMenuItemForm
            isPending={create.isPending}
            onAdd={(item) => create.mutateAsync({ clubId, ...item })}
          />
        )}
      </div>
    </SettingsCard>
  );
}

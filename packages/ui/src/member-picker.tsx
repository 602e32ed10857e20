import { useId, useState } from 'react';
import { Command } from 'cmdk';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { cn } from './cn';
import { buttonVariants } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface PickerItem {
  value: string;
  label: string;
}

export interface MemberPickerProps {
  items: readonly PickerItem[];
  /** The chosen item's value, or null when nothing is chosen. */
  value: string | null;
  onValueChange: (value: string | null) => void;
  /** Trigger text while nothing is chosen, e.g. 'Assign...' or 'Select Member'. */
  placeholder: string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** When set, the list starts with an entry of this label that clears the choice. */
  clearLabel?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  id?: string;
}

/** Never collides with an item value because item values are ids. */
const CLEAR_ITEM_VALUE = '__clear__';

/** Matches on the visible label only, so typing part of a name finds the person. */
function matchLabel(_value: string, search: string, keywords?: string[]): number {
  const label = (keywords ?? []).join(' ').toLowerCase();
  return label.includes(search.trim().toLowerCase()) ? 1 : 0;
}

/** A searchable single-choice list in a popover (cmdk + Radix Popover). */
export function MemberPicker({
  items,
  value,
  onValueChange,
  placeholder,
  searchPlaceholder = 'Search...',
  emptyText = 'No results found.',
  clearLabel,
  disabled,
  className,
  id,
  'aria-label': ariaLabel,
}: MemberPickerProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const selected = items.find((item) => item.value === value);

  function choose(next: string | null) {
    onValueChange(next);
    setOpen(false);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        id={id}
        type="button"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={ariaLabel}
        disabled={disabled}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'w-full justify-between font-normal',
          !selected && 'text-muted-foreground',
          className,
        )}
      >
        <span className="truncate">{selected ? selected.label : placeholder}</span>
        <ChevronsUpDownIcon className="opacity-50" aria-hidden />
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-56 p-0" align="start">
        <Command filter={matchLabel} className="flex flex-col">
          <Command.Input
            placeholder={searchPlaceholder}
            className="h-11 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground md:h-9"
          />
          <Command.List id={listId} className="max-h-72 overflow-y-auto p-1">
            <Command.Empty className="py-6 text-center text-sm text-muted-foreground">
              {emptyText}
            </Command.Empty>
            {clearLabel !== undefined && (
              <Command.Item
                value={CLEAR_ITEM_VALUE}
                keywords={[clearLabel]}
                onSelect={() => choose(null)}
                className={itemClassName}
              >
                <CheckIcon
                  className={cn('size-4', value === null ? 'opacity-100' : 'opacity-0')}
                  aria-hidden
                />
                {clearLabel}
              </Command.Item>
            )}
            {items.map((item) => (
              <Command.Item
                key={item.value}
                value={item.value}
                keywords={[item.label]}
                onSelect={() => choose(item.value)}
                className={itemClassName}
              >
                <CheckIcon
                  className={cn('size-4', item.value === value ? 'opacity-100' : 'opacity-0')}
                  aria-hidden
                />
                {item.label}
              </Command.Item>
            ))}
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

const itemClassName =
  'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-2.5 text-sm outline-hidden select-none data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground md:py-1.5';

/** Same component under its generic name, for pickers that do not list people. */
export const Combobox = MemberPicker;

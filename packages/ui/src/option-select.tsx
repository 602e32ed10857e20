import type { ComponentProps, ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export type OptionSelectProps = Omit<ComponentProps<typeof SelectTrigger>, 'children'> & {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown in the trigger while nothing is chosen. */
  placeholder?: ReactNode;
  disabled?: boolean;
};

/**
 * A Select over a fixed list of options. The other props (id, ref, className, ARIA attributes,
 * onBlur) go onto the trigger, so it can sit inside a FormField or beside its own Label.
 */
export function OptionSelect({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  ...trigger
}: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

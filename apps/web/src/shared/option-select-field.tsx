import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField, OptionSelect, type SelectOption } from '@lectern/ui';

/**
 * A react-hook-form field chosen from a fixed list: the label, the select and the inline error
 * slot, wired to the form's `control`. An empty value shows the placeholder.
 */
export function OptionSelectField<T extends FieldValues, Context, Submitted extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
  error,
  placeholder,
  disabled,
}: {
  /** The form's control, whatever its resolver turns the values into on submit. */
  control: Control<T, Context, Submitted>;
  name: Path<T>;
  id: string;
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  placeholder?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, ref } }) => (
            <OptionSelect
              {...field}
              ref={ref}
              value={value === '' ? undefined : value}
              onValueChange={onChange}
              options={options}
              placeholder={placeholder}
              disabled={disabled}
            />
          )}
        />
      )}
    </FormField>
  );
}

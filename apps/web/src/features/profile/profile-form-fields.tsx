import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import {
  Checkbox,
  FormField,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@lectern/ui';

/** A drop-down bound to a form field; `options` maps each stored value to its label. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  options,
  disabled,
  placeholder,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  options: Readonly<Record<string, string>>;
  disabled: boolean;
  placeholder?: string;
}) {
  return (
    <FormField id={id} label={label}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              value={field.value || undefined}
              onValueChange={field.onChange}
              disabled={disabled}
            >
              <SelectTrigger
                {...controlProps}
                ref={field.ref}
                className="w-full min-h-11 md:min-h-9"
              >
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {Object.entries(options).map(([value, text]) => (
                  <SelectItem key={value} value={value}>
                    {text}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}

/** A checkbox bound to a boolean form field, with its label beside it (44px touch row). */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  disabled,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={id}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            disabled={disabled}
          />
          <Label htmlFor={id} className="font-normal">
            {label}
          </Label>
        </div>
      )}
    />
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Input } from './input';
import { Label } from './label';

/** What a form control needs so its label, description and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string;
}

export interface FormFieldProps {
  /** The control's id; the label, description and error slot are tied to it. */
  id: string;
  label: ReactNode;
  /** A hint under the control (e.g. "Suggested size: 200x100px"). */
  description?: ReactNode;
  /** The field's one message, shown in the inline error slot under the control. */
  error?: string | undefined;
  className?: string;
  /** Renders the control with the ids and ARIA attributes it needs spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with an optional description and one inline error slot underneath.
 * The slot is always present (and announced politely), so errors do not shift the layout.
 * Knows nothing of any form library: pass `register(...)` or a controlled value to the control.
 */
export function FormField({ id, label, description, error, className, children }: FormFieldProps) {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <div data-slot="form-field" className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': description === undefined ? errorId : `${errorId} ${descriptionId}`,
      })}
      {description !== undefined && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      <p id={errorId} className="min-h-5 text-sm text-destructive" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

export type InputFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentProps<typeof Input>, 'id' | 'className' | 'children'>;

/**
 * A FormField whose control is a plain Input: the rest of the props (type, `register(...)`'s
 * name, ref and handlers, min/max…) go onto the input after the field's ids and ARIA attributes.
 */
export function InputField({
  id,
  label,
  description,
  error,
  className,
  ...input
}: InputFieldProps) {
  return (
    <FormField id={id} label={label} description={description} error={error} className={className}>
      {(field) => <Input {...field} {...input} />}
    </FormField>
  );
}

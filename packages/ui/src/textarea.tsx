import type { ComponentProps } from 'react';
import { cn } from './cn';
import { fieldClassName } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldClassName, 'field-sizing-content min-h-20 py-2', className)}
      {...props}
    />
  );
}

import type { ComponentProps } from 'react';
import { Loader2Icon } from 'lucide-react';
import { cn } from './cn';

export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <Loader2Icon
      role="status"
      aria-label="Loading"
      className={cn('size-8 animate-spin text-primary', className)}
      {...props}
    />
  );
}

/** One spinner in the middle of the available area (the page-level loading state). */
export function CenteredSpinner({ className }: { className?: string }) {
  return (
    <div
      data-slot="centered-spinner"
      className={cn('flex min-h-[50dvh] w-full flex-1 items-center justify-center', className)}
    >
      <Spinner />
    </div>
  );
}

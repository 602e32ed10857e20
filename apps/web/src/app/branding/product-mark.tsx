import { MicVocalIcon } from 'lucide-react';
import { cn } from '@lectern/ui';

/** The platform logo when one is configured, else the default icon. */
export function ProductMark({ logoUrl, className }: { logoUrl: string | null; className?: string }) {
  if (logoUrl !== null) {
    return <img src={logoUrl} alt="" className={cn('size-9 rounded-md object-contain', className)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md bg-primary text-primary-foreground',
        className,
      )}
    >
      <MicVocalIcon className="size-5" />
    </span>
  );
}

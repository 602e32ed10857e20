import { MicVocalIcon } from 'lucide-react';
import { PlatformLogo } from './platform-logo';

/** The platform logo when one is configured, else the default icon. */
export function ProductMark({ logoUrl }: { logoUrl: string | null }) {
  if (logoUrl !== null) return <PlatformLogo logoUrl={logoUrl} />;
  return (
    <span
      aria-hidden
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground"
    >
      <MicVocalIcon className="size-5" />
    </span>
  );
}

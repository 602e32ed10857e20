import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@lectern/ui';

// The toast region (Radix Toast and its layers) loads with the first toast, not with every page.
const Toaster = lazy(() =>
  import('@lectern/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** Mounts the toast region once anything has been toasted, and keeps it mounted from then on. */
export function ToasterOnDemand() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

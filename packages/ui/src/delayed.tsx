import { useEffect, useState, type ReactNode } from 'react';

/** Loading indicators for waits shorter than this only flicker, so they are not shown. */
export const LOADING_INDICATOR_DELAY_MS = 500;

/** Renders its children only after `delayMs`; use around skeletons and other loading states. */
export function Delayed({
  children,
  delayMs = LOADING_INDICATOR_DELAY_MS,
}: {
  children: ReactNode;
  delayMs?: number;
}) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible ? children : null;
}

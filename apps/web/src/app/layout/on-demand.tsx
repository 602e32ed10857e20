import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** What a placeholder trigger needs: open the real thing, and start loading it early on intent. */
export interface OnDemandTriggerProps {
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * A menu or popover whose code loads on first use: until then `placeholder` draws the same
 * trigger as plain markup; pressing it loads the component and renders it already open. Keeps
 * Radix menus, popovers and their positioning out of the first signed-in screen's bundle.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
) {
  let loading: Promise<{ default: ComponentType<P & { defaultOpen?: boolean }> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Component = lazy(preload);

  return function OnDemand({
    placeholder,
    ...props
  }: P & { placeholder: (trigger: OnDemandTriggerProps) => ReactNode }) {
    const [wanted, setWanted] = useState(false);
    const trigger: OnDemandTriggerProps = {
      onClick: () => setWanted(true),
      onKeyDown: (event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setWanted(true);
      },
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
    };
    if (!wanted) return placeholder(trigger);
    return (
      <Suspense fallback={placeholder(trigger)}>
        <Component {...(props as P)} defaultOpen />
      </Suspense>
    );
  };
}

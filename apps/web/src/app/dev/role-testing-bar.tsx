import { useEffect } from 'react';
import { cn } from '@lectern/ui';
import {
  ROLE_TESTING_OPTIONS,
  ROLE_TESTING_TEXT,
  setRoleOverride,
  toggleRoleTestingBar,
  useRoleOverride,
  useRoleTestingBarVisible,
} from './role-testing';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function RoleButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'min-h-9 rounded-md border px-2.5 text-xs font-medium',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'bg-background hover:bg-accent',
      )}
    >
      {children}
    </button>
  );
}

/** Layout: the hidden role-testing bar, toggled with Shift+T (development builds). */
export default function RoleTestingBar() {
  const visible = useRoleTestingBarVisible();
  const override = useRoleOverride();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'T' || !event.shiftKey || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (isTyping(event.target)) return;
      toggleRoleTestingBar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!visible) return null;
  return (
    <section
      aria-label={ROLE_TESTING_TEXT.title}
      className="lectern-role-testing-bar fixed inset-x-0 bottom-16 z-50 border-t border-dashed bg-muted/95 px-3 py-2 md:bottom-0 print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2">
        <span className="text-xs font-semibold">{ROLE_TESTING_TEXT.title}</span>
        <RoleButton pressed={override === null} onClick={() => setRoleOverride(null)}>
          {ROLE_TESTING_TEXT.automatic}
        </RoleButton>
        {ROLE_TESTING_OPTIONS.map((option) => (
          <RoleButton
            key={option.role}
            pressed={override === option.role}
            onClick={() => setRoleOverride(option.role)}
          >
            {option.label}
          </RoleButton>
        ))}
        <span className="text-xs text-muted-foreground">{ROLE_TESTING_TEXT.hint}</span>
      </div>
    </section>
  );
}

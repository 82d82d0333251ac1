import { AlertDialog, useLeaveGuard } from '@pharmacy/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useUnsavedChanges } from './unsavedChanges';

/** Asks the page's changed form before a navigation; true when it may go on now (nothing is changed). */
type Guard = (leave: () => void) => boolean;

const LeaveGuardContext = createContext<{ current: Guard | null } | null>(null);

/** Where the page form's guard lives, for the links of the shell to ask it. */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const guard = useRef<Guard | null>(null);
  return <LeaveGuardContext.Provider value={guard}>{children}</LeaveGuardContext.Provider>;
}

/**
 * For the shell's links: `tryLeave(leave)` is true when the page may be left now; otherwise the page's form asks
 * 'Bỏ thay đổi?' and runs `leave` once the changes are discarded.
 */
export function useTryLeave(): Guard {
  const guard = useContext(LeaveGuardContext);
  return useCallback((leave) => guard?.current?.(leave) ?? true, [guard]);
}

/**
 * A form that is a page of its own (not a dialog): while `dirty`, following a link of the shell, the browser's Back
 * and closing the tab ask first, as a changed dialog does (docs/product/conventions.md#unsaved-changes). Render the
 * question it returns.
 */
export function usePageLeaveGuard(dirty: boolean): ReactNode {
  const guard = useContext(LeaveGuardContext);
  const labels = useUnsavedChanges(dirty);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const ask = useCallback((leave: () => void) => setLeaving(() => leave), []);
  useLeaveGuard(dirty, ask);
  useEffect(() => {
    if (!guard || !dirty) return;
    const own: Guard = (leave) => {
      ask(leave);
      return false;
    };
    guard.current = own;
    return () => {
      if (guard.current === own) guard.current = null;
    };
  }, [guard, dirty, ask]);
  return (
    <AlertDialog
      open={leaving !== null}
      onOpenChange={(open) => {
        if (!open) setLeaving(null);
      }}
      tone="critical"
      title={labels.title}
      description={labels.description}
      confirmLabel={labels.discardLabel}
      cancelLabel={labels.keepLabel}
      onConfirm={() => leaving?.()}
    />
  );
}

import { AlertDialog, useLeaveGuard } from '@pharmacy/ui';
import { type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { type Guard, LeaveGuardContext } from './leaveGuard';
import { useUnsavedChanges } from './unsavedChanges';

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

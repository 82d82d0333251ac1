import { createContext, type ReactNode, useCallback, useContext, useRef } from 'react';

/** Asks the page's changed form before a navigation; true when it may go on now (nothing is changed). */
export type Guard = (leave: () => void) => boolean;

export const LeaveGuardContext = createContext<{ current: Guard | null } | null>(null);

/**
 * Where the page form's guard lives, for the links of the shell to ask it. The question itself (`usePageLeaveGuard`,
 * in pageLeaveGuard.tsx) comes with the page that asks it: the shell carries no dialog.
 */
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

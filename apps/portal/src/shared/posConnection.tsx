import { createContext, createElement, type ReactNode, useContext } from 'react';

const PosConnectionContext = createContext<boolean | null>(null);

/**
 * Whether the pharmacy's KiotViet connection is switched on. Every POS sync button ('Đồng bộ POS' of the suppliers,
 * an order's sync) is disabled while it is not (spec 1 §6). The connection-status route comes with issue 14
 * (`GET /api/pos-settings/status`, its `is_active`); until it exists there is no connection to read, which counts
 * as inactive. This hook is the one place to switch to that route.
 */
export function usePosConnectionActive(): boolean {
  return useContext(PosConnectionContext) ?? false;
}

/** Stands in for the connection's state below it: stories (and tests) of the screens while connected. */
export function PosConnectionProvider({ active, children }: { active: boolean; children?: ReactNode }) {
  return createElement(PosConnectionContext.Provider, { value: active }, children);
}

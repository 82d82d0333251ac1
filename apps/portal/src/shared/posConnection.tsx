import { usePosConnectionStatus } from '@pharmacy/api-client/swr/posStatus';
import { createContext, createElement, type ReactNode, useContext } from 'react';

const PosConnectionContext = createContext<boolean | null>(null);

/**
 * Whether the pharmacy's KiotViet connection is switched on (`GET /api/pos-settings/status`, its `is_active`). Every
 * sync button of the synced lists and the suppliers is disabled while it is not
 * (docs/product/sync.md#connection-required); no
 * answer yet, or none at all, counts as inactive. The status is shared with the header's indicator (one request).
 */
export function usePosConnectionActive(): boolean {
  const provided = useContext(PosConnectionContext);
  const { data } = usePosConnectionStatus(undefined, provided === null);
  return provided ?? data?.data.is_active ?? false;
}

/** Stands in for the connection's state below it: stories (and tests) of the screens while connected. */
export function PosConnectionProvider({ active, children }: { active: boolean; children?: ReactNode }) {
  return createElement(PosConnectionContext.Provider, { value: active }, children);
}

import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the portal reports (docs/product/shell-and-auth.md#analytics-events): a sign-in with the staff role, a
 * sign-out.
 */
export type AnalyticsEvent =
  | { name: 'USER_LOGIN'; properties: { role: string } }
  | { name: 'USER_LOGOUT'; properties?: undefined };

/**
 * Where events go. The portal ships no analytics service: a deployment that has one passes its own tracker to
 * `<AnalyticsProvider>` (a few lines around its SDK's `track`).
 */
export interface AnalyticsTracker {
  track(event: AnalyticsEvent): void;
}

/** Records nothing: the production default, so no data leaves the pharmacy unless someone decides it should. */
export const noopTracker: AnalyticsTracker = { track() {} };

/** Logs each event to the console, for development. */
export const consoleTracker: AnalyticsTracker = {
  track(event) {
    console.info('[analytics]', event.name, event.properties ?? {});
  },
};

const AnalyticsContext = createContext<AnalyticsTracker>(noopTracker);

export function AnalyticsProvider({ tracker, children }: { tracker: AnalyticsTracker; children: ReactNode }) {
  return <AnalyticsContext.Provider value={tracker}>{children}</AnalyticsContext.Provider>;
}

export function useAnalytics(): AnalyticsTracker {
  return useContext(AnalyticsContext);
}

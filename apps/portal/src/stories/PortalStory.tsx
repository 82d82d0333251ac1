import { AUTH_TOKEN_KEY, createApiClient } from '@pharmacy/api-client';
import type { Decorator, Meta } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/App';
import { AppProviders } from '../app/AppProviders';
import { useSession } from '../features/auth/session';
import { noopTracker } from '../shared/analytics';
import { CurrentUserProvider } from '../shared/currentUser';
import { PosConnectionProvider } from '../shared/posConnection';
import type { Recorder } from './storyApi';

/**
 * How long a play waits for what a screen shows after loading (its lazy chunk, then the stand-in API's answer). Ample:
 * on a loaded 2-core machine Vite compiles a screen's chunk on first use for seconds; a wait that ends early is a flaky
 * test, one that ends late costs nothing when the screen is right.
 */
export const STORY_WAIT_MS = 15_000;

/** `STORY_WAIT_MS` as testing-library's `find…` and `waitFor` take it. */
export const WAIT = { timeout: STORY_WAIT_MS };

/**
 * A list screen's stories run on a desktop (their plays read a table); its `Phone` story fixes the phone the portal
 * is measured on, 375 px, where the rows are cards.
 */
export const onDesktop = { viewport: { value: 'desktop', isRotated: false } };
export const onPhone = { viewport: { value: 'phone', isRotated: false } };

/** Queries of the whole page: dialogs, drawers, menus and toasts are portalled out of the canvas. */
export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * What every screen story file's meta holds: the whole portal on `path`, signed in, with these stand-in handlers;
 * `recorders` (of requests) start empty for each story.
 */
export function screenStories(
  path: string,
  handlers?: RequestHandler[] | Record<string, RequestHandler[]>,
  recorders: readonly Recorder[] = [],
) {
  return {
    component: PortalStory,
    parameters: handlers ? { layout: 'fullscreen', msw: { handlers } } : { layout: 'fullscreen' },
    args: { path },
    beforeEach: () => {
      for (const requests of recorders) requests.reset();
      return storeStoryToken();
    },
  } satisfies Meta<typeof PortalStory>;
}

/** Stories of the sync buttons at work: the KiotViet connection is switched on (without asking its status). */
export const connected: Decorator = (Story) => (
  <PosConnectionProvider active>
    <Story />
  </PosConnectionProvider>
);

/** The KiotViet connection is switched off: every sync button is disabled. */
export const disconnected: Decorator = (Story) => (
  <PosConnectionProvider active={false}>
    <Story />
  </PosConnectionProvider>
);

/**
 * Finds an open dialog (drawer, sheet, alert dialog) by its name once it has faded in. A modal is in the page, and takes
 * focus and clicks, a frame before it starts to show; a play that acts in that frame checks what is on screen against
 * a panel still at opacity 0 (seen failing on a loaded machine). A person acts on what they see: so does the play.
 */
export async function findModal(
  /** Any element of the page, or queries bound to its body. */
  page: HTMLElement | ReturnType<typeof within>,
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  const body = page instanceof HTMLElement ? within(page.ownerDocument.body) : page;
  const modal = await body.findByRole(role, { name }, WAIT);
  await waitFor(() => expect(modal).toBeVisible(), WAIT);
  return modal;
}

/** A toast saying `text`, once it has slid in (it starts transparent). */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  const found = await bodyOf(canvasElement).findByText(text, {}, WAIT);
  await waitFor(() => expect(found).toBeVisible(), WAIT);
}

/**
 * For stories that start signed in: the session restores from this token through the mocked `/auth/me`.
 * Set at the start of each story (a cleanup does not run after a file's last story, and storage is shared).
 */
export function storeStoryToken() {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(AUTH_TOKEN_KEY, 'story-token');
  return () => {
    localStorage.clear();
    sessionStorage.clear();
  };
}

/**
 * `children` once the session is restored, with the signed-in user and a data cache of their own, as the app gives
 * each session (so nothing another story loaded, failed or left loading answers for this one).
 */
function SignedIn({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status !== 'signedIn') return null;
  return (
    <CurrentUserProvider user={state.user}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </CurrentUserProvider>
  );
}

export interface PortalStoryProps {
  /** The address the story starts on. */
  path?: string;
  /** A part of the portal to show instead of the whole app (a flow, the header's indicator). */
  children?: ReactNode;
  /** Shows `children` only once the session is restored, as the signed-in shell does. */
  signedIn?: boolean;
}

/**
 * Renders portal screens as the app does (providers, session, router), in the catalogue's language, on an
 * address of its own (an in-memory location, so the catalogue's URL is left alone). API calls go to MSW.
 */
export function PortalStory({ path = '/', children, signedIn = false }: PortalStoryProps) {
  const { i18n } = useTranslation();
  const [client] = useState(() => createApiClient());
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children === undefined ? (
        <App i18n={i18n} client={client} tracker={noopTracker} />
      ) : (
        <AppProviders i18n={i18n} client={client} tracker={noopTracker}>
          {signedIn ? <SignedIn>{children}</SignedIn> : children}
        </AppProviders>
      )}
    </Router>
  );
}

import { AUTH_TOKEN_KEY, createApiClient, type User } from '@pharmacy/api-client';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/App';
import { AppProviders } from '../app/AppProviders';
import { storageOwner } from '../features/auth/userStorage';
import { noopTracker } from '../shared/analytics';

/** The signed-in user of the screen stories (what `GET /api/v1/auth/me` answers in them). */
export const storyUser: User = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'demo',
  name: 'Nguyễn Thị Lan',
  email: 'demo@ankhang.vn',
  gender: 'Nữ',
  pharmacies: [{ id: '00000000-0000-4000-8000-000000000002', name: 'Nhà thuốc An Khang Demo' }],
  staff: { role: 'owner' },
};

/** Whose items the screen stories store and read (shared/pharmacyStorage.tsx). */
export const storyOwner = storageOwner(storyUser);

/** What the stand-in API answers after a delay, so busy states are seen (answers are awaited for seconds). */
export const STORY_API_DELAY_MS = 600;

/**
 * How long a play waits for what a screen shows after loading (its lazy chunk, then the stand-in API's answer). Ample:
 * on a loaded 2-core machine Vite compiles a screen's chunk on first use for seconds; a wait that ends early is a flaky
 * test, one that ends late costs nothing when the screen is right.
 */
export const STORY_WAIT_MS = 15_000;

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
  const modal = await body.findByRole(role, { name }, { timeout: STORY_WAIT_MS });
  await waitFor(() => expect(modal).toBeVisible(), { timeout: STORY_WAIT_MS });
  return modal;
}

/** A toast saying `text`, once it has slid in (it starts transparent). */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  const found = await within(canvasElement.ownerDocument.body).findByText(
    text,
    {},
    { timeout: STORY_WAIT_MS },
  );
  await waitFor(() => expect(found).toBeVisible(), { timeout: STORY_WAIT_MS });
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
 * Renders portal screens as the app does (providers, session, router), in the catalogue's language, on an
 * address of its own (an in-memory location, so the catalogue's URL is left alone). API calls go to MSW.
 */
export function PortalStory({ path = '/', children }: { path?: string; children?: ReactNode }) {
  const { i18n } = useTranslation();
  const [client] = useState(() => createApiClient());
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children === undefined ? (
        <App i18n={i18n} client={client} tracker={noopTracker} />
      ) : (
        <AppProviders i18n={i18n} client={client} tracker={noopTracker}>
          {children}
        </AppProviders>
      )}
    </Router>
  );
}

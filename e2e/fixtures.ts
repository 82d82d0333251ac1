import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** The demo accounts the server creates on a fresh data directory (apps/server/src/seed/demo.ts). */
export const DEMO = { username: 'demo', password: 'demo1234', name: 'Nguyễn Thị Lan' } as const;
/** The second demo pharmacy's account: journeys that change an account's password use it, not DEMO. */
export const OTHER = { username: 'phuckhang', password: 'demo1234' } as const;
/** OTHER's password once the account journey has changed it (it leaves it so). */
export const OTHER_CHANGED_PASSWORD = 'doi-mat-khau-2026';

/** The demo pharmacy signed in through the API: the headers of its requests and its id. */
export async function demoSession(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/pharmacies/login', {
    data: { username: DEMO.username, password: DEMO.password },
  });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { data: { token: string; user: { pharmacies: { id: string }[] } } };
  return {
    headers: { authorization: `Bearer ${session.data.token}` },
    pharmacyId: session.data.user.pharmacies[0]?.id ?? '',
  };
}

export const TOKEN_KEY = 'app.auth.token';
export const USER_KEY = 'app-user-storage';

/**
 * Waits until every finite animation and transition on the page has ended (a toast or an overlay fading in).
 * Mid-fade, text is drawn at part opacity and axe measures a contrast that nobody sees once it settles. Endless
 * ones (a spinner, a skeleton's pulse) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Every page and open overlay a journey reaches is checked: zero violations (WCAG 2.x A and AA rules). */
export async function expectAccessible(page: Page, where: string) {
  await settleAnimations(page);
  // Legacy mode runs axe in the page as it is instead of opening a blank page to merge each frame's results (the
  // portal has no cross-origin frames), and only the violations come back: a check costs a third of what it did.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe on ${where}`).toEqual([]);
}

export async function signIn(page: Page, { username, password }: { username: string; password: string }) {
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The header's account button, named by the user's name and 'Pharmacy admin'. */
export const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /Pharmacy admin/ });

export const test = base.extend<{ consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is unset: run the journeys through e2e/playwright.config.ts');
    await use(url);
  },
  // A journey fails on anything the page reports as an error that the journey did not expect: an uncaught
  // exception, a Content-Security-Policy violation, a failed chunk load.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The browser logs every 4xx answer; the journeys provoke some on purpose (a wrong password, a revoked
        // token), and the portal handles them.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
        errors.push(text);
      });
      await use(errors);
      expect(errors, 'errors reported by the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

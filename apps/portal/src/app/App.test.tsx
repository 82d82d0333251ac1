import { AUTH_TOKEN_KEY, createApiClient } from '@pharmacy/api-client';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY } from '../features/auth/userStorage';
import type { AnalyticsEvent } from '../shared/analytics';
import { ownedKey } from '../shared/pharmacyStorage';
import { App } from './App';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'demo',
  name: 'Nguyễn Thị Lan',
  email: 'lan@example.vn',
  gender: null,
  pharmacies: [{ id: '00000000-0000-4000-8000-000000000002', name: 'Nhà thuốc An Khang' }],
  staff: { role: 'owner' },
};

/** What another user of the same browser left: their own summaries, and a summary kept before items had owners. */
const otherUsers = {
  [ownedKey('salesOrderSummaries', { userId: 'u-minh', pharmacyId: 'p-phuckhang' })]: '{"o1":{}}',
  'app.salesOrderSummaries': '{"o2":{}}',
};
const lansKey = ownedKey('salesOrderSummaries', {
  userId: user.id,
  pharmacyId: user.pharmacies[0]?.id ?? '',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The shell's code is a lazy chunk, compiled on first use here: seconds on a loaded machine. */
const SHELL = { timeout: 15_000 };

/** The real app against a stand-in API: each test says how `/me`, sign-in and sign-out answer. */
function renderApp(answers: Record<string, (request: Request) => Response>) {
  const requests: Request[] = [];
  const events: AnalyticsEvent[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    const answer = answers[new URL(request.url).pathname];
    return answer ? answer(request) : json({ message: 'Không tìm thấy', error: 'NOT_FOUND' }, 404);
  });
  const client = createApiClient({ baseUrl: 'http://portal.test', fetch });
  render(<App client={client} tracker={{ track: (event) => events.push(event) }} />);
  return { requests, events };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  // jsdom has no layout: the shell asks whether the viewport is a phone's, and here it never is.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('App', { timeout: 30_000 }, () => {
  it('without a stored session shows the login screen; signing in stores the session and shows the shell', async () => {
    for (const [key, value] of Object.entries(otherUsers)) localStorage.setItem(key, value);
    const { requests, events } = renderApp({
      '/api/v1/auth/pharmacies/login': () =>
        json({ data: { user, token: 'tok-1', expires_at: '2030-01-01' } }),
    });
    expect(screen.getByText('Sign in to access the order management system')).toBeDefined();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: '  demo ' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo1234' } });
    fireEvent.click(submit);

    // The welcome toast shows on sign-in and leaves 5 s later, however long the shell then takes to load.
    await screen.findByText('Welcome, Nguyễn Thị Lan!');
    await screen.findByRole('navigation', { name: 'Điều hướng chính' }, SHELL);
    expect(await requests[0]?.json()).toEqual({ username: 'demo', password: 'demo1234' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toEqual({ user });
    expect(events).toEqual([{ name: 'USER_LOGIN', properties: { role: 'owner' } }]);
    // Nothing another user kept on this browser is left once someone signs in.
    for (const key of Object.keys(otherUsers)) expect(localStorage.getItem(key)).toBeNull();
    // The root goes to the purchase orders.
    await screen.findByRole('heading', { level: 1, name: 'Danh sách đơn đặt hàng' }, SHELL);
    expect(window.location.pathname).toBe('/purchase-orders');
  });

  it('restores a stored session through /me, showing the checking message meanwhile', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-2');
    const { requests } = renderApp({ '/api/v1/auth/me': () => json({ data: { user } }) });
    expect(screen.getByRole('status').textContent).toContain('Đang kiểm tra đăng nhập...');
    // The shell's header holds the user menu (jsdom counts a screen's own <header> in <main> as a banner too).
    expect(
      await screen.findByRole('button', { name: /Nguyễn Thị Lan\s*Pharmacy admin/ }, SHELL),
    ).toBeDefined();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-2');
  });

  it('a refused stored token clears the session and says so on the login screen', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ user }));
    localStorage.setItem(lansKey, '{"o3":{}}');
    window.history.replaceState(null, '', '/suppliers?page=2');
    renderApp({
      '/api/v1/auth/me': () => json({ message: 'Phiên đăng nhập đã hết hạn', error: 'UNAUTHORIZED' }, 401),
    });
    await screen.findByText('Session expired');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(lansKey)).toBeNull();
    // The address is kept, so signing in again shows the page the user was on.
    expect(window.location.pathname + window.location.search).toBe('/suppliers?page=2');
  });

  it('another tab signs in as someone else: this one confirms the new token before it shows anything', async () => {
    const minh = {
      ...user,
      id: 'u-minh',
      name: 'Trần Văn Minh',
      pharmacies: [{ id: 'p-pk', name: 'Phúc Khang' }],
    };
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-lan');
    const { requests } = renderApp({
      '/api/v1/auth/me': (request) =>
        json({ data: { user: request.headers.get('authorization') === 'Bearer tok-minh' ? minh : user } }),
    });
    expect(await screen.findByRole('button', { name: /Nguyễn Thị Lan/ }, SHELL)).toBeDefined();
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-minh');
    fireEvent(
      window,
      new StorageEvent('storage', { key: AUTH_TOKEN_KEY, oldValue: 'tok-lan', newValue: 'tok-minh' }),
    );
    expect(screen.getByRole('status').textContent).toContain('Đang kiểm tra đăng nhập...');
    const confirmed = await screen.findByRole('button', { name: /Trần Văn Minh/ }, SHELL);
    expect(confirmed).toBeDefined();
    expect(screen.queryByText('Nguyễn Thị Lan')).toBeNull();
    expect(requests.at(-1)?.headers.get('authorization')).toBe('Bearer tok-minh');
  });

  it('a server that cannot be reached while restoring offers a retry instead of signing out', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-3');
    let reachable = false;
    renderApp({
      '/api/v1/auth/me': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return json({ data: { user } });
      },
    });
    await screen.findByText('Không thể kết nối đến server');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-3');
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await screen.findByRole('navigation', { name: 'Điều hướng chính' }, SHELL);
  });
});

import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard';

/** The `popstate` a router hears: it subscribes when it first renders, after the guard's module loaded. */
function routerListener() {
  const heard = vi.fn();
  window.addEventListener('popstate', heard);
  return { heard, stop: () => window.removeEventListener('popstate', heard) };
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveGuard', () => {
  let router: ReturnType<typeof routerListener> | undefined;
  afterEach(() => router?.stop());

  it('holds Back while a form is changed: the address stays, and leaving runs only when confirmed', async () => {
    window.history.pushState(null, '', '/purchase-orders');
    window.history.pushState(null, '', '/suppliers');
    router = routerListener();
    const onLeave = vi.fn();
    renderHook(() => useLeaveGuard(true, onLeave));

    window.history.back();
    await vi.waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/suppliers');
    expect(router.heard).not.toHaveBeenCalled();
    expect(onLeave).toHaveBeenCalledTimes(1);

    const leave = onLeave.mock.calls[0]?.[0] as () => void;
    leave();
    expect(window.location.pathname).toBe('/purchase-orders');
    expect(router.heard).toHaveBeenCalledTimes(1);
  });

  it('asks the browser before the tab is closed or reloaded, only while changed', () => {
    const { rerender, unmount } = renderHook(({ when }) => useLeaveGuard(when, vi.fn()), {
      initialProps: { when: false },
    });
    expect(unloadPrevented()).toBe(false);
    rerender({ when: true });
    expect(unloadPrevented()).toBe(true);
    unmount();
    expect(unloadPrevented()).toBe(false);
  });

  it('lets Back through untouched once the form is unchanged', async () => {
    window.history.pushState(null, '', '/branch-sync');
    window.history.pushState(null, '', '/customer-sync');
    router = routerListener();
    const onLeave = vi.fn();
    renderHook(() => useLeaveGuard(false, onLeave));
    window.history.back();
    await vi.waitFor(() => expect(router?.heard).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/branch-sync');
    expect(onLeave).not.toHaveBeenCalled();
  });
});

import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard';

/** The next `popstate` the router would hear (a listener added before the guard's, as an app's router is). */
function routerListener() {
  const heard = vi.fn();
  window.addEventListener('popstate', heard);
  return { heard, stop: () => window.removeEventListener('popstate', heard) };
}

/** Waits for the next `popstate`; made before the guard, so its listener runs first. */
const nextPopState = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true, capture: true });
  });

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
    const popped = nextPopState();
    renderHook(() => useLeaveGuard(true, onLeave));

    window.history.back();
    await popped;
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
    const popped = nextPopState();
    renderHook(() => useLeaveGuard(false, onLeave));
    window.history.back();
    await popped;
    expect(window.location.pathname).toBe('/branch-sync');
    expect(router.heard).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();
  });
});

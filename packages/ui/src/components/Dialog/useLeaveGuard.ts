import { useEffect, useRef } from 'react';

/**
 * While `when` holds, leaving the page asks first. Closing or reloading the tab gets the browser's own question (it
 * shows no text of ours). The browser's Back and Forward are held: the address goes back to where the person is, and
 * `onLeave` is called with the navigation they asked for, to run once they confirm. No router is involved: the
 * navigation is a history entry and a `popstate`, which any router that follows the address reads.
 */
export function useLeaveGuard(when: boolean, onLeave: (leave: () => void) => void): void {
  const latest = useRef(onLeave);
  latest.current = onLeave;

  useEffect(() => {
    if (!when) return;
    const here = window.location.href;
    let leaving = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 asks only when returnValue is set.
      event.returnValue = '';
    };
    const popState = (event: PopStateEvent) => {
      if (leaving) return;
      // Captured at the window before the router's own listener, which must not see the move.
      event.stopImmediatePropagation();
      const target = window.location.href;
      window.history.pushState(window.history.state, '', here);
      latest.current(() => {
        leaving = true;
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('popstate', popState, { capture: true });
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', popState, { capture: true });
    };
  }, [when]);
}

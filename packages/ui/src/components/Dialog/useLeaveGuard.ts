import { useEffect, useRef } from 'react';

/** A guard holding the browser's Back or Forward: true when it held this move. */
type PopStateGuard = (event: PopStateEvent) => boolean;

/** The guards of the changed forms on screen; the last one set up answers. */
const popStateGuards: PopStateGuard[] = [];

let installed = false;

/**
 * Adds the one `popstate` listener the guards answer through. An app calls it before its router first renders
 * (its entry module): listeners run in the order they were added — Chromium runs a window's bubbling listeners
 * before its capturing ones — so only a listener added before the router's can keep the router from seeing a move
 * a guard holds. Calling it again does nothing; loading this module calls it too, for apps that load the module
 * before their router.
 */
export function installLeaveGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    const guard = popStateGuards.at(-1);
    if (guard?.(event)) event.stopImmediatePropagation();
  });
}

installLeaveGuard();

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
    const hold: PopStateGuard = () => {
      if (leaving) return false;
      const target = window.location.href;
      window.history.pushState(window.history.state, '', here);
      latest.current(() => {
        leaving = true;
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
      return true;
    };
    window.addEventListener('beforeunload', beforeUnload);
    popStateGuards.push(hold);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      popStateGuards.splice(popStateGuards.indexOf(hold), 1);
    };
  }, [when]);
}

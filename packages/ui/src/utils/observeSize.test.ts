import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeSize } from './observeSize';

describe('observeSize', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('measures once where there is no ResizeObserver, and stops quietly', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const measure = vi.fn();
    const stop = observeSize([document.createElement('div')], measure);
    expect(measure).toHaveBeenCalledTimes(1);
    stop();
  });

  it('measures again on every resize of the elements given, skipping absent ones, until stopped', () => {
    const observed: Element[] = [];
    let notify = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect = disconnect;
      },
    );
    const box = document.createElement('div');
    const measure = vi.fn();
    const stop = observeSize([box, null, undefined], measure);
    expect(observed).toEqual([box]);
    notify();
    expect(measure).toHaveBeenCalledTimes(2);
    stop();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});

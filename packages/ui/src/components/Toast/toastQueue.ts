/** One toast in the queue: the caller's content plus its timing. */
export interface QueuedToast<T> {
  id: string;
  content: T;
  /** Time on screen in ms; `Infinity` keeps it until it is closed. */
  duration: number;
}

export interface ToastQueueOptions {
  /** How many toasts show at once; a newer one pushes the oldest out. */
  maxVisible: number;
  /** Time on screen when a toast gives none, in ms. */
  defaultDuration: number;
}

interface AddToastOptions {
  /** Reusing the id of a visible toast replaces it in place and restarts its timer. */
  id?: string;
  /** Time on screen in ms; a value that is not a positive finite number keeps the toast until it is closed. */
  duration?: number;
}

/**
 * The timing and queueing of toasts, without React or the DOM: a toast leaves when its time runs out, at most
 * `maxVisible` show (the newest win, because the latest message is the one the user is waiting for), and
 * every timer stops while any pause reason holds (pointer over the region, focus inside it) and continues
 * with the time that was left.
 */
export interface ToastQueue<T> {
  add(content: T, options?: AddToastOptions): string;
  /** Removes one toast, or all of them without an id. */
  dismiss(id?: string): void;
  /** Stops every timer for a reason ('hover', 'focus', …); timers run again once no reason is left. */
  pause(reason: string): void;
  resume(reason: string): void;
  isPaused(): boolean;
  /** The visible toasts, oldest first. A new array after every change, for `useSyncExternalStore`. */
  getSnapshot(): readonly QueuedToast<T>[];
  subscribe(listener: () => void): () => void;
  /** Clears every timer; the queue must not be used afterwards. */
  destroy(): void;
}

interface Entry<T> extends QueuedToast<T> {
  /** Time left in ms when the timer last stopped (or was first set). */
  remaining: number;
  /** When the running timer started, or null while stopped. */
  startedAt: number | null;
  timer: ReturnType<typeof setTimeout> | null;
}

function normaliseDuration(duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
}

export function createToastQueue<T>({ maxVisible, defaultDuration }: ToastQueueOptions): ToastQueue<T> {
  let entries: Entry<T>[] = [];
  let snapshot: readonly QueuedToast<T>[] = [];
  let counter = 0;
  const reasons = new Set<string>();
  const listeners = new Set<() => void>();

  const publish = () => {
    snapshot = entries.map(({ id, content, duration }) => ({ id, content, duration }));
    for (const listener of listeners) listener();
  };

  const stop = (entry: Entry<T>, now: number) => {
    if (entry.timer !== null) clearTimeout(entry.timer);
    if (entry.startedAt !== null) entry.remaining = Math.max(0, entry.remaining - (now - entry.startedAt));
    entry.timer = null;
    entry.startedAt = null;
  };

  const start = (entry: Entry<T>, now: number) => {
    if (reasons.size > 0 || entry.timer !== null || !Number.isFinite(entry.remaining)) return;
    entry.startedAt = now;
    entry.timer = setTimeout(() => remove(entry.id), entry.remaining);
  };

  const remove = (id: string) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    stop(entry, Date.now());
    entries = entries.filter((candidate) => candidate !== entry);
    publish();
  };

  return {
    add(content, options = {}) {
      const now = Date.now();
      const duration = normaliseDuration(options.duration ?? defaultDuration);
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      const existing = entries.find((entry) => entry.id === id);
      if (existing) {
        stop(existing, now);
        Object.assign(existing, { content, duration, remaining: duration });
        start(existing, now);
      } else {
        const entry: Entry<T> = { id, content, duration, remaining: duration, startedAt: null, timer: null };
        entries = [...entries, entry];
        start(entry, now);
        const overflow = entries.length - Math.max(1, maxVisible);
        if (overflow > 0) {
          for (const dropped of entries.slice(0, overflow)) stop(dropped, now);
          entries = entries.slice(overflow);
        }
      }
      publish();
      return id;
    },
    dismiss(id) {
      if (id !== undefined) {
        remove(id);
        return;
      }
      const now = Date.now();
      for (const entry of entries) stop(entry, now);
      entries = [];
      publish();
    },
    pause(reason) {
      const wasRunning = reasons.size === 0;
      reasons.add(reason);
      if (!wasRunning) return;
      const now = Date.now();
      for (const entry of entries) stop(entry, now);
    },
    resume(reason) {
      if (!reasons.delete(reason) || reasons.size > 0) return;
      const now = Date.now();
      for (const entry of entries) start(entry, now);
    },
    isPaused: () => reasons.size > 0,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    destroy() {
      for (const entry of entries) stop(entry, Date.now());
      listeners.clear();
    },
  };
}

/** What a fault does to the request it catches. */
export type FaultEffect =
  /** Answer with this status (5xx, 400…), with an optional Retry-After. */
  | { type: 'status'; status: number; retryAfterSeconds?: number; message?: string }
  /** 429 with Retry-After, as KiotViet does when the hourly GET budget is spent. */
  | { type: 'rateLimit'; retryAfterSeconds: number }
  /** Answer normally after this many real milliseconds (a POST is stored first, then answered late). */
  | { type: 'slow'; delayMs: number }
  /** Never answer: the connection stays open until the client gives up (or the simulator closes). */
  | { type: 'hang' }
  /** Close the connection without an answer (a reset). */
  | { type: 'drop' }
  /** 401 with KiotViet's `TokenException` body, as for a token it no longer accepts. */
  | { type: 'tokenException' }
  /** Answer normally but replace one field of the JSON body (`data.0.basePrice`): a malformed record. */
  | { type: 'corrupt'; path: string; value: unknown }
  /** Answer as if these query parameters had been sent (`{ currentItem: '0' }`: a store that ignores paging). */
  | { type: 'query'; set: Record<string, string> }
  /** Run code before answering (in-process only): edit or delete records between two pages of a listing. */
  | { type: 'beforeAnswer'; run: () => void };

export interface Fault {
  /** Which requests it catches; all when omitted. `path` matches the path exactly or as a prefix ending in `/`. */
  match?: { method?: string; path?: string };
  /** Let this many matching requests through first. */
  skip?: number;
  /** How many matching requests it catches (default 1). */
  times?: number;
  effect: FaultEffect;
}

interface ArmedFault {
  fault: Fault;
  skip: number;
  remaining: number;
}

/** Faults armed by a test, consumed in the order they were added. */
export class FaultQueue {
  #faults: ArmedFault[] = [];

  add(fault: Fault): void {
    const times = fault.times ?? 1;
    const skip = fault.skip ?? 0;
    if (!Number.isInteger(times) || times < 1 || !Number.isInteger(skip) || skip < 0) {
      throw new RangeError('a fault needs times ≥ 1 and skip ≥ 0');
    }
    this.#faults.push({ fault, skip, remaining: times });
  }

  clear(): void {
    this.#faults = [];
  }

  /** Faults not yet used up. */
  get pending(): number {
    return this.#faults.reduce((sum, armed) => sum + armed.remaining, 0);
  }

  /** The effect for this request, if an armed fault catches it. */
  take(method: string, path: string): FaultEffect | undefined {
    for (const armed of this.#faults) {
      const match = armed.fault.match;
      if (match?.method && match.method.toUpperCase() !== method) continue;
      if (match?.path && !(path === match.path || path.startsWith(`${match.path.replace(/\/$/, '')}/`)))
        continue;
      if (armed.skip > 0) {
        armed.skip -= 1;
        continue;
      }
      armed.remaining -= 1;
      if (armed.remaining === 0) this.#faults = this.#faults.filter((other) => other !== armed);
      return armed.fault.effect;
    }
    return undefined;
  }
}

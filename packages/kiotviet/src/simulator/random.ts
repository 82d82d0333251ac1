/**
 * Deterministic randomness: every generated value comes from a hash of (seed, what, index…), so any record can be
 * generated on its own, in any order, and is the same every time for the same seed.
 */

/** A 32-bit hash of a list of integers (murmur3-style mixing). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    // Values above 2^32 (ids, instants) also feed their high bits.
    const high = Math.floor(part / 0x1_0000_0000);
    if (high !== 0) h ^= Math.imul(high, 0x85ebca6b);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A small generator (mulberry32) for the values of one record. */
export class Random {
  #state: number;

  constructor(...seedParts: number[]) {
    this.#state = hash32(...seedParts);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) | 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** An index in [0, count) skewed towards the start (a few best sellers, a few regulars). */
  skewed(count: number, power = 2.2): number {
    return Math.min(count - 1, Math.floor(this.next() ** power * count));
  }
}

/** Turns a seed given as text or number into the integer the generators use. */
export function seedNumber(seed: string | number): number {
  if (typeof seed === 'number' && Number.isSafeInteger(seed)) return seed >>> 0;
  let h = 0;
  for (const char of String(seed)) h = hash32(h, char.codePointAt(0) ?? 0);
  return h;
}

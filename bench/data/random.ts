/**
 * A seeded random source for the data generator: the same seed gives the same rows, ids included, on every machine
 * and engine (Math.random and crypto.randomUUID cannot be seeded).
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A version-4-shaped uuid drawn from this source. */
  uuid(): string;
}

/** sfc32 (a small, fast, well-distributed generator) seeded through splitmix32, so a small integer seed works. */
export function createRandom(seed: number): Random {
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next32();
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  const random: Random = {
    next: () => next32() / 4294967296,
    int: (min, max) => min + Math.floor(random.next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(random.next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => random.next() < p,
    uuid: () => {
      const [w0, w1, w2, w3] = [next32(), next32(), next32(), next32()].map(hex) as [
        string,
        string,
        string,
        string,
      ];
      const variant = ((Number.parseInt(w2.slice(0, 1), 16) & 0x3) | 0x8).toString(16);
      return `${w0}-${w1.slice(0, 4)}-4${w1.slice(5, 8)}-${variant}${w2.slice(1, 4)}-${w2.slice(4)}${w3}`;
    },
  };
  return random;
}

/**
 * A seeded, portable PRNG: SFC32 (Chris Doty-Humphrey's "Small Fast Chaotic" generator,
 * from PractRand), seeded through SplitMix32. Every step is 32-bit integer arithmetic
 * (`Math.imul`, `>>> 0`), so the sequence is the same on every JavaScript engine.
 *
 * The state is four unsigned 32-bit integers: plain JSON, so a driver can be saved and
 * resumed. All functions are pure; `Rng` below is a small mutable convenience wrapper.
 */
export type RngState = readonly [number, number, number, number];

function splitmix32(x: number): [number, number] {
  x = (x + 0x9e3779b9) >>> 0;
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  z = (z ^ (z >>> 16)) >>> 0;
  return [x, z];
}

/** The initial state for a seed. Any finite number works; it is reduced to 32 bits. */
export function seedRng(seed: number): RngState {
  let s = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [next, z] = splitmix32(s);
    s = next;
    out.push(z);
  }
  let state = out as unknown as RngState;
  // Discard the first outputs, as the SFC reference does, to mix the seed in.
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** One step: a uniform 32-bit unsigned integer and the next state. */
export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = (b ^ (b >>> 9)) >>> 0;
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a, b, c, d]];
}

/**
 * A uniform integer in `[0, n)` without modulo bias (rejection sampling).
 * `n` may be up to 2^53; above 2^32 two outputs are combined.
 */
export function nextInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`nextInt: n must be a positive safe integer, got ${n}`);
  if (n <= 0x100000000) {
    const limit = 0x100000000 - (0x100000000 % n);
    let s = state;
    for (;;) {
      const [x, s2] = nextUint32(s);
      s = s2;
      if (x < limit) return [x % n, s];
    }
  }
  // 53-bit draws: hi (21 bits) * 2^32 + lo.
  const span = 2 ** 53;
  const limit = span - (span % n);
  let s = state;
  for (;;) {
    const [hi, s1] = nextUint32(s);
    const [lo, s2] = nextUint32(s1);
    s = s2;
    const x = (hi >>> 11) * 0x100000000 + lo;
    if (x < limit) return [x % n, s];
  }
}

/** A float in `[0, 1)` with 32 bits of randomness. */
export function nextFloat(state: RngState): [number, RngState] {
  const [x, s] = nextUint32(state);
  return [x / 0x100000000, s];
}

/**
 * A mutable handle over the same generator, for drivers and bots. It steps its four words in
 * place (the pure functions allocate a tuple per step, which playouts feel): the sequence is
 * exactly that of `nextUint32`/`nextInt`/`nextFloat`.
 */
export class Rng {
  // Unboxed words: 32-bit values in object fields would be boxed numbers, rewritten every step.
  private readonly w = new Uint32Array(4);
  constructor(seedOrState: number | RngState) {
    this.set(typeof seedOrState === 'number' ? seedRng(seedOrState) : seedOrState);
  }
  /** The current state, to save and later resume with `new Rng(state)`. */
  get state(): RngState {
    const w = this.w;
    return [w[0] as number, w[1] as number, w[2] as number, w[3] as number];
  }
  /** SFC32, as `nextUint32`. */
  uint32(): number {
    const w = this.w;
    const a = w[0] as number;
    const b = w[1] as number;
    const c = w[2] as number;
    const d = w[3] as number;
    const t = (a + b + d) >>> 0;
    w[3] = d + 1;
    w[0] = b ^ (b >>> 9);
    w[1] = c + (c << 3);
    w[2] = ((c << 21) | (c >>> 11)) + t;
    return t;
  }
  /** Uniform integer in `[0, n)`, as `nextInt`. */
  int(n: number): number {
    if (n > 0 && n <= 0x100000000 && Number.isInteger(n)) {
      const limit = 0x100000000 - (0x100000000 % n);
      for (;;) {
        const x = this.uint32();
        if (x < limit) return x % n;
      }
    }
    const [x, s] = nextInt(this.state, n);
    this.set(s);
    return x;
  }
  float(): number {
    return this.uint32() / 0x100000000;
  }
  /** A uniformly chosen element. Throws on an empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return items[this.int(items.length)] as T;
  }
  /** A new generator whose sequence is independent of this one's continuation. */
  fork(): Rng {
    return new Rng(this.uint32() ^ 0x5bd1e995);
  }
  private set(s: RngState): void {
    this.w[0] = s[0];
    this.w[1] = s[1];
    this.w[2] = s[2];
    this.w[3] = s[3];
  }
}

/**
 * The answers for the last few keys asked about, found by identity, newest first.
 *
 * Why not a `WeakMap` keyed by state or record: a decision asks about the records of one state and
 * of the few it creates, then moves on for good, so a handful of entries catches nearly every
 * repeat; and a weak map makes every record a weak key (an ephemeron) that the garbage collector
 * must trace at each collection, which cost two titles 10-40% of a playout
 * (docs/performance.md). Bounded: a key past the last `size` is forgotten, which costs only a
 * recomputation. Owned by a per-game context, never by a module.
 */
export class Recent<K extends object, V> {
  readonly #keys: (K | null)[];
  readonly #values: (V | undefined)[];
  #next = 0;

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`Recent: size must be a positive integer, got ${size}`);
    this.#keys = new Array<K | null>(size).fill(null);
    this.#values = new Array<V | undefined>(size).fill(undefined);
  }

  /** The slot holding `key`, newest first (the newest key is the one most asked about), or -1. */
  #find(key: K): number {
    const keys = this.#keys;
    for (let i = this.#next - 1; i >= 0; i--) if (keys[i] === key) return i;
    for (let i = this.size - 1; i >= this.#next; i--) if (keys[i] === key) return i;
    return -1;
  }

  /** The value kept for `key` (the newest if it was added twice), or undefined. */
  get(key: K): V | undefined {
    const i = this.#find(key);
    return i < 0 ? undefined : this.#values[i];
  }

  /** Whether `key` is one of the last keys kept. */
  has(key: K): boolean {
    return this.#find(key) >= 0;
  }

  /**
   * Keeps `value` for `key`: in its slot when it is kept (a caller updating a key's value, e.g. a
   * count of look-ups, then takes one slot, not all), else in place of the oldest entry.
   */
  set(key: K, value: V): this {
    const i = this.#find(key);
    if (i >= 0) this.#values[i] = value;
    else this.add(key, value);
    return this;
  }

  /** The value added last, or undefined when nothing was added. */
  newest(): V | undefined {
    return this.#values[(this.#next + this.size - 1) % this.size];
  }

  /** Keeps `value` for `key` in place of the oldest entry, without looking for it (ask `get` first, or use `set`: a key kept twice wastes a slot). */
  add(key: K, value: V): void {
    this.#keys[this.#next] = key;
    this.#values[this.#next] = value;
    this.#next = this.#next + 1 === this.size ? 0 : this.#next + 1;
  }
}

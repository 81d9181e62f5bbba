/**
 * The answers for the last few unit lists (or other per-position records) asked about, found by
 * identity, with the `get`/`set`/`has` of the `WeakMap`s they replace (issue #17).
 *
 * Why not a `WeakMap`: every move makes a new unit list, so each list became a weak key (an
 * ephemeron) that the collector traced at each collection, and whose value survived a scavenge after
 * the key died; GC was 14-25% of a playout. A playout asks about the newest list and the few before
 * it (a listing, then the resolve of one of its moves, a combat's steps), so a handful of slots
 * catches nearly every repeat, and a list past the last `size` only costs a recomputation.
 * Unlike the kernel's `Recent`, `set` on a key already kept replaces its value in place: some
 * callers count look-ups per list (position.ts) and would otherwise fill every slot with one key.
 * Owned by a per-game context (context.ts), never by a module.
 */
export class Slots<K extends object, V> {
  readonly #keys: (K | null)[];
  readonly #values: (V | undefined)[];
  #next = 0;

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`Slots: size must be a positive integer, got ${size}`);
    this.#keys = new Array<K | null>(size).fill(null);
    this.#values = new Array<V | undefined>(size).fill(undefined);
  }

  #find(key: K): number {
    const keys = this.#keys;
    // Newest first: the newest list is the one most asked about.
    for (let i = this.#next - 1; i >= 0; i--) if (keys[i] === key) return i;
    for (let i = this.size - 1; i >= this.#next; i--) if (keys[i] === key) return i;
    return -1;
  }

  /** The value kept for `key`, or undefined. */
  get(key: K): V | undefined {
    const i = this.#find(key);
    return i < 0 ? undefined : this.#values[i];
  }

  has(key: K): boolean {
    return this.#find(key) >= 0;
  }

  /** Keeps `value` for `key`: in its slot if kept, else in place of the oldest entry. */
  set(key: K, value: V): this {
    const i = this.#find(key);
    if (i >= 0) {
      this.#values[i] = value;
      return this;
    }
    this.#keys[this.#next] = key;
    this.#values[this.#next] = value;
    this.#next = this.#next + 1 === this.size ? 0 : this.#next + 1;
    return this;
  }
}

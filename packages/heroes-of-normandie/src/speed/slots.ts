/**
 * A few "last key" slots: the answers for the last `size` keys asked about, found by identity.
 * The rules ask about the state (or units array) of the decision at hand many times in a row and
 * then move on to the next one for good, so a handful of slots hits as a weak map did, without the
 * weak map's cost: its entries are ephemerons the garbage collector must trace on every cycle
 * Bounded: a key past the last `size` is dropped, which only costs a recomputation.
 */
export class LastSlots<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | null)[];
  private next = 0;

  constructor(readonly size: number) {
    this.keys = new Array<K | null>(size).fill(null);
    this.values = new Array<V | null>(size).fill(null);
  }

  /** The answer kept for `k`, or undefined. */
  get(k: K): V | undefined {
    for (let i = 0; i < this.size; i++) if (this.keys[i] === k) return this.values[i] as V;
    return undefined;
  }

  /** Keeps `v` for `k` in place of the oldest slot. */
  set(k: K, v: V): void {
    this.keys[this.next] = k;
    this.values[this.next] = v;
    this.next = this.next + 1 === this.size ? 0 : this.next + 1;
  }
}

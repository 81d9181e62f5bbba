/**
 * A binary min-heap of (key, id) pairs over typed arrays, for Dijkstra and A*.
 * "Lazy": an id may sit in the heap several times with different keys; the search
 * skips stale entries when it pops them, which is cheaper than decrease-key here.
 * Grows by doubling when full, so a reused heap stops allocating after warm-up.
 */
export class MinHeap {
  private keys: Float64Array;
  private ids: Int32Array;
  private n = 0;

  constructor(capacity: number) {
    const c = Math.max(16, capacity);
    this.keys = new Float64Array(c);
    this.ids = new Int32Array(c);
  }

  get length(): number {
    return this.n;
  }

  clear(): void {
    this.n = 0;
  }

  push(key: number, id: number): void {
    if (this.n === this.keys.length) this.grow();
    const keys = this.keys;
    const ids = this.ids;
    let i = this.n++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p] as number;
      if (pk <= key) break;
      keys[i] = pk;
      ids[i] = ids[p] as number;
      i = p;
    }
    keys[i] = key;
    ids[i] = id;
  }

  /** The smallest key; only meaningful when `length > 0`. */
  peekKey(): number {
    return this.keys[0] as number;
  }

  /** The id of the smallest key; only meaningful when `length > 0`. */
  peekId(): number {
    return this.ids[0] as number;
  }

  /** Removes the top entry (read it first with `peekKey`/`peekId`). */
  pop(): void {
    const keys = this.keys;
    const ids = this.ids;
    const n = --this.n;
    if (n <= 0) return;
    const key = keys[n] as number;
    const id = ids[n] as number;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      const r = c + 1;
      if (r < n && (keys[r] as number) < (keys[c] as number)) c = r;
      const ck = keys[c] as number;
      if (ck >= key) break;
      keys[i] = ck;
      ids[i] = ids[c] as number;
      i = c;
    }
    keys[i] = key;
    ids[i] = id;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const ids = new Int32Array(this.ids.length * 2);
    keys.set(this.keys);
    ids.set(this.ids);
    this.keys = keys;
    this.ids = ids;
  }
}

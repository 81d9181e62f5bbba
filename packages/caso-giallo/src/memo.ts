/**
 * A one-entry memo for values derived from an immutable part of the state (speed only,
 * docs/performance.md). Listing the moves of a position and resolving one of them read the
 * same derived tables many times; the next position brings new keys. One entry, unlike a
 * WeakMap, costs the garbage collector nothing per state (a pinned core pays for ephemerons).
 */
export interface Memo<K extends object, V> {
  get(key: K, make: (key: K) => V): V;
}

export function memo1<K extends object, V>(): Memo<K, V> {
  let lastKey: K | null = null;
  let lastValue: V | undefined;
  return {
    get(key, make) {
      if (key !== lastKey) {
        lastValue = make(key);
        lastKey = key;
      }
      return lastValue as V;
    },
  };
}

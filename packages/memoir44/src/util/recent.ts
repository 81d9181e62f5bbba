/**
 * A cache of the last few results, keyed by object identity. Drivers ask about the same state
 * several times in a row (actor, legal moves, resolve), so a handful of entries catches nearly
 * every repeat; unlike a WeakMap it does not make every state a weak key for the collector.
 */
export interface Recent<K extends object, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** Forgets `key`, if kept. */
  delete(key: K): void;
}

export function recent<K extends object, V>(size: number): Recent<K, V> {
  const keys: (K | null)[] = new Array<K | null>(size).fill(null);
  const values: (V | undefined)[] = new Array<V | undefined>(size).fill(undefined);
  let next = 0;
  return {
    get(key) {
      // Newest first: the key asked about is nearly always one of the last set.
      for (let i = next - 1; i >= 0; i--) if (keys[i] === key) return values[i];
      for (let i = size - 1; i >= next; i--) if (keys[i] === key) return values[i];
      return undefined;
    },
    set(key, value) {
      for (let i = 0; i < size; i++) {
        if (keys[i] === key) {
          values[i] = value;
          return;
        }
      }
      keys[next] = key;
      values[next] = value;
      next = (next + 1) % size;
    },
    delete(key) {
      for (let i = 0; i < size; i++) {
        if (keys[i] === key) {
          keys[i] = null;
          values[i] = undefined;
        }
      }
    },
  };
}

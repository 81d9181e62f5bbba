/**
 * The Towns a move can pass through (N44 6.2: a Town belongs to the side whose unit was last to
 * pass through it): a search over (hex, Towns passed so far), in MP order, that records at each
 * hex every distinct set of Towns a path within the budget passes, the end hex left out.
 */
import type { Board } from '../map/index.js';

/** One step's cost in sixths and whether entering ends the move; null: the step is impossible. */
export type ViaStep = (from: number, to: number, dir: number) => { readonly cost: number; readonly stop: boolean } | null;

/** For each hex reached, the masks (bit i: `towns[i]`) of the Towns passed on some way there. */
export function viaSearch(b: Board, origin: number, budget: number, towns: readonly number[], step: ViaStep): Map<number, Set<number>> {
  const K = 1 << towns.length;
  const bitOf = (l: number): number => {
    const i = towns.indexOf(l);
    return i < 0 ? 0 : 1 << i;
  };
  // Bucket queue by MP spent (sixths); `best` the least spent reaching (hex, mask) able to go on.
  const best = new Map<number, number>([[origin * K, 0]]);
  const buckets: number[][] = [[origin * K]];
  const ends = new Map<number, Set<number>>();
  for (let spent = 0; spent <= budget; spent++) {
    const q = buckets[spent];
    if (!q) continue;
    for (let qi = 0; qi < q.length; qi++) {
      const key = q[qi] as number;
      if (best.get(key) !== spent) continue;
      const from = Math.floor(key / K);
      const mask = key % K;
      for (let dir = 0; dir < 6; dir++) {
        const to = b.map.neighbor(from, dir);
        if (to < 0) continue;
        const st = step(from, to, dir);
        if (st === null || st.cost === Infinity || spent + st.cost > budget) continue;
        const bit = bitOf(to);
        let e = ends.get(to);
        if (!e) ends.set(to, (e = new Set()));
        e.add(mask & ~bit);
        if (st.stop) continue;
        const next = to * K + (mask | bit);
        const at = spent + st.cost;
        if ((best.get(next) ?? Infinity) <= at) continue;
        best.set(next, at);
        (buckets[at] ??= []).push(next);
      }
    }
  }
  return ends;
}

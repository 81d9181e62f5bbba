/**
 * Direction-of-Advance arrows and advance paths (DDOB 16.8, 16.82, 16.86). The map's arrows and the
 * three path diagrams were not transcribed (gap-fill §9.5, transcription README), so this is
 * **stand-in** data, except the two arrows the rulebook names: B1 → A7 / A6 (16.86) and C3 (1313) →
 * C1 (1113, E-18). Stand-in rule: a reinforcement position's arrow points to the nearest position of
 * its sector lying nearer the sea (a lower row), within 3 hexes; ties by id. The path is a shortest
 * hex chain from the start (excluded) to the destination (included), lowest hex id first at forks.
 */
import { MAP, distance, rowCol, type Position } from '../map/index.js';
import type { Provenance } from '../data/provenance.js';

export const ADVANCE_ARROWS_PROVENANCE: readonly { readonly ids: string; readonly provenance: Provenance }[] = [
  { ids: 'B1, C3', provenance: { kind: 'rulebook', ref: 'DDOB 16.86 (L1464), E-18 (L1397–1401)' } },
  { ids: 'all others', provenance: { kind: 'stand-in', why: 'arrow targets not transcribed: nearest position nearer the sea within 3 hexes' } },
];

const NAMED: Readonly<Record<string, readonly string[]>> = { B1: ['A7', 'A6'], C3: ['C1'] };

function standInArrow(p: Position): string[] {
  const start = p.hexes[0] as string;
  const [row] = rowCol(start);
  const cands = MAP.data.positions
    .filter((q) => q.id !== p.id && q.sector === p.sector && q.hexes.every((h) => rowCol(h)[0] < row))
    .map((q) => ({ id: q.id, d: Math.min(...q.hexes.map((h) => distance(start, h))) }))
    .filter((x) => x.d <= 3)
    .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1));
  return cands[0] ? [cands[0].id] : [];
}

/** Arrow targets per reinforcement position, in order of preference (16.86). */
export const ADVANCE_ARROWS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  MAP.data.positions.filter((p) => p.kind === 'reinforcement').map((p) => [p.id, NAMED[p.id] ?? standInArrow(p)]),
);

/** The advance path (16.82 step 1, stand-in for the three diagrams): hexes from `from` (excluded) to `to` (included). */
export function advancePath(from: string, to: string): string[] {
  const out: string[] = [];
  let at = from;
  for (let guard = 0; at !== to && guard < 20; guard++) {
    const d = distance(at, to);
    const next = [...(MAP.neighbours.get(at) ?? [])].filter((n) => distance(n, to) < d).sort()[0];
    if (!next) break;
    out.push(next);
    at = next;
  }
  return out;
}

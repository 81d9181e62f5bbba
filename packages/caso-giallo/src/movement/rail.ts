/**
 * CG R10.5 Allied rail movement (scenarios 1-3; the first turn and the limits are the scenario's):
 * in an Allied Move round a French unit not in German ZOC (it may stand in a Maginot Fortified
 * Line hex) is picked up and placed in any French City or Town, then moves no more that round.
 *
 * SB5.10 (scenario 1; SB6.10 the same for scenario 2), SB7.10 (scenario 3):
 * - a: French units only (SB7.10a: French and British);
 * - b: the move starts and ends in France;
 * - c: the final hex and every hex passed through at least 5 hexes from every German unit (the map
 *   has no rail lines: a chain of adjacent French hexes each 5+ hexes from German units, our
 *   reading), stacking kept at the end;
 * - d: turn 3, no move ends west of the row xx13 (1013-3413); turns 4-6, none north of the Somme
 *   (scenarios 1-2);
 * - f: capacity, on the map: turns 3-6 (SB7.10e: 2-6) one corps per Allied Move round, turns 7-10
 *   two; two divisions count as one corps (brigades and regiments as divisions: our reading);
 * - e: reinforcements entering by rail do not count (R10.2, `sequence/turn.ts`).
 */
import { MAIN_SIDES } from '../map/main-map.data.js';
import { standIn, rulebook, type Provenance } from '../data/provenance.js';
import { boardOf, counterOf, data, stackLegal, unitsAt, zocField, type ZocField } from '../position.js';
import type { Board } from '../map/board.js';
import type { State, Unit } from '../state.js';
import { scenarioOf } from '../victory/index.js';

export const RAIL_MIN_DISTANCE = 5;

/** The rail limits of one scenario (CG SB5.10, SB6.10, SB7.10). */
export interface RailRules {
  readonly firstTurn: number;
  readonly british: boolean;
  /** Half-corps a round may carry on the map, by turn. */
  readonly capacity: (turn: number) => number;
  /** SB5.10d: turn 3, no move ends west of row xx13. */
  readonly westLimit: { readonly turn: number; readonly column: number } | null;
  /** SB5.10d: turns 4-6, no move north of the Somme. */
  readonly somme: { readonly from: number; readonly to: number } | null;
  /** SB5.10c: every hex passed through, not only the last, keeps 5 hexes from German units. */
  readonly wholePath: boolean;
  readonly provenance: Provenance;
}

const SB5_10: RailRules = {
  firstTurn: 3,
  british: false,
  capacity: (turn) => (turn < 3 ? 0 : turn <= 6 ? 2 : 4),
  westLimit: { turn: 3, column: 13 },
  somme: { from: 4, to: 6 },
  wholePath: true,
  provenance: rulebook('CG SB5.10 L3321-L3355, SB6.10 L3824-L3864'),
};

const SB7_10: RailRules = {
  firstTurn: 2,
  british: true,
  capacity: (turn) => (turn < 2 ? 0 : turn <= 6 ? 2 : 4),
  westLimit: null,
  somme: null,
  wholePath: true,
  provenance: rulebook('CG SB7.10 L4343-L4360'),
};

/** R10.5 alone (the rules lab, not a scenario): no turn limits, no capacity; the 5-hex limit on the destination (R10.5c). */
const R10_5: RailRules = { firstTurn: 1, british: false, capacity: () => Infinity, westLimit: null, somme: null, wholePath: false, provenance: rulebook('CG R10.5 L1666-L1679') };

export function railRules(s: State): RailRules {
  const n = scenarioOf(s);
  if (s.scenario === 'lab') return R10_5;
  return n === 3 ? SB7_10 : SB5_10;
}

/** CG SB5.10f: two divisions (full or reduced) count as one corps; a corps fills two halves. */
export const railLoad = (s: State, id: string): number => (counterOf(s, id).size === 'corps' ? 2 : 1);

/** The round key rail use is counted against (the turn and the round's index). */
export const railRoundKey = (s: State): number => s.turn * 100 + s.rounds.length;

/** Half-corps already carried by rail this Allied Move round (CG SB5.10f). */
export function railUsed(s: State): number {
  const r = s.railed;
  if (!r || r.round !== railRoundKey(s)) return 0;
  return r.units.reduce((n, id) => n + railLoad(s, id), 0);
}

/**
 * North of the Somme, stand-in from the map's Somme hexsides: in each column the hexes on the
 * north bank and beyond (columns east of the river's source take its easternmost bank).
 */
export const SOMME_PROVENANCE = standIn('the Somme line of SB5.10d read from the stand-in map\'s Somme hexsides (ours)');
const SOMME_NORTH = ((): ReadonlyMap<number, number> => {
  const north = new Map<number, number>();
  for (const [a, b, , name] of MAIN_SIDES) {
    if (name !== 'Somme') continue;
    const ra = Number(a.slice(0, 2));
    const rb = Number(b.slice(0, 2));
    if (ra === rb) continue;
    const [r, c] = ra > rb ? [ra, Number(a.slice(2))] : [rb, Number(b.slice(2))];
    north.set(c, Math.min(north.get(c) ?? Infinity, r));
  }
  return north;
})();

/** The Somme's westernmost and easternmost columns (constants of the map, read once). */
const SOMME_COLS = [...SOMME_NORTH.keys()];
const SOMME_WEST = Math.min(...SOMME_COLS);
const SOMME_EAST = Math.max(...SOMME_COLS);

export function northOfSomme(b: Board, loc: number): boolean {
  const id = b.ids[loc]!;
  const r = Number(id.slice(0, 2));
  const c = Number(id.slice(2));
  if (SOMME_COLS.length === 0) return false;
  const col = Math.max(SOMME_WEST, Math.min(SOMME_EAST, c));
  let row = SOMME_NORTH.get(col);
  for (let d = 1; row === undefined && d < 40; d++) row = SOMME_NORTH.get(col - d) ?? SOMME_NORTH.get(col + d);
  return row !== undefined && r >= row;
}

/**
 * The hexes less than RAIL_MIN_DISTANCE from `g` (CG SB5.10c), a constant of the board kept in the
 * scenario's context (src/context.ts) once asked.
 */
function nearHexes(s: State, g: number): Int32Array {
  const near = data(s).context.near;
  let out = near.get(g);
  if (out === undefined) {
    const b = boardOf(s);
    const list: number[] = [];
    for (let loc = 0; loc < b.map.size; loc++) if (b.distance(g, loc) < RAIL_MIN_DISTANCE) list.push(loc);
    out = Int32Array.from(list);
    near.set(g, out);
  }
  return out;
}

/** How many rail networks the context keeps (a listing and the positions next to it). */
const RAIL_KEEP = 4;

/**
 * The rail network's connected pieces for this position (CG SB5.10b-d): French hexes 5+ from every
 * German unit, joined where adjacent; -1 where no rail move may pass. It reads the German units'
 * hexes and the turn (the Somme limit) only: kept in the context under that content key, so a
 * position that moved no German unit, or a JSON copy, reads it again.
 */
function railNetwork(s: State): Int32Array {
  const rules = railRules(s);
  const somme = rules.somme !== null && s.turn >= rules.somme.from && s.turn <= rules.somme.to;
  // Each German-held hex once (a stack counts as one distance check).
  const germans = [...new Set(s.units.filter((x) => x.loc >= 0 && counterOf(s, x.id).side === 'german').map((x) => x.loc))];
  const key = `${somme ? 'S' : ''}${rules.wholePath ? 'W' : ''}:${germans.join(',')}`;
  const ctx = data(s).context;
  const hit = ctx.rail.find((e) => e.key === key);
  if (hit !== undefined) return hit.piece;
  const b = boardOf(s);
  const n = b.map.size;
  const open = new Uint8Array(n);
  for (let loc = 0; loc < n; loc++) if (b.country[loc] === 'FR' && !(somme && northOfSomme(b, loc))) open[loc] = 1;
  if (rules.wholePath) for (const g of germans) for (const loc of nearHexes(s, g)) open[loc] = 0;
  const piece = new Int32Array(n).fill(-1);
  let next = 0;
  for (let start = 0; start < n; start++) {
    if (!open[start] || piece[start]! >= 0) continue;
    const queue = [start];
    piece[start] = next;
    while (queue.length > 0) {
      const here = queue.pop()!;
      for (let d = 0; d < 6; d++) {
        const to = b.map.neighbor(here, d);
        if (to >= 0 && open[to] && piece[to]! < 0) {
          piece[to] = next;
          queue.push(to);
        }
      }
    }
    next++;
  }
  ctx.rail.push({ key, piece });
  if (ctx.rail.length > RAIL_KEEP) ctx.rail.shift();
  return piece;
}

/** The German ZOC an Allied unit stands in (CG R10.5b), kept for the last position asked (the context's `railZoc`). */
function alliedZoc(s: State, at: Unit[][]): ZocField {
  const ctx = data(s).context;
  if (ctx.railZoc?.state !== s) ctx.railZoc = { state: s, field: zocField(s, at, 'allied') };
  return ctx.railZoc.field;
}

/** May `u` go by rail this round at all (CG R10.5b, SB5.10a, f)? */
export function mayRail(s: State, u: Unit): boolean {
  const rules = railRules(s);
  if (u.loc < 0 || s.turn < rules.firstTurn || s.moved.includes(u.id)) return false;
  const nat = counterOf(s, u.id).nationality;
  if (nat !== 'french' && !(rules.british && nat === 'british')) return false;
  if (railUsed(s) + railLoad(s, u.id) > rules.capacity(s.turn)) return false;
  // CG SB5.10b-c: from a French hex on the network (R10.5 alone: from anywhere).
  return !rules.wholePath || railNetwork(s)[u.loc]! >= 0;
}

/** The Cities and Towns `u` may reach by rail now (CG R10.5, SB5.10). */
export function railDestinations(s: State, u: Unit): number[] {
  if (!mayRail(s, u)) return [];
  const b = boardOf(s);
  const at = unitsAt(s);
  // CG R10.5b: not from a hex in German ZOC.
  if (alliedZoc(s, at).count[u.loc]! > 0) return [];
  const rules = railRules(s);
  const net = railNetwork(s);
  const piece = net[u.loc]!;
  const germans = s.units.filter((x) => x.loc >= 0 && counterOf(s, x.id).side === 'german').map((x) => x.loc);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    if (loc === u.loc || b.settlement[loc] === null || (rules.wholePath ? net[loc] !== piece : b.country[loc] !== 'FR')) continue;
    if (rules.westLimit && s.turn === rules.westLimit.turn && Number(b.ids[loc]!.slice(2)) < rules.westLimit.column) continue;
    if (!rules.wholePath && germans.some((g) => b.distance(g, loc) < RAIL_MIN_DISTANCE)) continue;
    if (at[loc]!.some((x) => counterOf(s, x.id).side === 'german') || !stackLegal(s, [...at[loc]!, u])) continue;
    out.push(loc);
  }
  return out;
}

/** The unit goes by rail: placed, done moving this round, counted against the round's capacity. */
export function railMove(s: State, id: string, to: number): State {
  const key = railRoundKey(s);
  const used = s.railed && s.railed.round === key ? s.railed.units : [];
  return { ...s, units: s.units.map((u) => (u.id === id ? { ...u, loc: to } : u)), moved: [...s.moved, id], railed: { round: key, units: [...used, id] } };
}

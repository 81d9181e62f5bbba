/**
 * Control and communication (DDOB 12): US control (12.1, 12.11), German lines of communication
 * (12.2–12.22) and US lines of communication (12.3, 12.31).
 */
import { combatData, isLeader, onMap, sideOf, unitIndex, usData } from '../core.js';
import { MAP, isLowLevel, sideFeatures } from '../map/index.js';
import type { State } from '../state.js';
import { tankFireHexes } from '../armour/play.js';
import { Recent } from '@esagono/kernel';
import { contextOf, germanIndexOf } from '../context.js';

/** Hexes occupied by US units (leaders alone too, except a lone General: 11.31). */
export function usOccupied(s: State): Set<string> {
  const out = new Set<string>();
  for (const u of onMap(s)) {
    if (u.loc.kind !== 'hex') continue;
    if (usData(u.id).type === 'general') continue;
    out.add(u.loc.hex);
  }
  return out;
}

/**
 * US-controlled hexes (12.1): a unit's own hex (infantry, artillery, AT, AA, HQs); adjacent hexes too
 * for units with a black symbol (infantry with 2–3 steps, tanks), even if disrupted; a low-level unit
 * does not control adjacent high-ground hexes (12.11). Generals and Heroes control nothing.
 */
export function usControlled(s: State): Set<string> {
  const out = new Set<string>();
  for (const u of onMap(s)) {
    if (u.loc.kind !== 'hex') continue;
    const type = usData(u.id).type;
    if (type === 'general') continue;
    const here = u.loc.hex;
    out.add(here);
    if (isLeader(u.id)) continue;
    const side = sideOf(u);
    if (!side?.controlsAdjacent) continue;
    const low = isLowLevel(MAP.hex.get(here)!);
    for (const n of MAP.neighbours.get(here) ?? []) {
      if (low && !isLowLevel(MAP.hex.get(n)!)) continue;
      out.add(n);
    }
  }
  return out;
}

/** German LOC may not pass rough terrain, beach hexes or flats adjacent to a beach hex (12.2). */
function germanPassableHex(hex: string): boolean {
  const h = MAP.hex.get(hex);
  if (!h) return false;
  if (h.terrain === 'rough' || h.terrain === 'beach' || h.terrain === 'sea') return false;
  if (h.terrain === 'pavilion_draw') {
    for (const n of MAP.neighbours.get(hex) ?? []) if (MAP.hex.get(n)?.terrain === 'beach') return false;
  }
  return true;
}

const EXIT_HEXES: ReadonlySet<string> = new Set(Object.values(MAP.data.exits));

export interface LocContext {
  readonly occupied: ReadonlySet<string>;
  readonly controlled: ReadonlySet<string>;
}

/**
 * The map as integer-indexed tables for the LOC trace (12.2), built once: hex index by id, the
 * neighbours of each hex (-1 where off the map), and per hex its German passability, exit, bocage and
 * sector bit (1 East, 2 West).
 */
const LOC_MAP = (() => {
  const ids = MAP.data.hexes.map((h) => h.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const n = ids.length;
  const neighbours = new Int16Array(n * 6).fill(-1);
  const passable = new Uint8Array(n);
  const exit = new Uint8Array(n);
  const bocage = new Uint8Array(n);
  const sector = new Uint8Array(n);
  ids.forEach((id, i) => {
    (MAP.neighbours.get(id) ?? []).forEach((nb, k) => (neighbours[i * 6 + k] = index.get(nb) ?? -1));
    const h = MAP.hex.get(id)!;
    passable[i] = germanPassableHex(id) ? 1 : 0;
    exit[i] = EXIT_HEXES.has(id) ? 1 : 0;
    bocage[i] = h.terrain === 'bocage' ? 1 : 0;
    sector[i] = h.sector === 'East' ? 1 : 2;
  });
  return { ids, index, n, neighbours, passable, exit, bocage, sector };
})();

/** A set of hexes as a 0/1 array over the LOC map's indices. */
function marks(hexes: Iterable<string>): Uint8Array {
  const out = new Uint8Array(LOC_MAP.n);
  for (const h of hexes) {
    const i = LOC_MAP.index.get(h);
    if (i !== undefined) out[i] = 1;
  }
  return out;
}

interface LocMarks {
  readonly occupied: Uint8Array;
  readonly controlled: Uint8Array;
}

/** Kept with the `us` record's unit index: occupation and control depend only on the US units (state is never mutated). */
export function locContext(s: State): LocContext {
  const index = unitIndex(s);
  return (index.map.loc ??= { occupied: usOccupied(s), controlled: usControlled(s) });
}
/** The same sets as marks for the trace, once per `us` record. */
function locMarks(s: State, ctx: LocContext): LocMarks {
  const index = unitIndex(s);
  // A context handed in from another record (the caller's) is marked afresh.
  if (ctx !== index.map.loc) return { occupied: marks(ctx.occupied), controlled: marks(ctx.controlled) };
  return (index.map.locMarks ??= { occupied: marks(ctx.occupied), controlled: marks(ctx.controlled) });
}
/** German-occupied hexes as marks, once per `german` record. */
function germanMarks(s: State): Uint8Array {
  const index = germanIndexOf(s);
  return (index.marks ??= marks(index.hexes));
}

/**
 * Does a position trace German communication to an exit (12.2)? German-occupied hexes are never
 * treated as US-controlled (12.21, A-31); an unoccupied position's own hex may be controlled (12.22).
 */
export function germanLoc(s: State, positionId: string, ctx: LocContext = locContext(s)): boolean {
  // German LOC results per German record and US context, in the game's context.
  const byCtx = (germanIndexOf(s).loc ??= new Recent(4));
  let memo = byCtx.get(ctx);
  if (!memo) byCtx.add(ctx, (memo = new Map()));
  // Easy Fox keeps paths in its sectors: the key carries them.
  const key = s.rules.sectors.length === 2 ? positionId : `${positionId}|${s.rules.sectors.join()}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const v = traceGermanLoc(s, positionId, ctx);
  memo.set(key, v);
  return v;
}

/** A breadth-first search over the LOC map's indices (the same hexes the rule names, as integers). */
function traceGermanLoc(s: State, positionId: string, ctx: LocContext): boolean {
  const p = MAP.position.get(positionId);
  if (!p) return false;
  const { neighbours, passable, exit, bocage, sector, index } = LOC_MAP;
  const { occupied, controlled } = locMarks(s, ctx);
  const german = germanMarks(s);
  let inSectors = 0;
  for (const x of s.rules.sectors) inSectors |= x === 'East' ? 1 : 2;
  // The game's scratch space (context.ts): a hex is seen when it holds this search's stamp.
  const scratch = contextOf(s).search;
  const stamp = scratch.begin(LOC_MAP.n);
  const seen = scratch.seen;
  const queue = scratch.queue;
  let len = 0;
  const held = p.hexes.some((x) => s.german[x]);
  for (const h of p.hexes) {
    const i = index.get(h);
    if (i === undefined) continue;
    if (occupied[i]) continue;
    if (!german[i] && controlled[i] && held) continue;
    seen[i] = stamp;
    queue[len++] = i;
  }
  // 12.23: an occupied reinforcement position may trace through one adjacent bocage hex even if it is
  // US-controlled (not occupied); beyond it the path is normal.
  if (p.kind === 'reinforcement' && held)
    for (let q = 0, starts = len; q < starts; q++)
      for (let k = queue[q]! * 6, end = k + 6; k < end; k++) {
        const n = neighbours[k]!;
        if (n < 0 || seen[n] === stamp || !bocage[n] || occupied[n] || !passable[n]) continue;
        seen[n] = stamp;
        queue[len++] = n;
      }
  for (let q = 0; q < len; q++) {
    const h = queue[q]!;
    if (exit[h]) return true;
    for (let k = h * 6, end = k + 6; k < end; k++) {
      const n = neighbours[k]!;
      // Easy Fox ignores the hexes West of the line (L2109): paths stay in the scenario's sectors.
      // Blocked: US-occupied, or US-controlled unless German-occupied (12.21).
      if (n < 0 || seen[n] === stamp || !passable[n] || occupied[n] || (!german[n] && controlled[n]) || !(sector[n]! & inSectors)) continue;
      seen[n] = stamp;
      queue[len++] = n;
    }
  }
  return false;
}

/** Hexes in the field of fire of an occupied German position, even a disrupted one (12.31, 13.22). */
export function occupiedFireHexes(s: State): Set<string> {
  const out = new Set<string>();
  const done = new Set<string>();
  for (const g of germanIndexOf(s).stacks) {
    if (done.has(g.position)) continue;
    done.add(g.position);
    for (const e of MAP.fieldOfFire.get(g.position) ?? []) out.add(e.hex);
  }
  // 23.3: a German tank's FoF counts like a position's for US communication.
  if (s.armour) for (const h of tankFireHexes(s)) out.add(h);
  return out;
}

const BLOCKING_SIDES = new Set(['bluff', 'scaleable_cliff', 'sheer_cliff']);

/** Hexes with US communication (12.3): a path to a beach hex avoiding German FoF, rough, bluffs and cliffs. */
export function usLocHexes(s: State, fire: ReadonlySet<string> = occupiedFireHexes(s)): Set<string> {
  const ok = new Set<string>();
  const queue: string[] = [];
  for (const h of MAP.data.hexes)
    if (h.terrain === 'beach' && !fire.has(h.id)) {
      ok.add(h.id);
      queue.push(h.id);
    }
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i] as string;
    for (const n of MAP.neighbours.get(h) ?? []) {
      if (ok.has(n) || fire.has(n)) continue;
      const hx = MAP.hex.get(n);
      if (!hx || hx.terrain === 'rough' || hx.terrain === 'sea') continue;
      if (sideFeatures(h, n).some((f) => BLOCKING_SIDES.has(f))) continue;
      ok.add(n);
      queue.push(n);
    }
  }
  return ok;
}

/** Is a unit a combat unit able to hold ground (for control tests of callers)? */
export function isCombatUnit(id: string): boolean {
  return combatData(id) !== null;
}

/**
 * Retreats (N44 13.1-13.3), Determined Defense leads and DRM (N44 12.4) and advance after combat
 * (N44 14). Every choice here is listed for the deciding player; only the least costly retreats
 * are legal (N44 13.1 "Direction").
 */
import { hexDistance, type Hex } from '@esagono/kernel';
import { SIDE, sideBits, terrainOf, type Board } from '../map/index.js';
import { DD_DRM_MAX, TEC_HEX, type DdColumn, type HexTerrain } from '../data/tables.js';
import { board, isTownOrCity, occupancy, other, stackLegal, unitById, unitsAt, zocOf } from '../position.js';
import { limitsOf, offLimits } from '../movement/movement.js';
import type { Combat, Player, State, UnitState } from '../state.js';
import { exertsZoc, faceFor, info } from '../units.js';
import { bondAllows, type Bonds } from '../zoc/bonds.js';
import { contextBonds, sideContext } from '../movement/context.js';
import { hasIp } from '../fortifications/ip.js';
import { inMaf } from './odds.js';
import { contextOf } from '../context.js';

const ARMORED = new Set(['armor-silhouette', 'armor-nato']);

export interface RetreatEnd {
  readonly hex: string;
  /** Steps lost on the way (N44 13.2). */
  readonly loss: number;
  /**
   * The Towns and Cities not the retreating side's that a least costly path to this end passes
   * through, one list per choice ([] = a path through none); they become its (N44 6.2).
   */
  readonly vias: readonly (readonly string[])[];
}

/**
 * The bonds of `side`'s groups (N44 8.5), as `bondsOf` gives them, once per unit list: a combat's
 * retreats and advances all read them. Found from both sides' standings (movement/context.ts
 * `contextBonds`, read-only), which follow the unit lists by their changed units and keep the last
 * bonds: a combat's new list seldom moves what a bond reads, where `bondsOf` scanned every unit.
 */
function enemyBonds(s: State, side: Player, b: Board): Bonds {
  const byUnits = contextOf(s, b).combatBonds;
  let memo = byUnits.get(s.units);
  if (!memo) byUnits.set(s.units, (memo = {}));
  return (memo[side] ??= contextBonds(s, sideContext(s, side, b), sideContext(s, other(side), b), b));
}

/**
 * The retreat ends found for one unit list (context.ts), with the other parts of the state the search
 * reads: a combat asks for them when it settles, when it lists the retreats and when one is taken.
 */
export interface RetreatMemo {
  readonly stopped: State['stopped'];
  readonly control: State['control'];
  readonly ips: State['ips'];
  readonly paid: boolean;
  /** By unit id and retreat length. */
  readonly ends: Map<string, readonly RetreatEnd[]>;
}

/**
 * Where `u` may end a retreat of `length` hexes, keeping only the ends of the least costly paths
 * (N44 13.1-13.3). Empty when every path eliminates the unit. Shared (context.ts): read it, never write it.
 */
export function retreatEnds(s: State, u: UnitState, length: number, b: Board = board(s)): readonly RetreatEnd[] {
  // A unit not of the list (a probe) is searched afresh: the memo is by id.
  if (unitById(s, u.id) !== u) return findRetreatEnds(s, u, length, b);
  const byUnits = contextOf(s, b).retreats;
  const paid = s.combat?.retreatPaid === true;
  let memo = byUnits.get(s.units);
  if (!memo || memo.stopped !== s.stopped || memo.control !== s.control || memo.ips !== s.ips || memo.paid !== paid) {
    memo = { stopped: s.stopped, control: s.control, ips: s.ips, paid, ends: new Map() };
    byUnits.set(s.units, memo);
  }
  const key = `${u.id}:${length}`;
  let ends = memo.ends.get(key);
  if (!ends) memo.ends.set(key, (ends = findRetreatEnds(s, u, length, b)));
  return ends;
}

/**
 * Per-location arrays of one retreat search (`findRetreatEnds`), kept in the game's context and all 0
 * between searches: four arrays the size of the map per search were most of its allocation.
 */
export interface RetreatScratch {
  readonly hold: Uint8Array;
  readonly nonDg: Uint8Array;
  readonly nonDgFactors: Float64Array;
  readonly ownSp: Uint8Array;
}

function retreatScratch(size: number): RetreatScratch {
  return { hold: new Uint8Array(size), nonDg: new Uint8Array(size), nonDgFactors: new Float64Array(size), ownSp: new Uint8Array(size) };
}

function findRetreatEnds(s: State, u: UnitState, length: number, b: Board): RetreatEnd[] {
  const i = info(u.id);
  if ((faceFor(i, u.steps).ma ?? 0) === 0) return []; // MA 0 surrenders (N44 13.1)
  const origin = b.locOf(u.hex as string);
  const occ = occupancy(s, b);
  const enemy = u.side === 'german' ? 2 : 1;
  // An Allied retreat reads the German ZOC as a move does: the standing's, kept while the German units stand (movement/context.ts).
  const zoc = u.side === 'german' ? zocOf(s, 'allied', b, false) : sideContext(s, 'german', b).zoc;
  const bonds = enemyBonds(s, other(u.side), b);
  // Per location, once: friendly units that did not retreat (they negate EZOC, N44 13.1), friendly
  // non-DG units (they stop a 2-hex retreat, N44 13.3) and friendly Strongpoints.
  // The arrays are the context's scratch (all 0 between searches): cleared at the friendly locations below before returning.
  const scratch = (contextOf(s, b).retreatScratch ??= retreatScratch(b.map.size));
  const { hold, nonDg, nonDgFactors, ownSp } = scratch;
  const friends: number[] = [];
  for (const o of s.units) {
    if (o.side !== u.side || o.id === u.id || o.box !== 'map' || o.hex === null) continue;
    const l = b.locOf(o.hex);
    friends.push(l);
    if (!o.retreated) hold[l] = 1;
    if (!o.dg) {
      nonDg[l] = 1;
      nonDgFactors[l] = (nonDgFactors[l] as number) + (faceFor(info(o.id), o.steps).strength ?? 0);
    }
    if (info(o.id).kind === 'strongpoint') ownSp[l] = 1;
  }
  const friendlyHold = (loc: number): boolean => hold[loc] === 1;
  const friendlyNonDg = (loc: number): boolean => nonDg[loc] === 1;
  // Friendly non-DG units stop at most their own factors of retreaters per Combat Phase (N44 13.3).
  const myFactors = faceFor(i, u.steps).strength ?? 0;
  const canAbsorb = (loc: number): boolean => nonDg[loc] === 1 && (s.stopped[b.ids[loc] as string] ?? 0) + myFactors <= (nonDgFactors[loc] as number);
  const ezoc = (loc: number): boolean => zoc[loc] === 1 && !friendlyHold(loc);
  // Off limits to the unit's side (N44 26.1): movement.ts `offLimits`, its table read once.
  const limits = limitsOf(b);
  const offBit = u.side === 'german' ? 1 : 2;
  // Whether `u` may stack in each end met (N44 7.1, 13.1 "Overstacking"), asked once per location: paths meet the same ends.
  const fits = new Map<number, boolean>();
  const stackFits = (loc: number, hex: string): boolean => {
    let ok = fits.get(loc);
    if (ok === undefined) {
      const here = unitsAt(s, hex);
      here.push(u);
      fits.set(loc, (ok = stackLegal(here)));
    }
    return ok;
  };
  const ends = new Map<string, number>();
  // Per end, the least loss of each set of Towns passed through (N44 6.2: the last to pass through controls them).
  const viaLoss = new Map<string, Map<string, number>>();
  const takes = (l: number): boolean => isTownOrCity(b, l) && (s.control[b.ids[l] as string] ?? 'german') !== u.side;
  const originHex = b.map.hexes[origin] as Hex;
  const dist = (loc: number): number => hexDistance(originHex, b.map.hexes[loc] as Hex);
  // Pass 1: ends exactly `length` hexes away (N44 13.1). Pass 2, only when stacking barred every end:
  // up to 3 extra hexes, to the first hex where stacking is legal (N44 13.1 "Overstacking").
  let extraPass = false;
  let maxDepth = length;
  let stackBarred = false;
  const visit = (loc: number, depth: number, loss: number, seen: number[]): void => {
    if (depth > 0) {
      const terrain = terrainOf(b, loc);
      const stopsHere =
        length === 2 && depth === 1 &&
        ((terrain !== 'sea' && TEC_HEX.rows[terrain as HexTerrain].stopsRetreat) || canAbsorb(loc) || b.permanentIp[loc] === 1 || hasIp(s, b.ids[loc] as string, u.side) ||
          ownSp[loc] === 1) &&
        (!ezoc(loc) || friendlyNonDg(loc));
      const atEnd = extraPass ? depth > length && dist(loc) >= length : depth === length && dist(loc) === length;
      if ((atEnd || (!extraPass && stopsHere)) && !ezoc(loc)) {
        const hex = b.ids[loc] as string;
        if (stackFits(loc, hex)) {
          ends.set(hex, Math.min(ends.get(hex) ?? Infinity, loss));
          const key = seen.slice(1, -1).filter(takes).map((l) => b.ids[l] as string).sort().join(',');
          let m = viaLoss.get(hex);
          if (!m) viaLoss.set(hex, (m = new Map()));
          m.set(key, Math.min(m.get(key) ?? Infinity, loss));
          if (extraPass) return;
        } else stackBarred = true;
      }
      if (depth >= maxDepth) return;
    }
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(loc, d);
      if (to < 0 || seen.includes(to) || occ[to] === enemy || ((limits[to] as number) & offBit) !== 0) continue;
      const bits = sideBits(b, loc, d);
      if (bits & SIDE.blue) continue;
      // Retreating into or across an enemy ZOC bond eliminates the unit (N44 8.5.2, 13.2).
      if (!bondAllows(bonds, loc, to, d)) continue;
      let extra = 0;
      // The first hex may be an empty EZOC hex at one step; later hexes must be free of EZOC (N44 13.1-13.2).
      if (ezoc(to)) {
        if (depth > 0) continue;
        extra = 1;
      }
      const road = (bits & (SIDE.mainRoad | SIDE.secondaryRoad | SIDE.causeway)) !== 0;
      const hard = !road && (bits & (SIDE.majorRiver | SIDE.flooded)) !== 0;
      // Unbridged major river / flooded hexside after the first hex: non-mech lose a step, mech are eliminated (N44 13.2).
      if (hard && depth > 0) {
        if (i.mech) continue;
        extra += 1;
      }
      if (i.mech && !road && (bits & SIDE.flooded) !== 0) continue;
      if (i.mech && !road && terrainOf(b, to) === 'flooded') continue;
      // Through (not into) a flooded hex off road costs a non-mech step.
      if (depth > 0 && terrainOf(b, loc) === 'flooded' && !road && !i.mech) extra += 1;
      // The path so far is one array, grown and shrunk as the search goes (no copy per step).
      seen.push(to);
      visit(to, depth + 1, Math.min(1, loss + extra), seen);
      seen.pop();
    }
  };
  try {
    visit(origin, 0, 0, [origin]);
    if (ends.size === 0 && stackBarred) {
      extraPass = true;
      maxDepth = length + 3;
      visit(origin, 0, 0, [origin]);
    }
  } finally {
    for (const l of friends) {
      hold[l] = 0;
      nonDg[l] = 0;
      nonDgFactors[l] = 0;
      ownSp[l] = 0;
    }
  }
  if (ends.size === 0) return [];
  // The group loses one step in all, not one per unit: once paid, the other units' paths are free (N44 13.2).
  const paid = s.combat?.retreatPaid === true;
  const best = paid ? Infinity : Math.min(...ends.values());
  const vias = (hex: string): string[][] =>
    [...(viaLoss.get(hex) ?? new Map<string, number>())].filter(([, l]) => paid || l === best).map(([k]) => (k === '' ? [] : k.split(','))).sort((a, z) => a.length - z.length || (a.join() < z.join() ? -1 : 1));
  if (paid) return [...ends.keys()].map((hex) => ({ hex, loss: 0, vias: vias(hex) }));
  return [...ends].filter(([, l]) => l === best).map(([hex, loss]) => ({ hex, loss, vias: vias(hex) }));
}

/** Units that may lead a Determined Defense: not HQ, Werfer, DG or retreated this phase (N44 12.4.1). */
export function ddLeads(s: State, c: Combat): UnitState[] {
  return unitsAt(s, c.target).filter((u) => {
    const k = info(u.id).kind;
    return c.defenders.includes(u.id) && !u.dg && !u.retreated && k !== 'hq' && k !== 'werfer';
  });
}

/** The DD column: SP/City, IP, else the terrain's (N44 12.4.1). */
export function ddColumn(s: State, hex: string, b: Board = board(s)): DdColumn {
  const loc = b.locOf(hex);
  if (unitsAt(s, hex).some((u) => info(u.id).kind === 'strongpoint')) return 'sp-city';
  const holder = unitsAt(s, hex)[0]?.side;
  if (b.permanentIp[loc] === 1 || (holder !== undefined && hasIp(s, hex, holder))) return 'ip';
  const t = terrainOf(b, loc);
  return t === 'sea' ? 'other' : (TEC_HEX.rows[t as HexTerrain].ddColumn ?? 'other');
}

/**
 * The DD DRM: the lead's TQ, or for a FLAK, AT or armored lead its armor comparison with the best
 * of the attacker's MAF if better (the defender's option: he takes the better one); an AT lead
 * compares only if the attack holds an armored unit, in the MAF or not; capped at +2 (N44 12.4.1-12.4.2).
 */
export function ddDrm(s: State, c: Combat, lead: UnitState): number {
  const face = faceFor(info(lead.id), lead.steps);
  let drm = face.tq ?? 0;
  const attackers = c.attackers.map((id) => s.units.find((u) => u.id === id)).filter((u): u is UnitState => u !== undefined);
  const armoredAttack = attackers.some((u) => ARMORED.has(info(u.id).kind));
  if (face.armor && (info(lead.id).kind !== 'at' || armoredAttack)) {
    const mafArmor = attackers
      .filter((u) => inMaf(s, c, u))
      .map((u) => faceFor(info(u.id), u.steps).armor?.value ?? 0);
    const best = Math.max(0, ...mafArmor);
    const cmp = best === 0 || face.armor.value > best ? 1 : face.armor.value < best ? -1 : 0;
    drm = Math.max(drm, cmp);
  }
  return Math.min(DD_DRM_MAX, drm);
}

/** The locations of `side`'s units that exert a ZOC (N44 8.1), in list order, kept in the context for the last unit list and side (read it, never write it). */
export interface ZocUnitLocs {
  readonly units: readonly UnitState[];
  readonly side: Player;
  readonly locs: readonly number[];
}

export function zocUnitLocs(s: State, side: Player, b: Board = board(s)): readonly number[] {
  const game = contextOf(s, b);
  const last = game.zocUnitLocs;
  if (last !== null && last.units === s.units && last.side === side) return last.locs;
  const locs: number[] = [];
  for (const o of s.units) {
    if (o.side !== side || o.box !== 'map' || o.hex === null) continue;
    const oi = info(o.id);
    if (exertsZoc(oi, faceFor(oi, o.steps))) locs.push(b.locOf(o.hex));
  }
  game.zocUnitLocs = { units: s.units, side, locs };
  return locs;
}

/**
 * Where an attacker may advance (N44 14): up to 2 hexes in any direction, entering the vacated hex
 * freely; any other enemy ZOC entered stops it; no ZOC to ZOC of the same enemy unit except through
 * the vacated hex (review finding 5, literal reading); no enemy bond except the vacated hex; Bocage
 * off road stops it; unbridged major river and flooded hexsides only as the first hex. A Limited
 * Advance reaches only the vacated hex (N44 14.1).
 */
export function advanceEnds(s: State, c: Combat, u: UnitState, b: Board = board(s), paths?: Map<string, (string | null)[]>): string[] {
  if (c.limited) return [c.target];
  const i = info(u.id);
  const start = b.locOf(u.hex as string);
  const vacated = b.locOf(c.target);
  const occ = occupancy(s, b);
  const enemy = u.side === 'german' ? 2 : 1;
  // The enemy's ZOC as a move reads it: its standing's, kept while its units stand (movement/context.ts).
  const zoc = sideContext(s, other(u.side), b).zoc;
  const bonds = enemyBonds(s, other(u.side), b);
  // Locations of the enemy's ZOC-exerting units, for the same-unit rule: asked only for a step from
  // EZOC to EZOC, found then, once per unit list and side (`zocUnitLocs`).
  let zocUnits: readonly number[] | null = null;
  const adjacent = (a: number, x: number): boolean => {
    for (let d = 0; d < 6; d++) if (b.map.neighbor(a, d) === x) return true;
    return false;
  };
  const sameUnitZoc = (a: number, x: number): boolean => (zocUnits ??= zocUnitLocs(s, other(u.side), b)).some((z) => adjacent(z, a) && adjacent(z, x));
  const stepOk = (from: number, to: number, d: number, first: boolean): boolean => {
    if (to < 0 || occ[to] === enemy || offLimits(b, u.side, to)) return false;
    const bits = sideBits(b, from, d);
    if (bits & SIDE.blue) return false;
    const road = (bits & (SIDE.mainRoad | SIDE.secondaryRoad | SIDE.causeway)) !== 0;
    if (!road && bits & (SIDE.majorRiver | SIDE.flooded) && (!first || (i.mech && bits & SIDE.flooded))) return false;
    if (i.mech && !road && terrainOf(b, to) === 'flooded') return false;
    if (to !== vacated && !bondAllows(bonds, from, to, d)) return false;
    return true;
  };
  const out = new Set<string>([c.target]);
  // Every (end, hex passed through) pair; the hex passed through matters for control (N44 6.2).
  const vias = new Map<string, Set<string | null>>();
  const addVia = (end: string, via: string | null): void => {
    let set = vias.get(end);
    if (!set) vias.set(end, (set = new Set()));
    set.add(via);
  };
  for (let d1 = 0; d1 < 6; d1++) {
    const n1 = b.map.neighbor(start, d1);
    if (!stepOk(start, n1, d1, true)) continue;
    if (n1 !== vacated && zoc[start] === 1 && zoc[n1] === 1 && sameUnitZoc(start, n1)) continue;
    out.add(b.ids[n1] as string);
    addVia(b.ids[n1] as string, null);
    const road1 = (sideBits(b, start, d1) & (SIDE.mainRoad | SIDE.secondaryRoad)) !== 0;
    // Entering EZOC (other than the vacated hex), or Bocage off road, ends the advance (N44 14.3-14.4).
    if (n1 !== vacated && zoc[n1] === 1) continue;
    if (terrainOf(b, n1) === 'bocage' && !road1) continue;
    if (terrainOf(b, n1) === 'flooded' && !road1) continue;
    for (let d2 = 0; d2 < 6; d2++) {
      const n2 = b.map.neighbor(n1, d2);
      if (n2 === start || !stepOk(n1, n2, d2, false)) continue;
      if (n1 !== vacated && zoc[n1] === 1 && zoc[n2] === 1 && sameUnitZoc(n1, n2)) continue;
      out.add(b.ids[n2] as string);
      addVia(b.ids[n2] as string, b.ids[n1] as string);
    }
  }
  out.delete(u.hex as string);
  if (paths) {
    vias.delete(u.hex as string);
    if (!vias.has(c.target)) addVia(c.target, null);
    for (const [end, set] of vias) paths.set(end, [...set]);
  }
  return [...out].sort();
}

/**
 * The advance's choices for `u` (N44 14): each end hex, and where reaching it can pass through a
 * Town or City the attacker does not control, the hex passed through as a choice of its own (`via`),
 * since the last side to pass through a Town controls it (N44 6.2, 18.2). `via` absent: a path
 * that passes through no such Town.
 */
export function advancePaths(s: State, c: Combat, u: UnitState, b: Board = board(s)): { to: string; via?: string }[] {
  if (c.limited) return [{ to: c.target }];
  const paths = new Map<string, (string | null)[]>();
  advanceEnds(s, c, u, b, paths);
  const takes = (h: string): boolean => isTownOrCity(b, b.locOf(h)) && (s.control[h] ?? 'german') !== u.side;
  const out: { to: string; via?: string }[] = [];
  for (const [to, vs] of [...paths].sort(([a], [z]) => (a < z ? -1 : a > z ? 1 : 0))) {
    if (vs.some((v) => v === null || !takes(v))) out.push({ to });
    for (const v of [...new Set(vs)].filter((x): x is string => x !== null && takes(x)).sort()) out.push({ to, via: v });
  }
  return out;
}

/**
 * US Actions (DDOB 7): actions per division and free actions (7.1, 7.2, 7.21), movement (7.3, 7.31),
 * infiltration (7.32), climbing bluffs and cliffs (7.4, 7.5), stacking (7.6) and removing Disrupted
 * markers (7.7); leaders' command (11.2, 11.3) at the start of the phase.
 */
import type { Division } from '../cards/types.js';
import { combatData, isLeader, occupiedHexes, onMap, sideOf, unitsAt, usData } from '../core.js';
import { TERRAIN_CHART, type Passage } from '../data/terrain-chart.js';
import { tideOf } from '../data/tracks.js';
import { isInfantryLike } from '../data/types.js';
import { MAP, distance, roadType, sideFeatures, underWater, type HexsideFeature, type MapHex } from '../map/index.js';
import { US_UNITS } from '../data/us-units.js';
import { tankWatchers } from '../armour/play.js';
import type { State, UsUnitState } from '../state.js';
import { commandedHexes } from '../command-posts/index.js';
import { clearedSide, rangeHexes } from '../engineer-bases/index.js';
import { germanIndexOf, stepTableOf } from '../context.js';

/** Units stacked with or adjacent to an HQ or General at the start of the phase (7.1, 11.2, 11.3). */
export function commandedAtStart(s: State): Record<string, string[]> {
  const leaders = onMap(s).filter((u) => isLeader(u.id));
  // 18.3: a Command Post commands the units within its Command Range instead.
  const cpHexes = new Map(leaders.filter((l) => s.cps[l.id] !== undefined).map((l) => [l.id, commandedHexes(s, l.id)]));
  const out: Record<string, string[]> = {};
  for (const u of onMap(s)) {
    if (isLeader(u.id) || u.loc.kind !== 'hex') continue;
    const here = u.loc.hex;
    const by = leaders.filter((l) => l.loc.kind === 'hex' && (cpHexes.get(l.id)?.has(here) ?? distance(l.loc.hex, here) <= 1)).map((l) => l.id);
    if (by.length > 0) out[u.id] = by;
  }
  return out;
}

/** Under command at the start of the phase (11.2, 11.3): for joining attacks (8.1). */
export function isCommanded(s: State, id: string): boolean {
  return (s.commanders[id]?.length ?? 0) > 0;
}

/** Free actions (7.1): Rangers, Hero/Inspired units, commanded units (7.33: not by a leader that moved), HQs and Generals. */
export function isFree(s: State, u: UsUnitState): boolean {
  const t = usData(u.id).type;
  return t === 'ranger' || t === 'hq' || t === 'general' || u.hero !== 'none' || (s.commanders[u.id] ?? []).some((l) => !s.movedLeaders.includes(l));
}

type MoveClass = 'infantry' | 'leaders' | 'others' | 'general';

function moveClass(id: string): MoveClass {
  return MOVE_CLASS.get(id) ?? moveClassOf(id);
}
function moveClassOf(id: string): MoveClass {
  const t = usData(id).type;
  if (t === 'general') return 'general';
  if (t === 'hq') return 'leaders';
  return isInfantryLike(t as never) ? 'infantry' : 'others';
}
/** Per unit, once: `stepKind` runs for every neighbour of every unit in each listing. */
const MOVE_CLASS: ReadonlyMap<string, MoveClass> = new Map(US_UNITS.map((u) => [u.id, moveClassOf(u.id)]));

/** Hexes in play: on the map, in an active sector. */
export function inPlay(s: State, hex: string): boolean {
  const h = MAP.hex.get(hex);
  return !!h && s.rules.sectors.includes(h.sector);
}

export type StepKind = 'move' | 'climb' | 'no';

/**
 * Can a unit of this class step from `from` to the adjacent `to` (7.3, Terrain Effects Chart)? `climb`:
 * infantry crossing a bluff (7.4: the move places a Climb marker). Along a road every unit may cross
 * terrain otherwise impassable (chart note 6), except that only infantry and leaders use a mined road
 * until an Engineer Base's range clears it (chart, DDOB 19.3).
 */
export function stepKind(s: State, id: string, from: string, to: string): StepKind {
  const side = STATIC_STEPS.get(from)?.get(to);
  if (side === undefined) return MAP.hex.has(to) && moveClass(id) === 'general' && inPlay(s, to) && !underWater(MAP.hex.get(to)!, tideOf(s.turn)) && !s.german[to] ? 'move' : 'no';
  const h = side.hex;
  if (!s.rules.sectors.includes(h.sector) || underWater(h, tideOf(s.turn)) || s.german[to]) return 'no';
  const cls = moveClass(id);
  if (cls === 'general') return 'move';
  const kind = side[cls];
  // 19.3, 19.31: within an Engineer Base's range, shingle and German obstructions (AT walls and ditches,
  // mined roads) count as cleared; a cleared mined road is a normal road.
  if (kind !== 'move' && s.bases.length > 0 && side.clearable && clearedSide(rangeHexes(s), from, to)) return terrainStep(cls, from, to, true);
  return kind;
}

/** A one-hex step a unit may take (7.3): where, how, and the facts a listing asks of it. */
export interface StepOption {
  readonly to: string;
  readonly kind: 'move' | 'climb';
  /** A self-preservation move (7.1). */
  readonly selfPreservation: boolean;
  /** The step passes between hexes watched by a common position (7.32). */
  readonly infiltrates: boolean;
}

/**
 * The steps out of `from` for a unit, in neighbour order: `stepKind` for each neighbour, with the
 * self-preservation and infiltration facts. They depend on the unit's class, the German units, the
 * tide and the rules (sectors; 22.1 self-preservation) only, roads being fixed map data, so they are
 * kept per German record and rules (state is never mutated) while no Engineer Base is in play: a base
 * clears shingle, obstructions and mined roads (19.3), so the cache is bypassed then. A listing reuses
 * them for every unit there.
 */
export function stepOptions(s: State, id: string, from: string): readonly StepOption[] {
  if (s.bases.length > 0) return computeStepOptions(s, id, from);
  // Per German occupancy, in the game's context (whose rules fix the sectors and variants).
  const byFrom = stepTableOf(s, germanIndexOf(s));
  let slots = byFrom.get(from);
  if (!slots) byFrom.set(from, (slots = new Array<readonly StepOption[] | undefined>(12).fill(undefined)));
  const tide = tideOf(s.turn);
  const slot = CLASS_INDEX[moveClass(id)] * 3 + (tide === 'low' ? 0 : tide === 'mid' ? 1 : 2);
  return (slots[slot] ??= computeStepOptions(s, id, from));
}
const CLASS_INDEX: Readonly<Record<MoveClass, number>> = { infantry: 0, leaders: 1, others: 2, general: 3 };

function computeStepOptions(s: State, id: string, from: string): StepOption[] {
  const out: StepOption[] = [];
  const watchers = infiltrationWatchers(s, from);
  for (const n of MAP.neighbours.get(from) ?? []) {
    const kind = stepKind(s, id, from, n);
    if (kind === 'no') continue;
    out.push({ to: n, kind, selfPreservation: selfPreservation(id, from, n, s), infiltrates: watchers.length > 0 && infiltrationWatchers(s, n).some((p) => watchers.includes(p)) });
  }
  return out;
}

/** Hexside features that count as absent within Engineer range (19.3; seawalls excepted, 19.34). */
const CLEARED_FEATURES: ReadonlySet<HexsideFeature> = new Set(['shingle', 'at_ditch', 'wall']);
const NOTHING: ReadonlySet<HexsideFeature> = new Set();

/** The terrain part of a step, which never changes: computed once per hexside and class (Terrain Effects Chart). */
function terrainStep(cls: 'infantry' | 'leaders' | 'others', from: string, to: string, cleared = false): StepKind {
  const h = MAP.hex.get(to);
  if (!h) return 'no';
  // Chart, road rows and note 6: moving along a road, a unit may cross terrain otherwise impassable (what
  // the chart allows anyway, such as infantry climbing a bluff, stays as it is); a mined road is closed to
  // all other units (tanks too, DDOB 17.22) until cleared (19.3).
  const road = roadType(from, to);
  if (road === 'mined' && cls === 'others' && !cleared) return 'no';
  const kind = offRoadStep(cls, h, from, to, cleared ? CLEARED_FEATURES : NOTHING);
  return road && kind === 'no' ? 'move' : kind;
}

function offRoadStep(cls: 'infantry' | 'leaders' | 'others', h: MapHex, from: string, to: string, ignore: ReadonlySet<HexsideFeature>): StepKind {
  const col = (p: { infantry: Passage; leaders: Passage; others: Passage }): Passage => p[cls];
  const hexRow = h.terrain === 'rough' ? TERRAIN_CHART.rough : h.terrain === 'woods' ? TERRAIN_CHART.woods : h.terrain === 'bocage' ? TERRAIN_CHART.bocage : null;
  if (hexRow && col(hexRow) !== 'yes') return 'no';
  let kind: StepKind = 'move';
  for (const f of sideFeatures(from, to)) {
    if (ignore.has(f)) continue;
    const row = TERRAIN_CHART[f];
    if (!row) continue;
    const p = col(row);
    if (p === 'no' || p === 'road-only') return 'no';
    if (p === 'climb') {
      if (f !== 'bluff') return 'no';
      kind = 'climb';
    }
  }
  return kind;
}

interface StaticStep {
  readonly hex: MapHex;
  readonly infantry: StepKind;
  readonly leaders: StepKind;
  readonly others: StepKind;
  /** The hexside has a feature Engineer range clears, a mined road included (19.3). */
  readonly clearable: boolean;
}
/** From hex, to adjacent hex: the terrain part of each step, and the hex entered (map lookups once, not per call). */
const STATIC_STEPS: ReadonlyMap<string, ReadonlyMap<string, StaticStep>> = new Map(
  MAP.data.hexes.map((h) => [
    h.id,
    new Map(
      (MAP.neighbours.get(h.id) ?? []).map((n) => [
        n,
        {
          hex: MAP.hex.get(n)!,
          infantry: terrainStep('infantry', h.id, n),
          leaders: terrainStep('leaders', h.id, n),
          others: terrainStep('others', h.id, n),
          clearable: roadType(h.id, n) === 'mined' || sideFeatures(h.id, n).some((f) => CLEARED_FEATURES.has(f)),
        },
      ]),
    ),
  ]),
);

/** Beach hexes adjacent to a protective hexside (7.1 self-preservation, A-21). */
const PROTECTIVE: ReadonlySet<HexsideFeature> = new Set(['shingle', 'seawall', 'slope', 'bluff', 'scaleable_cliff']);
const PROTECTED: readonly string[] = MAP.data.hexes
  .filter((h) => h.terrain === 'beach' && (MAP.neighbours.get(h.id) ?? []).some((n) => sideFeatures(h.id, n).some((f) => PROTECTIVE.has(f))))
  .map((h) => h.id);
const PROTECTION_DISTANCE: ReadonlyMap<string, number> = new Map(
  MAP.data.hexes.filter((h) => h.terrain === 'beach').map((h) => [h.id, Math.min(...PROTECTED.map((p) => distance(h.id, p)))]),
);

/**
 * Self-preservation move (7.1): infantry from a beach hex to an adjacent beach hex strictly closer to
 * protection. 22.1 (optional) extends it: also to any beach, flat or bluff hex (a hex with a bluff
 * hexside) in no German position's FoF, disrupted units projecting theirs too; the basic
 * definition still applies.
 */
export function selfPreservation(id: string, from: string, to: string, s?: State): boolean {
  const d = combatData(id);
  if (!d || !isInfantryLike(d.type)) return false;
  const a = PROTECTION_DISTANCE.get(from);
  const b = PROTECTION_DISTANCE.get(to);
  if (a !== undefined && b !== undefined && b < a) return true;
  return !!s && a !== undefined && s.rules.variants.includes('22.1') && extendedShelter(s, to);
}

const BLUFF_HEXES: ReadonlySet<string> = new Set(MAP.data.hexsides.filter((x) => x.feature === 'bluff').flatMap((x) => x.hexes));

/** 22.1: a beach, flat or bluff hex outside the FoF of every occupied German position, disrupted or not. */
function extendedShelter(s: State, hex: string): boolean {
  const h = MAP.hex.get(hex);
  if (!h || !(h.terrain === 'beach' || h.terrain === 'pavilion_draw' || BLUFF_HEXES.has(hex))) return false;
  for (const g of germanIndexOf(s).stacks) if (MAP.fireHexes.get(g.position)?.has(hex)) return false;
  return true;
}

/** Occupied, non-disrupted German positions adjacent to `hex` whose FoF covers it (7.32). */
export function infiltrationWatchers(s: State, hex: string): string[] {
  const may = MAY_WATCH.get(hex);
  if (may === undefined) return [];
  const active = activePositions(s);
  const own = may.filter((p) => active.has(p));
  // 23.3: a German tank's FoF affects US movement like a position's (its watchers are `tank@hex`).
  const tanks = s.armour ? tankWatchers(s, hex) : null;
  return tanks && tanks.length > 0 ? [...own, ...tanks] : own;
}

/** Per hex, the positions adjacent to it whose FoF covers it, in id order (static: computed once for the map). */
const MAY_WATCH: ReadonlyMap<string, readonly string[]> = new Map(
  MAP.data.hexes.map((h) => [
    h.id,
    MAP.data.positions
      .filter((p) => p.hexes.some((x) => distance(x, h.id) === 1) && MAP.fireHexes.get(p.id)?.has(h.id))
      .map((p) => p.id)
      .sort(),
  ]),
);

/** Positions holding a non-disrupted German stack, once per `german` record (state is never mutated). */
function activePositions(s: State): ReadonlySet<string> {
  const index = germanIndexOf(s);
  if (index.active) return index.active;
  const out = new Set<string>();
  for (const g of index.stacks) if (!g.disrupted && MAP.position.has(g.position)) out.add(g.position);
  return (index.active = out);
}

/** May a unit take an ordinary action now (7.2, 7.4, 7.5, 7.7)? */
export function canAct(u: UsUnitState, division: Division): boolean {
  return u.loc.kind === 'hex' && !u.acted && u.command === division && u.disrupted === 'no' && u.climb === 'none';
}

/** The action cost of a group (7.21): one per hex of units that are not free. */
export function actionCost(s: State, ids: readonly string[]): number {
  const hexes = new Set<string>();
  for (const id of ids) {
    const u = s.us[id];
    if (u && u.loc.kind === 'hex' && !isFree(s, u)) hexes.add(u.loc.hex);
  }
  return hexes.size;
}

/** 7.6, 7.63: at the end of the Action Phase, units beyond two per hex are eliminated (fewest steps first; leaders never). */
export function enforceStacking(s: State): State {
  let t = s;
  // Hexes are independent: each one's units are read from `s` (an elimination elsewhere changes none of them).
  for (const hex of occupiedHexes(s)) {
    const here = unitsAt(s, hex);
    if (here.length <= 2) continue;
    const units = here
      .filter((u) => !isLeader(u.id))
      .sort((a, b) => b.steps - a.steps || (a.id < b.id ? -1 : 1));
    for (const u of units.slice(2)) t = { ...t, us: { ...t.us, [u.id]: { ...u, steps: 0, loc: { kind: 'out', why: 'eliminated' }, hero: 'none' } } };
  }
  return t;
}

export function symbolOf(u: UsUnitState): string | null {
  return sideOf(u)?.symbol ?? null;
}

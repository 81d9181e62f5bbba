/**
 * Optional German armour (DDOB 23): the parts of the variant that are rules on the map and the road
 * network, as pure functions: the tank field of fire (23.3), the armoured reinforcement entry test
 * (23.2, 23.21), tank movement along roads with the movement orders and junctions (23.5, 23.51–23.53),
 * the end-movement points and the decisive defeat (23.5, L1981), the action a Fire card gives a tank
 * (23.4) with Overrun, the elevation limit on its fire (23.42), the infantry's free move away (23.6) and
 * the VP change (23.7). They are not yet wired into the turn (no `23` variant switch): the set-up box
 * (23.1), entry from events, applying tank fire on the Fire Diagram (23.41) and US attacks on tanks (23.6)
 * remain to be done.
 */
import type { Colour, FireSquare, TargetSymbol } from '../cards/types.js';
import { combatData, onMap, usData } from '../core.js';
import { GERMAN_ACTIONS } from '../data/german-actions.js';
import { isArmored, isInfantryLike } from '../data/types.js';
import { usControlled } from '../control/index.js';
import { TANK_END_POINTS, TANK_JUNCTIONS } from '../data/german-armor.js';
import { MAP, isLowLevel, roadType, sideFeatures, type FireEntry } from '../map/index.js';
import type { State } from '../state.js';

/** A German tank on the map (23.2: always revealed, with an Armor DM). */
export interface GermanTank {
  readonly id: string;
  readonly hex: string;
  readonly disrupted: boolean;
  /** 23.5: it entered an end-movement point and moves no more. */
  readonly stopped: boolean;
  /** 23 intro: a tank is in the German position of its colour. */
  readonly colour?: Colour;
  /** 23.2: placed with an Armor DM. */
  readonly dm?: boolean;
}

/** 23.3: "empty" is high ground, beach or flat with no feature but a road or trail; woods count alike. */
function tankTerrain(hex: string): 'open-or-woods' | 'bocage-or-buildings' | null {
  const h = MAP.hex.get(hex);
  if (!h) return null;
  if (h.terrain === 'bocage' || h.buildings) return 'bocage-or-buildings';
  if (h.terrain === 'high_ground' || h.terrain === 'beach' || h.terrain === 'pavilion_draw' || h.terrain === 'woods') return 'open-or-woods';
  // Rough and sea are in neither row of the table: no fire (stand-in reading).
  return null;
}

/**
 * 23.3 tank field of fire: adjacent hexes open or woods Intense, bocage or buildings Moderate; hexes two
 * away next to an Intense adjacent hex: open or woods not across a hedge hexside Intense, bocage,
 * buildings or across a hedge Moderate (the best over the Intense hexes it touches, A-85). Hedges count
 * only for the second ring; German obstacles never; no Sporadic dots. Printed dots do not apply.
 */
export function tankFieldOfFire(hex: string): readonly FireEntry[] {
  let hit = TANK_FOF.get(hex);
  if (!hit) TANK_FOF.set(hex, (hit = computeTankFieldOfFire(hex)));
  return hit;
}
/** Map data only, so computed once per hex (a cache, not game state). */
const TANK_FOF = new Map<string, readonly FireEntry[]>();

function computeTankFieldOfFire(hex: string): FireEntry[] {
  const out = new Map<string, FireEntry['intensity']>();
  const ring1 = MAP.neighbours.get(hex) ?? [];
  const intense: string[] = [];
  for (const n of ring1) {
    const t = tankTerrain(n);
    if (!t) continue;
    out.set(n, t === 'open-or-woods' ? 'intense' : 'steady');
    if (t === 'open-or-woods') intense.push(n);
  }
  for (const n of intense)
    for (const m of MAP.neighbours.get(n) ?? []) {
      if (m === hex || ring1.includes(m)) continue;
      const t = tankTerrain(m);
      if (!t) continue;
      const hedge = sideFeatures(n, m).includes('hedge');
      const level = t === 'open-or-woods' && !hedge ? 'intense' : 'steady';
      if (out.get(m) !== 'intense') out.set(m, level);
    }
  return [...out].map(([h, intensity]) => ({ hex: h, intensity })).sort((a, b) => (a.hex < b.hex ? -1 : 1));
}

/** 23.52, 23.53: tanks follow main and secondary roads (mined ones too), never trails. */
export function tankRoadNeighbours(hex: string): string[] {
  return (MAP.neighbours.get(hex) ?? []).filter((n) => {
    const t = roadType(hex, n);
    return t === 'primary' || t === 'secondary' || t === 'mined';
  });
}

const ENTRY_EXITS = ['B', 'C', 'D', 'E'] as const;

/**
 * 23.2 (third condition): the position's hex is on a main or secondary road, and a chain of road hexes
 * leads from it to exit B, C, D or E (A, F and G do not count) through no hex occupied or controlled by
 * US units.
 */
export function armourEntryAllowed(s: State, positionId: string): boolean {
  const p = MAP.position.get(positionId);
  if (!p || p.kind !== 'reinforcement') return false;
  const hex = p.hexes[0] as string;
  const at = MAP.roadsAt.get(hex);
  if (!at || !(at.has('primary') || at.has('secondary'))) return false;
  const blocked = usControlled(s);
  for (const u of onMap(s)) if (u.loc.kind === 'hex') blocked.add(u.loc.hex);
  if (blocked.has(hex)) return false;
  const goals = new Set(ENTRY_EXITS.map((e) => MAP.data.exits[e] as string));
  const seen = new Set([hex]);
  const todo = [hex];
  while (todo.length > 0) {
    const h = todo.shift() as string;
    if (goals.has(h)) return true;
    for (const n of tankRoadNeighbours(h))
      if (!seen.has(n) && !blocked.has(n)) {
        seen.add(n);
        todo.push(n);
      }
  }
  return false;
}

/** 23.21: of the positions an event chose, the armoured reinforcement goes to the qualifying one of lowest value. */
export function armourEntryPosition(s: State, chosen: readonly string[]): string | null {
  const ok = chosen.filter((id) => armourEntryAllowed(s, id));
  const value = (id: string): number => {
    const p = MAP.position.get(id);
    return p && p.kind === 'reinforcement' ? p.priority : Infinity;
  };
  ok.sort((a, b) => value(a) - value(b) || (a < b ? -1 : 1));
  return ok[0] ?? null;
}

const END_POINTS: ReadonlySet<string> = new Set(TANK_END_POINTS.map((e) => e.hex));

/** Road distances from `from` (tank roads), not entering `blocked` hexes except as a goal. */
function roadDistances(from: string, blocked: ReadonlySet<string>, limit = Infinity): Map<string, number> {
  const d = new Map([[from, 0]]);
  const todo = [from];
  while (todo.length > 0) {
    const h = todo.shift() as string;
    const k = d.get(h) as number;
    if (k >= limit || (h !== from && blocked.has(h))) continue;
    for (const n of tankRoadNeighbours(h))
      if (!d.has(n)) {
        d.set(n, k + 1);
        todo.push(n);
      }
  }
  return d;
}

/** The neighbour of `from` on a shortest road path to the nearest of `goals` (lowest hex id on ties). */
function stepToward(from: string, goals: ReadonlySet<string>, blocked: ReadonlySet<string>, back: string | null = null): string | null {
  let best: { n: string; d: number } | null = null;
  for (const n of tankRoadNeighbours(from)) {
    if (n === back) continue;
    const d = roadDistances(n, blocked);
    let near = Infinity;
    for (const g of goals) near = Math.min(near, d.get(g) ?? Infinity);
    if (near < Infinity && (!best || near < best.d || (near === best.d && n < best.n))) best = { n, d: near };
  }
  // A tank turns back only at a dead end.
  return best?.n ?? (back ? stepToward(from, goals, blocked) : null);
}

/**
 * 23.5 movement of one tank by `hexes` (4 for F, M, R, A; 3 for P): toward a US unit within 3 road hexes
 * if any, else by the movement orders; at a junction with a choice, the branch of the current Fire card's
 * target symbol (E-25); the Tank Movement Map's orders are not transcribed, so elsewhere the order is the
 * road toward the nearest end-movement point, not turning back but at a dead end (stand-in). It never
 * enters a US-occupied hex (23.53, not an Overrun), stops on entering an end point (for the rest of the
 * game), and 23.51 does not end on another German unit: one hex further if it can, else one fewer.
 * Returns the hexes entered, in order.
 */
export function tankMovePath(s: State, tank: GermanTank, hexes: number, symbol: TargetSymbol, others: readonly GermanTank[] = []): string[] {
  return tankMove(s, tank, hexes, symbol, others, false).path;
}

/** US-occupied hexes (HQs too; a lone General does not occupy, 11.31), and those holding a US armoured unit (23.4 R). */
function usHexes(s: State): { all: Set<string>; armoured: Set<string> } {
  const all = new Set<string>();
  const armoured = new Set<string>();
  for (const u of onMap(s)) {
    if (u.loc.kind !== 'hex') continue;
    const d = combatData(u.id);
    if (!d) {
      if (!isGeneral(u.id)) all.add(u.loc.hex);
      continue;
    }
    all.add(u.loc.hex);
    if (isArmored(d.type)) armoured.add(u.loc.hex);
  }
  return { all, armoured };
}

/**
 * A tank's move (23.5) and, with `overrun` (23.4 R, A-87), the first US-occupied hex of non-armoured
 * units among the move's hexes 1–3 it passes through, disrupting every US unit there; it stops before a
 * US tank hex, a second US-occupied hex, or US units in its 4th hex, and never ends in a US-occupied hex.
 */
export function tankMove(s: State, tank: GermanTank, hexes: number, symbol: TargetSymbol, others: readonly GermanTank[], overrun: boolean): { path: string[]; overrun: string | null } {
  if (tank.stopped) return { path: [], overrun: null };
  const occupied = usHexes(s);
  const us = new Set(occupied.all);
  let overrunHex: string | null = null;
  const german = new Set([...Object.keys(s.german), ...others.filter((t) => t.id !== tank.id).map((t) => t.hex)]);
  const path: string[] = [];
  let here = tank.hex;
  let prev: string | null = null;
  const next = (): string | null => {
    const near = roadDistances(here, us, 3);
    const targets = new Set([...us].filter((h) => near.has(h)));
    if (targets.size > 0) return stepToward(here, targets, us);
    const j = TANK_JUNCTIONS.find((x) => x.hex === here);
    if (j) return j.to[symbol];
    return stepToward(here, END_POINTS, us, prev);
  };
  for (let i = 0; i < hexes + 1; i++) {
    if (END_POINTS.has(here) && path.length > 0) break;
    const n = next();
    if (!n) break;
    // 23.4 R: heading for a US unit, the tank may pass the first hex of non-armoured units.
    if (us.has(n) || occupied.all.has(n)) {
      const pass = overrun && overrunHex === null && i < Math.min(3, hexes - 1) && !occupied.armoured.has(n);
      if (!pass) break;
      overrunHex = n;
      us.delete(n);
    }
    // The extra hex (i === hexes) only to avoid ending with another German unit (23.51).
    if (i === hexes && !german.has(here)) break;
    prev = here;
    here = n;
    path.push(n);
  }
  // 23.51: still on a German unit after the extra hex (or could not take it): one fewer; never ending on US units.
  while (path.length > 0 && (german.has(path[path.length - 1] as string) || occupied.all.has(path[path.length - 1] as string))) path.pop();
  if (path.length > hexes + 1) path.length = hexes + 1;
  if (overrunHex && !path.includes(overrunHex)) overrunHex = null;
  return { path, overrun: overrunHex };
}

/** 23.4: a tank acts when its colour is on the sector's Fire card: on a single square, or a double one if it has its DM. */
export function tankActs(tank: GermanTank, square: FireSquare): boolean {
  return tank.colour === square.colour && (!square.double || tank.dm === true);
}

/**
 * 23.42: a tank on high ground fires at lower targets only if it is next to low ground (not necessarily
 * the target's hex); a tank on low ground never fires at high ground.
 */
export function tankMayFireAt(tankHex: string, target: string): boolean {
  const a = MAP.hex.get(tankHex);
  const b = MAP.hex.get(target);
  if (!a || !b) return false;
  if (isLowLevel(a)) return isLowLevel(b);
  if (!isLowLevel(b)) return true;
  return (MAP.neighbours.get(tankHex) ?? []).some((n) => {
    const h = MAP.hex.get(n);
    return !!h && isLowLevel(h);
  });
}

/** Hexes of the tank's FoF (23.3) holding US units it may fire at (23.42); `adjacent` keeps the neighbours only. */
export function tankTargetHexes(s: State, tankHex: string, adjacent = false): string[] {
  const { all } = usHexes(s);
  return tankFieldOfFire(tankHex)
    .map((e) => e.hex)
    .filter((h) => all.has(h) && tankMayFireAt(tankHex, h) && (!adjacent || (MAP.neighbours.get(tankHex) ?? []).includes(h)));
}

function isGeneral(id: string): boolean {
  return usData(id).type === 'general';
}

/** What a tank does for a Fire card square (23.4, German Actions Summary's tank column). */
export interface TankPlan {
  readonly path: readonly string[];
  /** 23.4 R: the US-occupied hex overrun (every US unit there is disrupted). */
  readonly overrun: string | null;
  /** Fires from the end of its move; A and P fire at every US unit in its FoF once they fire. */
  readonly fire: boolean;
}

/**
 * 23.4: F fire if US units are in its FoF, else move up to 4; M move up to 4, else fire if it can; R Overrun
 * (move up to 4 through one hex of non-armoured US units), else fire if it can; A fire if US units are
 * adjacent, else move up to 4; P move up to 3, then fire if US units are adjacent, or fire if it could not
 * move and US units are in its FoF.
 */
export function tankActionPlan(s: State, tank: GermanTank, square: FireSquare, symbol: TargetSymbol, others: readonly GermanTank[] = []): TankPlan {
  const action = GERMAN_ACTIONS[square.content].tank;
  const inFof = tankTargetHexes(s, tank.hex).length > 0;
  const move = (n: number, overrun = false) => tankMove(s, tank, n, symbol, others, overrun);
  switch (action) {
    case 'fire-or-move': {
      if (inFof) return { path: [], overrun: null, fire: true };
      return { ...move(4), fire: false };
    }
    case 'move-or-fire':
    case 'overrun': {
      const m = move(4, action === 'overrun');
      return { ...m, fire: m.path.length === 0 && inFof };
    }
    case 'aimed-fire': {
      if (tankTargetHexes(s, tank.hex, true).length > 0) return { path: [], overrun: null, fire: true };
      return { ...move(4), fire: false };
    }
    case 'move-and-fire': {
      const m = move(3);
      if (m.path.length === 0) return { ...m, fire: inFof };
      const end = m.path[m.path.length - 1] as string;
      return { ...m, fire: tankTargetHexes(s, end, true).length > 0 };
    }
    default:
      return { path: [], overrun: null, fire: false };
  }
}

/**
 * 23.6: infantry adjacent to and in the FoF of a German tank at the start of the Action Phase may make a
 * free one-hex self-preservation move to a hex neither adjacent to the tank nor in its FoF.
 */
export function tankEscapeHexes(s: State, unit: string, tankHex: string): string[] {
  const u = s.us[unit];
  const d = combatData(unit);
  if (!u || !d || !isInfantryLike(d.type) || u.loc.kind !== 'hex') return [];
  const from = u.loc.hex;
  const fof = new Set(tankFieldOfFire(tankHex).map((e) => e.hex));
  if (!(MAP.neighbours.get(tankHex) ?? []).includes(from) || !fof.has(from)) return [];
  return (MAP.neighbours.get(from) ?? []).filter((n) => n !== tankHex && !fof.has(n) && !(MAP.neighbours.get(tankHex) ?? []).includes(n)).sort();
}

/** 23.5 (L1981, L2060, A-63): a non-disrupted German tank on an end-movement point at the end of a turn is a decisive US defeat. */
export function tankDecisiveDefeat(tanks: readonly GermanTank[]): boolean {
  return tanks.some((t) => !t.disrupted && END_POINTS.has(t.hex));
}

/** 23.7: +1 VP for every German tank that entered the map (at most 4). */
export function armourVictoryPoints(entered: number): number {
  return Math.min(4, Math.max(0, entered));
}

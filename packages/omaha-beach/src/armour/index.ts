/**
 * Optional German armour (DDOB 23): the parts of the variant that are rules on the map and the road
 * network, as pure functions: the tank field of fire (23.3), the armoured reinforcement entry test
 * (23.2, 23.21), tank movement along roads with the movement orders and junctions (23.5, 23.51–23.53),
 * the end-movement points and the decisive defeat (23.5, L1981), and the VP change (23.7). They are not
 * yet wired into the turn (no `23` variant switch): tank actions on the Fire cards (23.4), tank fire and
 * US attacks on tanks (23.41–23.43, 23.6) remain to be done.
 */
import type { TargetSymbol } from '../cards/types.js';
import { onMap } from '../core.js';
import { usControlled } from '../control/index.js';
import { TANK_END_POINTS, TANK_JUNCTIONS } from '../data/german-armor.js';
import { MAP, roadType, sideFeatures, type FireEntry } from '../map/index.js';
import type { State } from '../state.js';

/** A German tank on the map (23.2: always revealed, with an Armor DM). */
export interface GermanTank {
  readonly id: string;
  readonly hex: string;
  readonly disrupted: boolean;
  /** 23.5: it entered an end-movement point and moves no more. */
  readonly stopped: boolean;
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
export function tankFieldOfFire(hex: string): FireEntry[] {
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
function stepToward(from: string, goals: ReadonlySet<string>, blocked: ReadonlySet<string>, avoid: string | null): string | null {
  let best: { n: string; d: number } | null = null;
  for (const n of tankRoadNeighbours(from)) {
    if (n === avoid) continue;
    const d = roadDistances(n, blocked);
    let near = Infinity;
    for (const g of goals) near = Math.min(near, d.get(g) ?? Infinity);
    if (near < Infinity && (!best || near < best.d || (near === best.d && n < best.n))) best = { n, d: near };
  }
  return best?.n ?? null;
}

/**
 * 23.5 movement of one tank by `hexes` (4 for F, M, R, A; 3 for P): toward a US unit within 3 road hexes
 * if any, else by the movement orders; at a junction with a choice, the branch of the current Fire card's
 * target symbol (E-25); the Tank Movement Map's orders are not transcribed, so elsewhere the order is the
 * road toward the nearest end-movement point (stand-in). It never enters a US-occupied hex (23.53, not an
 * Overrun), stops on entering an end point (for the rest of the game), and 23.51 does not end on another
 * German unit: one hex further if it can, else one fewer. Returns the hexes entered, in order.
 */
export function tankMovePath(s: State, tank: GermanTank, hexes: number, symbol: TargetSymbol, others: readonly GermanTank[] = []): string[] {
  if (tank.stopped) return [];
  const us = new Set(onMap(s).flatMap((u) => (u.loc.kind === 'hex' ? [u.loc.hex] : [])));
  const german = new Set([...Object.keys(s.german), ...others.filter((t) => t.id !== tank.id).map((t) => t.hex)]);
  const path: string[] = [];
  let here = tank.hex;
  let prev: string | null = null;
  const next = (): string | null => {
    const near = roadDistances(here, us, 3);
    const targets = new Set([...us].filter((h) => near.has(h)));
    if (targets.size > 0) return stepToward(here, targets, us, null);
    const j = TANK_JUNCTIONS.find((x) => x.hex === here);
    if (j) return j.to[symbol];
    return stepToward(here, END_POINTS, us, prev);
  };
  for (let i = 0; i < hexes + 1; i++) {
    if (END_POINTS.has(here) && path.length > 0) break;
    const n = next();
    if (!n || us.has(n)) break;
    // The extra hex (i === hexes) only to avoid ending with another German unit (23.51).
    if (i === hexes && !german.has(here)) break;
    prev = here;
    here = n;
    path.push(n);
  }
  // 23.51: still on a German unit after the extra hex (or could not take it): one fewer.
  while (path.length > 0 && german.has(path[path.length - 1] as string)) path.pop();
  if (path.length > hexes + 1) path.length = hexes + 1;
  return path;
}

/** 23.5 (L1981, L2060, A-63): a non-disrupted German tank on an end-movement point at the end of a turn is a decisive US defeat. */
export function tankDecisiveDefeat(tanks: readonly GermanTank[]): boolean {
  return tanks.some((t) => !t.disrupted && END_POINTS.has(t.hex));
}

/** 23.7: +1 VP for every German tank that entered the map (at most 4). */
export function armourVictoryPoints(entered: number): number {
  return Math.min(4, Math.max(0, entered));
}

/**
 * CG R10.3c Overrun: a group of German yellow-MA motorized units that started the round stacked
 * (a single unit is a group, R8.2) may overrun an adjacent enemy hex at 9-1 or better after terrain
 * shifts, paying the hex's cost +1 MP. Never into Forest, Marsh, Flooded, City, undestroyed
 * Defensive Works or Fortified Lines, nor across any river hexside (digest A49). Each enemy unit
 * not yet disrupted is disrupted and retreated two hexes by the overrunning player along the Allied
 * compass where possible; units already disrupted are eliminated. The group then enters the hex and
 * may keep moving. Only the German overruns (review finding 6).
 */
import { SETTLEMENT, TERRAIN } from '../data/terrain.js';
import { dirBetween, riverAt } from '../map/board.js';
import { oddsIndex } from '../combat/odds.js';
import { boardOf, cs, isMotorized, isYellow, sideOf, unitById, unitsAt, worksStand } from '../position.js';
import type { Unit, State, Combat } from '../state.js';
import { enterCost } from './index.js';

/** 9-1 on the extended column scale (1-1 = 2, so n-1 = n + 1). */
export const OVERRUN_INDEX = 10;

const groupUnits = (s: State): Unit[] => (s.moving?.units ?? []).map((id) => unitById(s, id)).filter((u): u is Unit => u !== undefined && u.loc >= 0);

export function overrunTargets(s: State, at: Unit[][] = unitsAt(s)): number[] {
  const group = groupUnits(s);
  if (group.length === 0 || !s.moving) return [];
  const first = group[0]!;
  if (sideOf(s, first) !== 'german' || !group.every((u) => isYellow(s, u) && isMotorized(s, u))) return [];
  const b = boardOf(s);
  const from = first.loc;
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const to = b.map.neighbor(from, d);
    if (to < 0) continue;
    const here = at[to]!;
    if (here.length === 0 || sideOf(s, here[0]!) === 'german') continue;
    const terrain = b.terrain[to]!;
    if (terrain === 'forest' || terrain === 'marsh' || terrain === 'flooded' || TERRAIN[terrain].mp === null) continue;
    if (b.settlement[to] === 'city' || worksStand(s, to) || riverAt(b, from, d) !== null) continue;
    const cost = Math.max(...group.map((u) => enterCost(s, u, 'german', from, d, to) ?? Infinity)) + 1;
    if (cost > s.moving.mp) continue;
    const shifts = TERRAIN[terrain].shiftLeft + (b.settlement[to] ? SETTLEMENT[b.settlement[to]!].shiftLeft : 0);
    const index = oddsIndex(group.reduce((a, u) => a + cs(s, u), 0), here.reduce((a, u) => a + cs(s, u), 0)) - shifts;
    if (index >= OVERRUN_INDEX) out.push(to);
  }
  return out;
}

/** The overrun is declared: disrupted defenders die, the others are disrupted and must retreat. */
export function startOverrun(s: State, target: number): State {
  const at = unitsAt(s);
  const defenders = at[target]!;
  const dead = new Set(defenders.filter((u) => u.dis).map((u) => u.id));
  const units = s.units.map((u) => (dead.has(u.id) ? { ...u, loc: -1, steps: 0, dis: false } : defenders.some((x) => x.id === u.id) ? { ...u, dis: true } : u));
  return { ...s, units, stage: { kind: 'overrun', target, retreating: defenders.filter((u) => !dead.has(u.id)).map((u) => u.id) } };
}

/** A stand-in combat record for the shared retreat rules (CG R11.4) of an overrun. */
export function overrunRetreat(target: number, retreating: readonly string[]): Combat {
  return {
    stage: 'retreat', attacker: 'german', target, attackers: [], defenders: [...retreating], attackerAir: 0, defenderAir: 0, engaged: false,
    column: null, result: 'DR', retreatHexes: 2, losses: [], priority: [], retreating: [...retreating], advancing: [], maxAdvance: 0, disAfter: 'none',
  };
}

/** After the retreats the group enters the hex, paying its cost +1 MP. */
export function finishOverrun(s: State, target: number): State {
  const b = boardOf(s);
  const group = groupUnits(s);
  const from = group[0]!.loc;
  const d = dirBetween(b, from, target);
  const cost = Math.max(...group.map((u) => enterCost(s, u, 'german', from, d, target) ?? 0)) + 1;
  const mp = Math.max(0, s.moving!.mp - cost);
  return {
    ...s,
    units: s.units.map((u) => (s.moving!.units.includes(u.id) ? { ...u, loc: target } : u)),
    moving: { ...s.moving!, mp, entered: s.moving!.entered + 1 },
    control: s.control.slice(0, target) + 'G' + s.control.slice(target + 1),
    stage: { kind: 'move' },
  };
}

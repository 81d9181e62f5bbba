/**
 * Special rules (N44 22): the Allied Army Boundary (22.1) and the airborne divisions' withdrawal
 * in the Final Phase (22.2).
 */
import { hexDistance, type GameEvent } from '@esagono/kernel';
import { inZone, type Board } from '../map/index.js';
import { board, onMap } from '../position.js';
import { sideContext } from '../movement/context.js';
import type { Campaign, Move, State, UnitState } from '../state.js';
import { info } from '../units.js';
import { dueReinforcements } from '../replacements/reinforcements.js';
import { unmovedItems } from '../sequence/roster.js';
import { contextOf } from '../context.js';
import { outsideDuty } from './airborne-duty.js';

/** US units belong to the US 1st Army, British and Canadian ones to the British 2nd Army (N44 22.1, 27.1). */
export const isUs = (id: string): boolean => info(id).counter.nation === 'US';

// Per board: 1 = within 1 hex of the US side, 2 = within 1 hex of the British side (derived from the map, immutable).
const reachCache = new WeakMap<Board, Uint8Array>();
function reachOf(b: Board): Uint8Array {
  let r = reachCache.get(b);
  if (!r) {
    r = new Uint8Array(b.map.size);
    for (let loc = 0; loc < b.map.size; loc++) {
      const near = [loc];
      for (let d = 0; d < 6; d++) if (b.map.neighbor(loc, d) >= 0) near.push(b.map.neighbor(loc, d));
      for (const n of near) r[loc] = (r[loc] as number) | (inZone(b, n, 'us-army') ? 1 : 2);
    }
    reachCache.set(b, r);
  }
  return r;
}

/** May an Allied unit end its move in `hex`: at most 1 hex across the Army Boundary (N44 22.1)? German units cross freely. */
export function boundaryAllows(s: State, u: UnitState, hex: string, b: Board = board(s)): boolean {
  if (s.campaign === undefined || u.side !== 'allied') return true;
  return nearOwnArmy(u, hex, b);
}

/** Is `hex` within 1 hex of the side of the Army Boundary of the Allied unit `u`'s army (N44 22.1)? */
function nearOwnArmy(u: UnitState, hex: string, b: Board): boolean {
  return ((reachOf(b)[b.locOf(hex)] as number) & (isUs(u.id) ? 1 : 2)) !== 0;
}

/**
 * `boundaryAllows` by location, for a caller that tests many hexes of one unit and has their
 * locations (game.ts `movesOf`): the bit of `boundaryReach(b)` a location needs for `u` to end
 * there, or 0 when every hex is allowed (no campaign, or a German unit: N44 22.1).
 */
export function boundaryBit(s: State, u: UnitState): number {
  if (s.campaign === undefined || u.side !== 'allied') return 0;
  return isUs(u.id) ? 1 : 2;
}
export { reachOf as boundaryReach };

/** US and Commonwealth units never attack together (N44 22.1). */
export function sameArmy(a: string, b: string): boolean {
  return isUs(a) === isUs(b);
}

const AIRBORNE_KINDS = new Set(['airborne', 'glider']);

/** The airborne divisions on the map (US 82nd and 101st, British 6th) by formation. */
function airborneDivisions(s: State): Map<string, UnitState[]> {
  const out = new Map<string, UnitState[]>();
  for (const u of s.units) {
    const i = info(u.id);
    if (u.side !== 'allied' || !AIRBORNE_KINDS.has(i.kind) || !onMap(u)) continue;
    const f = `${i.counter.nation === 'US' ? 'US' : 'BR'}-${i.counter.formation ?? ''}`;
    out.set(f, [...(out.get(f) ?? []), u]);
  }
  return out;
}

/** Divisions that may withdraw: every unit on the map in supply and not next to an enemy (N44 22.2). */
export function withdrawable(s: State, b: Board = board(s)): string[] {
  const c = s.campaign;
  if (!c) return [];
  // Where the German stands (the position's standing, movement/context.ts): a unit's six neighbours are read, not every German unit.
  const german = sideContext(s, 'german', b).occ;
  const nextToGerman = (u: UnitState): boolean => {
    const loc = b.locOf(u.hex as string);
    for (let d = 0; d < 6; d++) {
      const n = b.map.neighbor(loc, d);
      if (n >= 0 && german[n] === 1) return true;
    }
    return false;
  };
  const out: string[] = [];
  for (const [div, us] of airborneDivisions(s)) {
    if (c.withdrawn.includes(div)) continue;
    const ok = us.every((u) => u.oos === 0 && !nextToGerman(u));
    if (ok) out.push(div);
  }
  return out.sort();
}

/** The whole division goes to England for good; its units no longer count for automatic victory (N44 22.2, D-30). */
export function withdraw(s: State, division: string, events: GameEvent[]): State {
  const c = s.campaign as Campaign;
  const ids = new Set((airborneDivisions(s).get(division) ?? []).map((u) => u.id));
  events.push({ type: 'airborne-withdrawn', rule: 'N44 22.2' });
  return { ...s, campaign: { ...c, withdrawn: [...c.withdrawn, division] }, units: s.units.map((u) => (ids.has(u.id) ? { ...u, box: 'removed' as const, hex: null } : u)) };
}

/**
 * Solitaire: the German begins an IP only within 3 hexes of an Allied unit; an Allied army begins
 * one only if it began none the turn before (N44 27.2).
 */
export function soloIpAllowed(s: State, u: UnitState, b: Board = board(s)): boolean {
  if (!s.options.solitaire) return true;
  if (u.side === 'allied') {
    const army = isUs(u.id) ? 'us' : 'british';
    return !Object.values(s.ips).some((ip) => ip.side === 'allied' && (ip.army ?? 'us') === army && ip.turn === s.turn - 1);
  }
  const at = b.map.hexes[b.locOf(u.hex as string)];
  return s.units.some((o) => o.side === 'allied' && onMap(o) && hexDistance(b.map.hexes[b.locOf(o.hex as string)] as never, at as never) <= 3);
}

/**
 * An Allied unit left more than 1 hex across the Army Boundary (by a retreat) must come back
 * within the limit in the next Allied Movement Phase (N44 22.1): while one that can still move
 * back has not, the phase may not end. `moves` are the phase's listed moves. The same holds for
 * the German reinforcements due (N44 6.6) and the Cherbourg airborne duties (N44 26.3.2-3).
 */
export function mustReturn(s: State, moves: readonly Move[], b: Board = board(s)): boolean {
  // A German reinforcement due now enters or waits a turn (N44 6.6): the phase ends after that choice.
  if (s.phase === 'german-movement') return dueReinforcements(s, b).length > 0;
  // Cherbourg: a 101st/82nd unit outside its distance must at once try to move back (N44 26.3.2-3).
  if (s.campaign === undefined && s.phase === 'allied-movement') {
    const out = new Set(s.units.filter((u) => !u.moved && outsideDuty(s, u, b)).map((u) => u.id));
    return out.size > 0 && moves.some((m) => m.type === 'move' && out.has(m.unit));
  }
  if (s.campaign === undefined || s.phase !== 'allied-movement') return false;
  // Usually no Allied unit stands across the Boundary: the units that do, kept by the unmoved Allied
  // units' list and carried over a move (sequence/roster.ts `unmovedItems`), are the cue to read the moves.
  const away = unmovedItems(s, 'allied', contextOf(s, b).awayUnits, null, awayId);
  return away.length > 0 && moves.some((m) => m.type === 'move' && away.includes(m.unit));
}

/** The id of the unmoved Allied unit `u` when it stands more than 1 hex across the Army Boundary (N44 22.1), else null. */
const awayId = (u: UnitState, _: null, b: Board): string | null => (nearOwnArmy(u, u.hex as string, b) ? null : u.id);

/**
 * Solitaire: units brought back from the Eliminated box are SS ones first, while an SS unit can
 * come back (N44 27.2); Repl used on the map are free of this.
 */
export function soloReturnAllowed(s: State, unit: string, fromBox: boolean, ssCanReturn: boolean): boolean {
  if (!s.options.solitaire || !fromBox || info(unit).side !== 'german') return true;
  return !ssCanReturn || info(unit).counter.nation === 'SS';
}

/** Solitaire: reinforcements enter on their turn unless their entry is barred (N44 27.2): no delay while they can enter. */
export function soloDelayAllowed(s: State, canEnter: boolean): boolean {
  return !s.options.solitaire || !canEnter;
}

/**
 * The US Rangers and the 4th Special Service Brigade leave at the start of the Allied player turn
 * in which no German unit is within 4 hexes of Pointe du Hoc (the two Ranger battalions) or of
 * Arromanches-les-Bains (the 4th SS Brigade); the 1st SS Brigade stays (N44 17.5). No penalty.
 */
export function withdrawSpecialForces(s: State, events: GameEvent[], b: Board = board(s)): State {
  if (!s.campaign) return s;
  // Once they have left (or were never on the map) there is nothing to check.
  if (!s.units.some((u) => onMap(u) && (u.id === 'BR-4SS' || info(u.id).kind === 'ranger'))) return s;
  const germans = s.units.filter((u) => u.side === 'german' && onMap(u)).map((u) => b.map.hexes[b.locOf(u.hex as string)]);
  const clear = (place: string): boolean => {
    const hex = b.file.places.find((p) => p.name === place)?.hexes[0];
    if (hex === undefined) return false;
    const at = b.map.hexes[b.locOf(hex)];
    return !germans.some((g) => hexDistance(g as never, at as never) <= 4);
  };
  const leaving = new Set<string>();
  if (clear('Pointe du Hoc')) for (const u of s.units) if (onMap(u) && info(u.id).kind === 'ranger') leaving.add(u.id);
  if (clear('Arromanches-les-Bains')) for (const u of s.units) if (onMap(u) && u.id === 'BR-4SS') leaving.add(u.id);
  if (leaving.size === 0) return s;
  events.push({ type: 'special-forces-withdrawn', rule: 'N44 17.5' });
  return { ...s, units: s.units.map((u) => (leaving.has(u.id) ? { ...u, box: 'removed' as const, hex: null } : u)) };
}

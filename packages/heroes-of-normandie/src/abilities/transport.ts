/**
 * Trasporto (HoN p.15 L1347-1363): a vehicle carries infantry up to its capacity; Heroes and
 * Officers (and units with an icon the source lost) count 1, the others 2 (L1351). Infantry gets
 * in or out at the start or the end of its move, from or to any adjacent space (L1355); a
 * passenger may receive an Order (L1357). When the vehicle is destroyed its passengers are
 * unharmed but placed by their owner on empty spaces adjacent to the wreck, each with a
 * Suppressed marker; one that finds no space is destroyed (L1359-1363).
 *
 * The transport scale is missing from the source (digest §4.9): the stand-in capacity is the
 * value printed on the ability. A passenger is off the map while aboard: its square is
 * (`ABOARD`, `ABOARD`), far from every square, so no rule reading squares meets it. A vehicle lost
 * queues its passengers in `State.unload` (`combat/damage.ts`).
 */
import type { GameEvent } from '@esagono/kernel';
import { dirX, dirY, terrainAllows } from '../movement/move.js';
import type { Board } from '../map/board.js';
import type { Activation, State, Unit } from '../state.js';
import { abilityValue, counterOf, kindOf, replaceUnit, unitAt, unitById } from '../units.js';
import { addSuppressed, eliminate } from '../combat/damage.js';
import { withState, withUnit } from '../speed/copy.js';

type Events = GameEvent[];
const ev = (e: Record<string, unknown> & { type: string; rule: string }): GameEvent => e as GameEvent;

export const ABOARD = -64;

/** The room a unit takes aboard: 1 for Heroes and Officers, else 2 (L1351). */
export function loadOf(u: Unit): number {
  const b = counterOf(u).border;
  return b === 'hero' || b === 'officer' ? 1 : 2;
}

export function passengersOf(s: State, v: Unit): Unit[] {
  return s.units.filter((u) => u.alive && u.carrier === v.id);
}

/** Room left aboard `v` (its capacity is the ability's stand-in value). */
export function roomLeft(s: State, v: Unit): number {
  const cap = abilityValue(v, 'transport');
  if (cap === null || !v.alive) return 0;
  return passengersOf(s, v).reduce((n, p) => n - loadOf(p), cap);
}

/** Vehicles `u` may board now: friendly, adjacent, alive, with room; at the start or the end of its move (L1355). */
export function boardable(s: State, u: Unit, act: Activation): Unit[] {
  if (u.carrier !== null || kindOf(u) !== 'infantry' || act.stage === 'fired' || act.stage === 'barrage') return [];
  const out: Unit[] = [];
  for (const v of s.units) {
    if (!v.alive || v.owner !== u.owner || v.id === u.id || abilityValue(v, 'transport') === null) continue;
    if (Math.max(Math.abs(v.x - u.x), Math.abs(v.y - u.y)) !== 1) continue;
    if (roomLeft(s, v) >= loadOf(u)) out.push(v);
  }
  return out;
}

/** Free squares adjacent to a vehicle that `u` may stand on. */
export function squaresAround(s: State, board: Board, v: Unit, u: Unit): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let d = 0; d < 8; d++) {
    const x = v.x + dirX(d);
    const y = v.y + dirY(d);
    if (terrainAllows(s, board, u, x, y) && !unitAt(s, x, y)) out.push({ x, y });
  }
  return out;
}

/** Where a passenger may get out: at the start of its move only (L1355). */
export function disembarkSquares(s: State, board: Board, u: Unit, act: Activation): { x: number; y: number }[] {
  if (u.carrier === null || act.stage !== 'start') return [];
  const v = unitById(s, u.carrier);
  return v ? squaresAround(s, board, v, u) : [];
}

/** Destroys the waiting passengers that find no empty space (L1361), until one can be placed. */
export function settleUnload(s: State, board: Board, events: Events): State {
  let next = s;
  while (next.unload.length > 0) {
    const p = unitById(next, next.unload[0]!);
    const v = p && p.carrier !== null ? unitById(next, p.carrier) : undefined;
    if (p && p.alive && v && squaresAround(next, board, v, p).length > 0) return next;
    next = withState(next, { unload: next.unload.slice(1) });
    if (p && p.alive) {
      next = replaceUnit(next, withUnit(p, { carrier: null }));
      next = eliminate(next, p.id, events, false, 'HoN p.15 L1361');
    }
  }
  return next;
}

/** The owner places the first waiting passenger, with a Suppressed marker (L1359, L1363). */
export function unloadTo(s: State, board: Board, x: number, y: number, events: Events): State {
  const p = unitById(s, s.unload[0]!)!;
  events.push(ev({ type: 'unloaded', rule: 'HoN p.15 L1359', unit: p.id, x, y }));
  const placed = replaceUnit(withState(s, { unload: s.unload.slice(1) }), withUnit(p, { x, y, carrier: null }));
  return settleUnload(addSuppressed(placed, p.id, 1, events, 'HoN p.15 L1363'), board, events);
}

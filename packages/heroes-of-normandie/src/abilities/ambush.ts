/**
 * Imboscata (HoN p.14 L1119-1131) and hidden units: a unit with the ability hides (flips to its
 * hidden face) during its move, at its start or end, a move of zero spaces allowed (L1121-1123,
 * [A42]: "reveal" read as "flip"), also in the Supply phase (L602); it may deploy hidden (L1125).
 * While hidden it cannot be the target of enemy Fire and ignores AoE markers (L1127). An enemy
 * unit with a clear line to it reveals it, within 2 spaces as well when the hidden unit stands in
 * a terrain element; heavy vehicles reveal nothing (L1127-1129). Two hidden units may reveal
 * each other at once (L1131): reveals are judged on the state before any of them. A hidden unit
 * that fires is revealed (L1131). A unit may hide only where no enemy could reveal it [A42].
 * Reveals are checked after every move of the game [A42: after every step and flip].
 */
import type { GameEvent } from '@esagono/kernel';
import { squareDistanceXY } from '@esagono/kernel';
import type { Board } from '../map/board.js';
import { OPEN, terrainAt } from '../map/board.js';
import { sightBetween } from '../combat/fire.js';
import { wreckAt, hasAbility, kindOf } from '../units.js';
import type { State, Unit } from '../state.js';
import { withState, withUnit } from '../speed/copy.js';

type Events = GameEvent[];
const ev = (e: Record<string, unknown> & { type: string; rule: string }): GameEvent => e as GameEvent;

/** The reveal distance inside terrain (L1129). */
export const REVEAL_IN_TERRAIN = 2;

function inTerrain(s: State, board: Board, u: Unit): boolean {
  return terrainAt(board, u.x, u.y) !== OPEN || wreckAt(s, u.x, u.y) !== undefined;
}

/** Whether enemy `e` reveals hidden `h`: clear line, within 2 in terrain, never a heavy vehicle (L1127-1129). */
export function reveals(s: State, board: Board, e: Unit, h: Unit): boolean {
  if (!e.alive || e.owner === h.owner || e.carrier !== null || kindOf(e) === 'heavyVehicle') return false;
  if (inTerrain(s, board, h) && squareDistanceXY(e.x, e.y, h.x, h.y) > REVEAL_IN_TERRAIN) return false;
  return sightBetween(s, board, e, h).clear;
}

/** Whether `u` may hide now: the ability, not hidden, not aboard, and no enemy would reveal it [A42]. */
export function mayHide(s: State, board: Board, u: Unit): boolean {
  if (u.hidden || u.carrier !== null || !hasAbility(u, 'ambush')) return false;
  for (const e of s.units) if (reveals(s, board, e, u)) return false;
  return true;
}

/** Reveals every hidden unit some enemy now reveals, all judged on the same state (L1131). */
export function revealHidden(s: State, board: Board, events: Events): State {
  let found: string[] | null = null;
  for (const h of s.units) {
    if (!h.hidden || !h.alive) continue;
    for (const e of s.units)
      if (reveals(s, board, e, h)) {
        (found ??= []).push(h.id);
        break;
      }
  }
  if (found === null) return s;
  const ids = found;
  for (const id of ids) events.push(ev({ type: 'revealed', rule: 'HoN p.14 L1127', unit: id }));
  return withState(s, { units: s.units.map((u) => (ids.includes(u.id) ? withUnit(u, { hidden: false }) : u)) });
}

/** State updates that carry a rule: units moving and losing figures, sandbags, wire, objectives and victory. */
import { CARD_EFFECTS, type CardEffect } from '../cards/effects.js';
import { boardOf, type BoardInfo } from '../board/static.js';
import { carryOccupancy } from '../board/occupancy.js';
import { obstacleAt } from '../terrain/effects.js';
import { takeObjectives, winner } from '../medals/medals.js';
import { patchState, patchUnit, withPhase, withUnits } from '../util/copy.js';
import { unitAt, withSide } from '../util/helpers.js';
import { bySide, type Player, type State, type Turn, type Unit } from '../state.js';

export const board = (s: State): BoardInfo => boardOf(s.scenario);

// The effect asked about is nearly always the last one: a keyed read of a 30-card table is not free.
let effectId: Turn['effect'] | null = null;
let effectLast: CardEffect | undefined;

export function effectOf(t: Turn | null): CardEffect | undefined {
  if (t === null || t.fallback) return undefined;
  if (t.effect !== effectId) {
    effectId = t.effect;
    effectLast = CARD_EFFECTS[t.effect];
  }
  return effectLast;
}

export function setUnit(s: State, i: number, patch: Partial<Unit>): State {
  const units = s.units.slice();
  const u = unitAt(s, i);
  const next = patchUnit(u, patch);
  units[i] = next;
  carryOccupancy(board(s), s.units, units, i, u.at, next.at);
  return withUnits(s, units);
}

/** A sandbag goes when its unit leaves the hex, elimination included (M44 p.19 [L849]; review finding 3). */
export function leaveHex(s: State, hex: number): State {
  // Read from the obstacle grid (a keyed read of the record is slow); only sandbags, which live in
  // the state, are removed when left.
  if (!(obstacleAt(s, board(s), hex)?.removedWhenLeft ?? false)) return s;
  const obstacles = { ...s.obstacles };
  delete obstacles[hex];
  return patchState(s, { obstacles });
}

export function removeObstacle(s: State, hex: number): State {
  if (s.obstacles[hex] === undefined) return s;
  const obstacles = { ...s.obstacles };
  delete obstacles[hex];
  return patchState(s, { obstacles });
}

/** Moves a unit; sandbags left behind go, armour entering wire removes it (M44 p.19 [L839]). */
export function relocate(s: State, i: number, to: number, retreat = false): State {
  const u = unitAt(s, i);
  let r = leaveHex(s, u.at);
  r = setUnit(r, i, { at: to });
  if (!retreat && u.type === 'armor' && r.obstacles[to] === 'wire') r = removeObstacle(r, to);
  return r;
}

/**
 * Removes figures; the last one gives the enemy its medal(s) (M44 p.9 [L372-374]). Extra hits are lost.
 */
export function loseFigures(s: State, i: number, n: number, by: Player): State {
  if (n <= 0) return s;
  const u = unitAt(s, i);
  if (u.figures > n) return setUnit(s, i, { figures: u.figures - n });
  const r = leaveHex(s, u.at);
  return patchState(setUnit(r, i, { figures: 0, at: -1 }), { medals: withSide(s.medals, by, bySide(s.medals, by) + u.medals) });
}

/** After every step: permanent objectives, then victory (M44 p.6 [L158]; digest A19). */
export function settle(s: State): State {
  if (s.phase.kind === 'over') return s;
  const r = takeObjectives(s);
  const w = winner(r);
  return w === null ? r : withPhase(r, { kind: 'over', winner: w });
}

/**
 * Ambush: the defender of a close assault may play it before the roll; the defending unit then
 * battles the assaulting one first, at close range with the usual dice; the card is discarded and
 * its owner draws a replacement first at the end of the turn (M44 p.22 [L955]; digest Appendix A).
 */
import type { BoardInfo } from '../board/static.js';
import { patchState, patchTurn } from '../util/copy.js';
import { unitAt, withSide } from '../util/helpers.js';
import { baseDice } from './attack.js';
import { bySide, type AttackCtx, type State } from '../state.js';

/** Does the defender of `atk` hold an Ambush card? */
export function holdsAmbush(s: State, atk: AttackCtx): boolean {
  return bySide(s.hands, unitAt(s, atk.target).side).includes('ambush');
}

/** The card leaves the defender's hand for the discards; the turn remembers the ambusher's draw. */
export function spendAmbush(s: State, atk: AttackCtx): State {
  const side = unitAt(s, atk.target).side;
  const hand = bySide(s.hands, side).slice();
  hand.splice(hand.indexOf('ambush'), 1);
  return patchState(s, {
    hands: withSide(s.hands, side, hand),
    discard: [...s.discard, 'ambush'],
    turn: s.turn && patchTurn(s.turn, { ambushed: true }),
  });
}

/** The defender's counter-attack on the assaulting unit, or null when it has no dice. */
export function counterAttack(s: State, b: BoardInfo, atk: AttackCtx): AttackCtx | null {
  const d = unitAt(s, atk.target);
  const a = unitAt(s, atk.attacker);
  const dice = Math.max(0, baseDice(s, b, d, a));
  if (dice === 0) return null;
  return { attacker: -1, target: atk.attacker, targetHex: a.at, dice, close: true, starHits: false, flagsIgnorable: true, overrun: false, queue: [], then: atk };
}

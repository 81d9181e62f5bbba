/**
 * BH 3 The sequence of play: each turn blue moves (BH 5) and attacks (BH 6-10), then red moves
 * and attacks; after the last turn, or when a side has no unit left, the game ends (BH 11).
 * Who must act is derived from the phase and the combat being resolved, never stored.
 */
import type { Actor } from '../../../protocol/types.js';
import { lossChooser } from '../../../combat/decisions.js';
import { other, type Combat, type Player, type State } from '../state.js';

/** The pending decision of a combat, in BH 10 order, or null once nothing is left to decide. */
export function combatActor(s: State, c: Combat): Actor<Player> | null {
  switch (c.stage) {
    case 'declare':
      return { kind: 'player', player: s.side }; // BH 6.2
    case 'roll':
      return { kind: 'chance' }; // BH 9
    case 'losses': {
      // BH 10.1 then 10.2: each step is chosen by the player the result names.
      for (const d of [c.attackerLoss, c.defenderLoss]) {
        const chooser = d ? lossChooser(d) : null;
        if (chooser !== null) return { kind: 'player', player: chooser };
      }
      return null;
    }
    case 'retreat':
      return c.retreating.length > 0 ? { kind: 'player', player: other(s.side) } : null; // BH 10.3
    case 'advance':
      return c.advancing.length > 0 ? { kind: 'player', player: s.side } : null; // BH 10.4
  }
}

/** BH 3: who acts. Combats are settled as soon as a stage is done, so a combat always has an actor. */
export function actorOf(s: State): Actor<Player> {
  if (s.phase === 'over') return { kind: 'terminal' };
  if (s.combat) return combatActor(s, s.combat) ?? { kind: 'player', player: s.side };
  return { kind: 'player', player: s.side };
}

/** BH 11: a side with no unit on the board has lost. */
export const sideGone = (s: State, p: Player): boolean => !s.units.some((u) => u.side === p && u.loc >= 0);

/** BH 3: the phase after the current one ends. */
export function nextPhase(s: State): State {
  if (sideGone(s, 'blue') || sideGone(s, 'red')) return { ...s, phase: 'over', combat: null };
  if (s.phase === 'move') return { ...s, phase: 'combat', moved: [], attacked: [], hit: [], combat: null };
  if (s.side === 'blue') return { ...s, side: 'red', phase: 'move', moved: [], attacked: [], hit: [], combat: null };
  if (s.turn >= s.turns) return { ...s, phase: 'over', moved: [], attacked: [], hit: [], combat: null };
  return { ...s, turn: s.turn + 1, side: 'blue', phase: 'move', moved: [], attacked: [], hit: [], combat: null };
}

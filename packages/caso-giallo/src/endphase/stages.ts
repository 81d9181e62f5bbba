/**
 * The stages and moves the Allied air pool (CG R5.1b, R5.2, SB7.5b), Operation Dynamo (R13) and
 * the End Phase segments R12.10-R12.12 add to the game: who acts, what is legal, the chance
 * outcomes, and how a move applies. game.ts asks this module first for these stages and moves.
 */
import { rational, type Actor, type ChanceOutcome } from '@esagono/kernel';
import { loseStep } from '../position.js';
import type { Move, Player, State } from '../state.js';
import { afterPortLoss, commitPortStuka, declare, declareAtOffer, offerMoves, declarationMoves, evacuateUnit, evacuationMoves, portDiveAllowed, portDiveMoves, portLossMoves, rollPortDive } from '../dynamo/flow.js';
import { rollAlliedAir } from '../air/allied.js';
import { afterReplacementStep, betterDefenseMoves, endBetterDefense, liftBetterDefense, placeBetterDefense, placeRefitted, refitDeclared, refitNotYet, refitDeclareMoves, refitPlaceMoves, refitPointMoves, replace, replacementMoves, spendRefitPoint, toBetterDefense } from './segments.js';

const DIE: ChanceOutcome<Move>[] = [1, 2, 3, 4, 5, 6].map((die) => ({ move: { type: 'roll', die }, p: rational(1, 6) }));

/** The sequence's round functions (sequence/index.ts), passed in to keep the imports one-way. */
export interface RoundFlow {
  readonly startRound: (s: State, side: 'german' | 'allied', mode: 'move' | 'combat') => State;
  /** After the offer: the next chit drawn, or the End Phase. */
  readonly continueTurn: (s: State) => State;
}

/** The player (or chance) acting in one of these stages; null for the others. */
export function extraActor(s: State): Actor<Player> | null {
  switch (s.stage.kind) {
    case 'allied-air-roll':
    case 'port-roll':
      return { kind: 'chance' };
    case 'port-dive':
    case 'refit-declare':
    case 'refit':
    case 'refit-place':
      return { kind: 'player', player: 'german' };
    case 'port-loss':
    case 'better-defense':
    case 'dynamo-offer':
      return { kind: 'player', player: 'allied' };
    case 'replace':
      return { kind: 'player', player: s.stage.side };
    default:
      return null;
  }
}

export function extraChance(s: State): ChanceOutcome<Move>[] | null {
  return s.stage.kind === 'allied-air-roll' || s.stage.kind === 'port-roll' ? DIE : null;
}

/** Legal moves of these stages; null for the others. */
export function extraLegal(s: State): Move[] | null {
  const st = s.stage;
  switch (st.kind) {
    case 'allied-air-roll':
    case 'port-roll':
      return [];
    case 'port-dive':
      return portDiveMoves(s);
    case 'dynamo-offer':
      return offerMoves(s);
    case 'port-loss':
      return portLossMoves(s);
    case 'replace':
      return replacementMoves(s, st.side, st.infantry, st.armour);
    case 'better-defense':
      return betterDefenseMoves(s, st.left);
    case 'refit-declare':
      return refitDeclareMoves(s);
    case 'refit':
      return refitPointMoves(s);
    case 'refit-place':
      return refitPlaceMoves(s);
    default:
      return null;
  }
}

/** Moves these rules add to existing stages: the Dynamo declaration and evacuation (Move rounds), the port dive (Air Phase). */
export function extraMoves(s: State): Move[] {
  if (s.stage.kind === 'move') return [...declarationMoves(s), ...evacuationMoves(s)];
  if (s.stage.kind === 'dive' && portDiveAllowed(s)) return [{ type: 'dive-port' }];
  return [];
}

/**
 * Applies a move of these rules: the new state, or null when the move is not theirs. `afterAllied`
 * continues scenario 3 after the Allied air roll (turn 1: the paradrops; later turns: the chits).
 */
export function extraApply(s: State, m: Move, afterAlliedAir: (s: State) => State, flow: RoundFlow): { state: State; rule: string; type: string } | null {
  const st = s.stage;
  switch (m.type) {
    case 'roll':
      if (st.kind === 'allied-air-roll') return { state: afterAlliedAir(rollAlliedAir(s, m.die)), rule: 'CG SB7.5b', type: 'allied-air-rolled' };
      if (st.kind === 'port-roll') return { state: rollPortDive(s, m.die, st.resume), rule: 'CG R5.1e', type: 'port-bombed' };
      return null;
    case 'declare-dynamo':
      if (st.kind === 'dynamo-offer') return { state: declareAtOffer(s, m.port, (x) => flow.startRound(x, 'allied', 'move')), rule: 'GMT errata 13.1c', type: 'dynamo-declared' };
      return { state: declare(s, m.port), rule: 'CG R13.1', type: 'dynamo-declared' };
    case 'decline-dynamo':
      return { state: flow.continueTurn(s), rule: 'GMT errata 13.1c', type: 'dynamo-declined' };
    case 'dive-port':
      return { state: commitPortStuka(s, st.kind === 'port-dive' ? 'port-dive' : 'dive'), rule: 'CG R5.1e', type: 'stuka-committed' };
    case 'end-port-dive':
      return { state: { ...s, stage: { kind: 'move' } }, rule: 'CG R13.3e', type: 'port-dive-ended' };
    case 'lose-step':
      if (st.kind !== 'port-loss') return null;
      return { state: afterPortLoss({ ...s, units: s.units.map((u) => (u.id === m.unit ? loseStep(u) : u)) }, st.resume), rule: 'CG R5.1e', type: 'step-lost' };
    case 'evacuate':
      return { state: evacuateUnit(s, m.unit), rule: 'CG R13.4', type: 'evacuated' };
    case 'replace': {
      if (st.kind !== 'replace') return null;
      const infantry = st.infantry - (m.kind === 'infantry' ? 1 : 0);
      const armour = st.armour - (m.kind === 'armour' ? 1 : 0);
      return { state: afterReplacementStep(replace(s, st.side, m.unit), st.side, infantry, armour), rule: 'CG R12.10', type: 'replaced' };
    }
    case 'end-replacements':
      if (st.kind !== 'replace') return null;
      return { state: st.side === 'german' ? afterReplacementStep(s, 'german', 0, 0) : toBetterDefense(s), rule: 'CG R12.10', type: 'replacements-ended' };
    case 'better-defense':
      if (st.kind !== 'better-defense') return null;
      return { state: placeBetterDefense(s, m.at, st.left), rule: 'CG R12.11d', type: 'better-defense-placed' };
    case 'lift-better-defense':
      if (st.kind !== 'better-defense') return null;
      return { state: liftBetterDefense(s, m.from, st.left), rule: 'CG R12.11e', type: 'better-defense-lifted' };
    case 'end-better-defense':
      if (st.kind !== 'better-defense') return null;
      return { state: endBetterDefense(s, st.left), rule: 'CG R12.11', type: 'better-defense-ended' };
    case 'declare-refit':
      return { state: refitDeclared(s), rule: 'CG R12.12b', type: 'refit-declared' };
    case 'no-refit':
      return { state: refitNotYet(s), rule: 'CG R12.12b', type: 'refit-not-yet' };
    case 'refit-point':
      if (st.kind !== 'refit') return null;
      return { state: spendRefitPoint(s, m.unit, st.points), rule: 'CG R12.12g', type: 'refit-point' };
    case 'refit-place':
      return { state: placeRefitted(s, m.unit, m.to), rule: 'CG R12.12h', type: 'refit-placed' };
    default:
      return null;
  }
}

/**
 * CG R4.1 The sequence of play for a turn: Air Phase (paradrop, landing rolls, Stuka dive
 * bombing), Supply Phase (scenario 4: everything supplied, SB8.6), Action Phase (initiative chit,
 * then chits drawn from the cup; Move rounds: refugees in scenario 4, movement, Engaged combats,
 * motorized combat; Combat rounds: Engaged combats first, then attacks) and the End Phase.
 * Who acts is read off the pending stage and the combat being resolved.
 */
import type { Actor } from '@esagono/kernel';
import { boardOf, counterOf, sideOf, stackLegal, unitsAt } from '../position.js';
import { other, type Combat, type Mode, type Player, type State } from '../state.js';
import type { Side } from '../setup/counters.js';
import { drawOutcomes } from './chits.js';
import { terrorTargets } from '../endphase/index.js';
import { data } from '../position.js';
import { campaignEndPhase, reinforcementRound } from './turn.js';
import { scenarioOf } from '../victory/index.js';
import { extraActor } from '../endphase/stages.js';
import { dynamoOfferDue } from '../dynamo/flow.js';

export function combatActor(c: Combat): Actor<Player> {
  switch (c.stage) {
    case 'declare':
      return { kind: 'player', player: c.attacker };
    case 'defender-air':
      return { kind: 'player', player: other(c.attacker) };
    case 'roll':
      return { kind: 'chance' };
    case 'losses':
      return { kind: 'player', player: c.losses[0]?.chooser ?? c.attacker };
    case 'retreat':
      return { kind: 'player', player: other(c.attacker) };
    case 'advance':
      return { kind: 'player', player: c.attacker };
  }
}

export function actorOf(s: State): Actor<Player> {
  // CG R5.1b, R12.10-R12.12, R13: the stages of endphase/stages.ts.
  const extra = extraActor(s);
  if (extra) return extra;
  const st = s.stage;
  switch (st.kind) {
    case 'drop':
    case 'drop-ll':
    case 'initiative':
      return { kind: 'player', player: s.initiative };
    case 'dive':
    case 'overrun':
    case 'chit-mode':
    case 'refugees':
    case 'refugee-phase':
    case 'terror':
      return { kind: 'player', player: 'german' };
    case 'landing':
    case 'll-reroll':
    case 'dive-roll':
    case 'bridgehead-roll':
    case 'draw':
    case 'motorized-roll':
      return { kind: 'chance' };
    case 'dive-loss':
    case 'terror-loss':
    case 'interdict':
    case 'open-city':
    case 'evict':
      return { kind: 'player', player: 'allied' };
    case 'interdict-roll':
    case 'attrition':
      return { kind: 'chance' };
    case 'air-roll':
    case 'chit-roll':
    case 'vp-roll':
    case 'eben-roll':
      return { kind: 'chance' };
    case 'reinforce':
      return { kind: 'player', player: s.round?.side ?? 'german' };
    case 'redeploy':
      return { kind: 'player', player: st.side };
    case 'crossing':
      return { kind: 'player', player: 'german' };
    case 'move':
    case 'shed':
      return { kind: 'player', player: s.round?.side ?? 'german' };
    case 'engaged':
    case 'attack':
      if (s.combat) return combatActor(s.combat);
      return { kind: 'player', player: s.round?.side ?? 'german' };
    case 'over':
      return { kind: 'terminal' };
    default:
      // The stages of endphase/stages.ts (answered above).
      return { kind: 'terminal' };
  }
}

/** CG R4.1 C: a new Action Round of `side` played as `mode`. */
export function startRound(s: State, side: Side, mode: Mode): State {
  const base: State = {
    ...s,
    rounds: [...s.rounds, { side, mode }],
    round: { side, mode, part: mode === 'move' ? 'move' : 'engaged' },
    moving: null,
    moved: [],
    attacked: [],
    advanced: [],
    hit: [],
    obligations: [],
    bridgeheadTried: [],
    combat: null,
  };
  if (mode === 'move') {
    // CG R10.2b: reinforcements first, in the player's first Move round of the turn.
    if (reinforcementRound(base, side)) return { ...base, stage: { kind: 'reinforce' } };
    return afterReinforcements(base);
  }
  return beginEngaged(base);
}

/** The Move round after its reinforcements: refugee placement (German, once), then movement. */
export function afterReinforcements(s: State): State {
  // CG SB8.7, SB5.11: the German places the refugee markers before his first movement.
  const n = data(s).setup.refugees;
  if (s.round?.side === 'german' && !s.refugeesPlaced && n > 0) return { ...s, stage: { kind: 'refugees', left: n } };
  return { ...s, stage: { kind: 'move' } };
}

/**
 * CG R11.9b-d: Engaged combats of earlier rounds are fought now, the original attacker attacking
 * again with whatever stands in the marked hexes; then the round's own combats (or, in a Move
 * round, its motorized combat, R11.6).
 */
export function beginEngaged(s: State): State {
  const at = unitsAt(s);
  for (const e of s.engaged) {
    if (s.hit.includes(e.target)) continue;
    const attackers = e.from.flatMap((loc) => at[loc]!.filter((u) => sideOf(s, u) === e.attacker)).map((u) => u.id);
    const defenders = at[e.target]!.filter((u) => sideOf(s, u) !== e.attacker).map((u) => u.id);
    if (attackers.length === 0 || defenders.length === 0) {
      return beginEngaged({ ...s, engaged: s.engaged.filter((x) => x !== e) });
    }
    const combat: Combat = {
      stage: 'declare', attacker: e.attacker, target: e.target, attackers, defenders, attackerAir: 0, defenderAir: 0, engaged: true,
      column: null, result: null, retreatHexes: 0, losses: [], priority: [], retreating: [], advancing: [], maxAdvance: 0, disAfter: 'none',
    };
    return { ...s, hit: [...s.hit, e.target], stage: { kind: 'engaged' }, combat, round: s.round ? { ...s.round, part: 'engaged' } : null };
  }
  return { ...s, stage: { kind: 'attack' }, round: s.round ? { ...s.round, part: 'combat' } : null };
}

/** A combat has just finished. */
export function afterCombat(s: State): State {
  if (s.round?.part === 'engaged') return beginEngaged(s);
  return { ...s, stage: { kind: 'attack' } };
}

/** The first overstacked hex of `side`, or -1 (CG R8.4: checked at the end of movement). */
export function overstacked(s: State, side: Side): number {
  const at = unitsAt(s);
  for (let loc = 0; loc < at.length; loc++) {
    const here = at[loc]!;
    if (here.length > 0 && sideOf(s, here[0]!) === side && !stackLegal(s, here)) return loc;
  }
  return -1;
}

/** CG R10.1e: the movement part of a Move round is over. */
export function endMovement(s: State): State {
  const side = s.round?.side ?? 'german';
  let next: State = { ...s, moved: s.moving ? [...s.moved, ...s.moving.units] : s.moved, moving: null };
  const bad = overstacked(next, side);
  if (bad >= 0) return { ...next, stage: { kind: 'shed', loc: bad } };
  // CG SB4.2d: airborne units are grounded for the first German Move round after the drop only.
  if (side === 'german' && next.grounded.length > 0) next = { ...next, grounded: [] };
  return beginEngaged({ ...next, round: next.round ? { ...next.round, part: 'engaged' } : null });
}

/** CG R4.1: after a round, draw the next chit, or end the Action Phase. */
export function endRound(s: State): State {
  const base: State = { ...s, round: null, moving: null, combat: null };
  // GMT errata 13.1c: the turn-3 Dynamo offer after the first German round.
  if (dynamoOfferDue(base)) return { ...base, stage: { kind: 'dynamo-offer' } };
  return continueTurn(base);
}

/** The next chit is drawn, or the End Phase begins. */
export function continueTurn(base: State): State {
  if (drawOutcomes(base).length > 0) return { ...base, stage: { kind: 'draw' } };
  return endPhase(base);
}

/** CG SB8.10: the Fortress Holland End Phase starts with Terror Bombing; scenarios 1-3: R12 in order. */
export function endPhase(s: State): State {
  if (scenarioOf(s) !== 4) return campaignEndPhase(s);
  if (terrorTargets(s).length > 0) return { ...s, stage: { kind: 'terror' } };
  return { ...s, stage: { kind: 'over' } };
}

/** Which side owns a unit id (for shedding and loss choices). */
export const ownerOf = (s: State, id: string): Side => counterOf(s, id).side;

export { boardOf };

/**
 * CG R13 Operation Dynamo in play (scenarios 1-2): the declaration (R13.1: turn 3 or 4, when an
 * Allied Move chit comes up, as the Allied player's first move of that round), its procedure
 * (R13.3: the port, the Allied air gone, the unused Allied Move chit into the cup, R13.1b; the
 * German may dive-bomb the port with his unused Stukas before the Allied moves, R13.3e), the Dynamo
 * turns (R13.2c-d: Allied initiative, 2 Move + 1 Combat chits against 3 German) and the evacuation
 * (R13.4-13.6 are missing, gap-fill 4: stand-in, one unit at a time from the port in Allied Move
 * rounds, up to the port's capacity in steps per round, 1 VP a step: data/schedules `DYNAMO`).
 */
import { DYNAMO } from '../data/schedules.js';
import { controls, counterOf, unitsAt } from '../position.js';
import type { Move, State } from '../state.js';
import { scenarioOf } from '../victory/index.js';
import { bombPort, declareDynamo, dynamoActive, dynamoPorts, evacuable, evacuationCapacity } from './index.js';

/** CG R5.1e(2): a Stuka lost against the port comes back two turns later. */
export const PORT_STUKA_LOSS_TURNS = 2;

/** CG R13.2d: the chits of a turn the Allies start with the initiative. */
export const DYNAMO_CHITS = { german: 3, alliedMove: 2, alliedCombat: 1 } as const;

/** CG R13.1, R13.1a: may the Allied player declare now (first move of an Allied Move round, turn 3 or 4, scenarios 1-2)? */
export function dynamoDeclarable(s: State): boolean {
  const n = scenarioOf(s);
  if ((n !== 1 && n !== 2) || s.dynamo || !(DYNAMO.declarationTurns.value as readonly number[]).includes(s.turn)) return false;
  return s.stage.kind === 'move' && s.round?.side === 'allied' && s.round.mode === 'move' && s.moving === null && s.moved.length === 0;
}

/** CG R13.3b: Oostende, Dunkerque, Calais or Boulogne, while Allied-controlled and free of German units. */
export function declarationPorts(s: State): number[] {
  const at = unitsAt(s);
  return dynamoPorts(s).filter((p) => controls(s, p) === 'allied' && !at[p]!.some((u) => counterOf(s, u.id).side === 'german'));
}

export const declarationMoves = (s: State): Move[] => (dynamoDeclarable(s) ? declarationPorts(s).map((port): Move => ({ type: 'declare-dynamo', port })) : []);

/**
 * CG R13.1b-c, R13.3a-e: the declaration: German 3 VP on turn 3; the unused Allied Move chit into
 * the cup; every other Allied air asset gone (R13.3d); then the German's port dive option (R13.3e).
 */
export function declare(s: State, port: number): State {
  const { state, germanVp } = declareDynamo(s, port);
  const next: State = {
    ...state,
    cup: { ...state.cup, alliedMove: state.cup.alliedMove + 1 },
    alliedAir: 0,
    airTrack: (state.airTrack ?? []).filter((a) => a.side !== 'allied'),
    campaign: { ...state.campaign, vp: { ...state.campaign.vp, german: state.campaign.vp.german + germanVp } },
  };
  return next.stukas.available > 0 ? { ...next, stage: { kind: 'port-dive' } } : { ...next, stage: { kind: 'move' } };
}

/** CG R5.1e(2): the port may be dive-bombed while Dynamo holds and a Stuka is unused. */
export const portDiveAllowed = (s: State): boolean => dynamoActive(s) && s.stukas.available > 0;

export const portDiveMoves = (s: State): Move[] => [{ type: 'end-port-dive' }, ...(portDiveAllowed(s) ? [{ type: 'dive-port' } as const] : [])];

export const commitPortStuka = (s: State, resume: 'dive' | 'port-dive'): State => ({ ...s, stukas: { available: s.stukas.available - 1, used: s.stukas.used + 1 }, stage: { kind: 'port-roll', resume } });

const resumeStage = (s: State, resume: 'dive' | 'port-dive'): State => ({ ...s, stage: resume === 'dive' ? { kind: 'dive' } : portDiveAllowed(s) ? { kind: 'port-dive' } : { kind: 'move' } });

/** CG R5.1e(2), R6.3, T04: the roll (no DRMs): NE* loses the Stuka for 2 turns; DIS marks the port; DIS+DL1 also costs a step. */
export function rollPortDive(s: State, die: number, resume: 'dive' | 'port-dive'): State {
  const r = bombPort(s, die);
  const next = r.stukaLost ? { ...r.state, airTrack: [...(r.state.airTrack ?? []), { side: 'german' as const, turn: s.turn + PORT_STUKA_LOSS_TURNS }] } : r.state;
  if (r.stepLoss && evacuable(next).length > 0) return { ...next, stage: { kind: 'port-loss', resume } };
  return resumeStage(next, resume);
}

export const portLossMoves = (s: State): Move[] => evacuable(s).map((u): Move => ({ type: 'lose-step', unit: u.id }));

export const afterPortLoss = (s: State, resume: 'dive' | 'port-dive'): State => resumeStage(s, resume);

/** Steps evacuated in this Allied Move round so far (stand-in capacity is per round, T04). */
const usedThisRound = (s: State): number => (s.dynamo && s.dynamo.round === s.rounds.length ? (s.dynamo.used ?? 0) : 0);

/** CG R13.4 (stand-in): Allied units in the port that fit in what is left of this round's capacity. */
export function evacuationMoves(s: State): Move[] {
  if (!dynamoActive(s) || s.round?.side !== 'allied' || s.round.mode !== 'move' || s.moving) return [];
  const room = evacuationCapacity(s) - usedThisRound(s);
  return evacuable(s).filter((u) => u.steps <= room && !s.moved.includes(u.id)).map((u): Move => ({ type: 'evacuate', unit: u.id }));
}

/** CG R13.2a (stand-in VP): the unit leaves the map; its steps count against the round's capacity and score. */
export function evacuateUnit(s: State, unit: string): State {
  const d = s.dynamo!;
  const u = s.units.find((x) => x.id === unit)!;
  const used = usedThisRound(s) + u.steps;
  return {
    ...s,
    units: s.units.map((x) => (x.id === unit ? { ...x, loc: -1 } : x)),
    dynamo: { ...d, evacuated: d.evacuated + u.steps, round: s.rounds.length, used },
    campaign: { ...s.campaign, exited: [...s.campaign.exited, unit], vp: { ...s.campaign.vp, allied: s.campaign.vp.allied + u.steps * DYNAMO.vpPerEvacuatedStep.value } },
  };
}

/** CG R13.2c-d: on a Dynamo turn the Allies have the initiative with 2 Move + 1 Combat chits, the German 3. */
export function dynamoTurn(s: State): State {
  if (!dynamoActive(s) || s.turn <= s.dynamo!.declared) return s;
  return { ...s, initiative: 'allied', cup: { ...DYNAMO_CHITS } };
}

/**
 * GMT errata 13.1c (gap-fill 8.1): in turn 3, right after the first Action Round if it was German,
 * the Allied player may declare without waiting for his Move chit (scenarios 1-2).
 */
export function dynamoOfferDue(s: State): boolean {
  const n = scenarioOf(s);
  return (n === 1 || n === 2) && !s.dynamo && s.turn === 3 && s.rounds.length === 1 && s.rounds[0]!.side === 'german' && declarationPorts(s).length > 0;
}

export const offerMoves = (s: State): Move[] => [{ type: 'decline-dynamo' }, ...declarationPorts(s).map((port): Move => ({ type: 'declare-dynamo', port }))];

/**
 * GMT errata 13.1c steps 1-6: the unused Allied Move chit goes to box 2 (not the cup), Dynamo is
 * declared (German 3 VP), and the Allied player plays round 2 as a Move round (`startMove`), the
 * German's port dive option first (R13.3e).
 */
export function declareAtOffer(s: State, port: number, startMove: (s: State) => State): State {
  const declared = declare(s, port);
  const noCup: State = { ...declared, cup: { ...declared.cup, alliedMove: declared.cup.alliedMove - 1 } };
  const started = startMove(noCup);
  return started.stukas.available > 0 && started.stage.kind === 'move' ? { ...started, stage: { kind: 'port-dive' } } : started;
}

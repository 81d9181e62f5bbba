/**
 * CG R13 Operation Dynamo, with R6.3 and the port part of R5.1e. Rules 13.4-13.6 are missing
 * from every source (gap-fill 4): the evacuation itself uses stand-in parameters (data/schedules
 * `DYNAMO`): a capacity of 6 steps per Allied Move round (derived from T04), -1 per DIS marker on
 * the port, never below 4 (R6.3); the units evacuated are Allied units in the port hex, chosen by
 * the Allied player; 1 VP per step (stand-in).
 */
import { DYNAMO } from '../data/schedules.js';
import { diveResult } from '../air/stuka.js';
import { boardOf, controls, counterOf, unitsAt } from '../position.js';
import type { Combat, State, Unit } from '../state.js';

/** CG R13.3b: the ports the Allies may choose. */
export function dynamoPorts(s: State): number[] {
  const b = boardOf(s);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) if (b.port[loc] && (DYNAMO.ports.value as readonly string[]).includes(b.settlementName[loc] ?? '')) out.push(loc);
  return out;
}

/** CG R13.1, R13.3a-b: Dynamo declared on `turn` with `port` as the evacuation port (German +3 VP on turn 3, R13.1c). */
export function declareDynamo(s: State, port: number): { state: State; germanVp: number } {
  const germanVp = s.turn === 3 ? DYNAMO.germanVpTurn3.value : 0;
  return { state: { ...s, dynamo: { port, dis: 0, declared: s.turn, evacuated: 0 } }, germanVp };
}

/**
 * CG R13.2c, R13.3a: Dynamo lasts to the end of the third turn after the declaration, or until
 * the German captures the port (the End Dynamo marker comes off then).
 */
export function dynamoActive(s: State): boolean {
  return s.dynamo !== undefined && s.dynamo.ended === undefined && s.turn <= s.dynamo.declared + DYNAMO_TURNS && controls(s, s.dynamo.port) === 'allied';
}

/**
 * CG R13.2c, R13.3a, SB5.9: the turn Dynamo ended: the turn the German took the port, or the
 * third turn after the declaration; null while it holds (or was never declared).
 */
export function dynamoEndTurn(s: State): number | null {
  const d = s.dynamo;
  if (!d) return null;
  if (d.ended !== undefined) return d.ended;
  if (s.turn > d.declared + DYNAMO_TURNS) return d.declared + DYNAMO_TURNS;
  return controls(s, d.port) === 'german' ? s.turn : null;
}

/** CG R13.3a: the End Dynamo marker goes three turns after the declaration. */
export const DYNAMO_TURNS = 3;

/** CG R6.3: capacity 6 (stand-in, T04), -1 per DIS marker on the port, never below 4. */
export function evacuationCapacity(s: State): number {
  if (!s.dynamo) return 0;
  return Math.max(DYNAMO.minimumCapacity.value, DYNAMO.baseCapacity.value + DYNAMO.capacityPerDis.value * s.dynamo.dis);
}

/**
 * CG R5.1e(2), R6.3: a Stuka against the Evacuation Port (no DRMs, L5584): NE* eliminates the
 * Stuka (back 2 turns later); DIS puts a DIS marker on the port (its units are never disrupted);
 * DIS+DL1 also costs one Allied step there (the Allied player choosing: `stepLoss`).
 */
export function bombPort(s: State, die: number): { state: State; stukaLost: boolean; stepLoss: boolean } {
  const r = diveResult(die);
  if (!s.dynamo) return { state: s, stukaLost: false, stepLoss: false };
  const dis = r === 'DIS' || r === 'DIS+DL1';
  const state: State = dis ? { ...s, dynamo: { ...s.dynamo, dis: s.dynamo.dis + 1 } } : s;
  return { state, stukaLost: r === 'NE*', stepLoss: r === 'DIS+DL1' };
}

/** CG R8.4, R13.5c (missing): stacking limits do not apply in the Dynamo port while Dynamo is in effect. */
export const inDynamoPort = (s: State, loc: number): boolean => s.dynamo !== undefined && s.dynamo.port === loc && dynamoActive(s);

/** Allied units in the port that may be evacuated now (stand-in: all of them). */
export function evacuable(s: State): Unit[] {
  if (!s.dynamo) return [];
  return unitsAt(s)[s.dynamo.port]!.filter((u) => counterOf(s, u.id).side === 'allied');
}

/**
 * Stand-in evacuation in an Allied Move round: the chosen units leave the map, up to the port's
 * capacity in steps; returns the steps evacuated (VP: `DYNAMO.vpPerEvacuatedStep`).
 */
export function evacuate(s: State, ids: readonly string[]): { state: State; steps: number } | null {
  const d = s.dynamo;
  if (!d) return null;
  const units = evacuable(s).filter((u) => ids.includes(u.id));
  if (units.length !== ids.length) return null;
  const steps = units.reduce((a, u) => a + u.steps, 0);
  if (steps > evacuationCapacity(s)) return null;
  const state: State = { ...s, units: s.units.map((u) => (ids.includes(u.id) ? { ...u, loc: -1 } : u)), dynamo: { ...d, evacuated: d.evacuated + steps } };
  return { state, steps };
}

/** CG R6.4, R12.2: the port's DIS markers come off in the End Phase. */
export const clearPortDisruption = (s: State): State => (s.dynamo && s.dynamo.dis > 0 ? { ...s, dynamo: { ...s.dynamo, dis: 0 } } : s);

/**
 * CG R13.3c (with R2.2b, R5.1a, R13.2b): the Dynamo air marker "can give cover only in the Dynamo
 * port hex" and flies no other mission; the text does not say what the cover gives in combat.
 * Our reading (marked as such in the README and the rules table): while Dynamo is in effect it
 * counts as one Allied air asset for the defender of every German attack on the port hex (R5.2,
 * R11.3c: one column shift left), never spent (the marker is never eliminated, R2.2b); it gives
 * nothing to attacks out of the port or anywhere else. Returns the assets it adds (0 or 1).
 */
export function rafCover(s: State, c: Pick<Combat, 'attacker' | 'target'>): number {
  return c.attacker === 'german' && inDynamoPort(s, c.target) ? RAF_COVER_ASSETS : 0;
}

/** CG R13.3c (our reading): the RAF marker is worth one air asset in the port's defence. */
export const RAF_COVER_ASSETS = 1;

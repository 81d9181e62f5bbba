/**
 * Operation Dynamo's effects on stacking (CG R8.4, R13.5c, SB5.9) and the RAF marker's cover of the
 * port hex (CG R13.3c, our reading): both read whether Dynamo is in effect, not merely declared.
 */
import { describe, expect, it } from 'vitest';
import { SCENARIO_DATA, type State } from '@esagono/caso-giallo';
import { combatOdds } from '../../src/combat/declare.js';
import { dynamoActive, dynamoEndTurn, rafCover } from '../../src/dynamo/index.js';
import { setControl, stackLegal, unitsAt } from '../../src/position.js';
import { start } from './helpers.js';

const B = SCENARIO_DATA['historical']!.board;
const L = (id: string) => B.loc(id);
const DUNKERQUE = L('3414');
const put = (s: State, placements: Record<string, string>): State => ({ ...s, units: s.units.map((u) => (placements[u.id] ? { ...u, loc: L(placements[u.id]!), steps: 2, dis: false } : u)) });
/** Dynamo declared on turn 3 with Dunkerque as the port (CG R13.1, R13.3b). */
const declared = (s: State, turn: number): State => ({ ...s, turn, dynamo: { port: DUNKERQUE, dis: 0, declared: 3, evacuated: 0 } });
const stackAt = (s: State, hex: string) => unitsAt(s)[L(hex)]!;

describe('CG R8.4, R13.5c, SB5.9: stacking while Dynamo is in effect, and after', () => {
  // Three divisions, French and British: illegal anywhere by R8.3 (two divisions at most) and SB5.9.
  const three = { '5BR': '3414', '51BR': '3414', 'DI-A': '3414' };

  it('CG R13.5c: no stacking limit in the port while Dynamo holds; the limits apply again once the German has taken the port', () => {
    const s = put(declared(start('historical'), 4), three);
    expect(dynamoActive(s)).toBe(true);
    expect(stackLegal(s, stackAt(s, '3414'))).toBe(true);
    // The port taken (CG R13.3a): Dynamo is over although `dynamo` is still in the state.
    const taken = setControl(s, DUNKERQUE, 'german');
    expect(taken.dynamo?.ended).toBe(4);
    expect(dynamoActive(taken)).toBe(false);
    expect(stackLegal(taken, stackAt(taken, '3414'))).toBe(false);
    // A recapture does not revive it (the End Dynamo marker is off, R13.3a).
    const back = setControl(taken, DUNKERQUE, 'allied');
    expect(dynamoActive(back)).toBe(false);
    expect(stackLegal(back, stackAt(back, '3414'))).toBe(false);
  });

  it('CG R13.3a: after the third turn after the declaration the port is an ordinary hex again', () => {
    const s = put(declared(start('historical'), 6), three);
    expect(stackLegal(s, stackAt(s, '3414'))).toBe(true);
    const after = { ...s, turn: 7 };
    expect(dynamoActive(after)).toBe(false);
    expect(stackLegal(after, stackAt(after, '3414'))).toBe(false);
  });

  it('CG SB5.9: French and British stack next to the port during Dynamo, nowhere else; anywhere from the turn after it ends, not in the turn it ends', () => {
    const pair = { '5BR': '3313', 'DI-A': '3313' };
    const far = { '5BR': '2515', 'DI-A': '2515' };
    const before = put({ ...start('historical'), turn: 4 }, pair);
    expect(stackLegal(before, stackAt(before, '3313'))).toBe(false);
    const during = put(declared(start('historical'), 4), pair);
    expect(stackLegal(during, stackAt(during, '3313'))).toBe(true);
    const farDuring = put(declared(start('historical'), 4), far);
    expect(stackLegal(farDuring, stackAt(farDuring, '2515'))).toBe(false);
    // The port falls on turn 4: the adjacent stack is no longer allowed that turn, and anywhere from turn 5.
    const taken = setControl(during, DUNKERQUE, 'german');
    expect(dynamoEndTurn(taken)).toBe(4);
    expect(stackLegal(taken, stackAt(taken, '3313'))).toBe(false);
    const next = put({ ...taken, turn: 5 }, far);
    expect(stackLegal(next, stackAt(next, '2515'))).toBe(true);
    // Dynamo run to its end (declared on turn 3, over after turn 6): anywhere from turn 7.
    const ran = put(declared(start('historical'), 6), far);
    expect(stackLegal(ran, stackAt(ran, '2515'))).toBe(false);
    expect(stackLegal({ ...ran, turn: 7 }, stackAt(ran, '2515'))).toBe(true);
  });
});

describe('CG R13.3c: the Dynamo RAF marker covers the port hex (our reading: one Allied air asset for its defender)', () => {
  const combat = (attacker: 'german' | 'allied', target: number, attackers: string[], defenders: string[]): NonNullable<State['combat']> => ({
    stage: 'declare', attacker, target, attackers, defenders, attackerAir: 0, defenderAir: 0, engaged: false, column: null, result: null,
    retreatHexes: 0, losses: [], priority: [], retreating: [], advancing: [], maxAdvance: 0, disAfter: 'none',
  });
  // A German corps (CS 6) in 3313 attacks the British 5th Division (CS 3 in our counter set) in Dunkerque.
  const placed = (turn: number) => put(declared(start('historical'), turn), { '5BR': '3414', IV: '3313' });

  it('CG R13.3c: a German attack on the port shifts one column left while Dynamo holds; not once the port has fallen or the third turn is over', () => {
    const s = placed(4);
    const c = combat('german', DUNKERQUE, ['IV'], ['5BR']);
    expect(rafCover(s, c)).toBe(1);
    const odds = combatOdds(s, c)!;
    expect(odds.shifts).toContainEqual({ amount: -1, rule: 'CG R13.3c', why: 'RAF Dynamo cover' });
    const without = combatOdds({ ...s, dynamo: undefined }, c)!;
    expect(without.shifts.some((x) => x.rule === 'CG R13.3c')).toBe(false);
    expect(odds.net).toBe(without.net - 1);
    expect(odds.column).toBe(without.column - 1);
    // Dynamo over: the marker is removed (CG R2.2b).
    expect(rafCover({ ...s, turn: 7 }, c)).toBe(0);
    expect(rafCover({ ...s, dynamo: { ...s.dynamo!, ended: 4 } }, c)).toBe(0);
  });

  it('CG R13.3c: no other mission: nothing for attacks out of the port, nor for the defence of any other hex', () => {
    const s = placed(4);
    expect(rafCover(s, combat('allied', L('3313'), ['5BR'], ['IV']))).toBe(0);
    const t = put(s, { '5BR': '3413', IV: '3313' });
    expect(combatOdds(t, combat('german', L('3413'), ['IV'], ['5BR']))!.shifts.some((x) => x.rule === 'CG R13.3c')).toBe(false);
  });
});

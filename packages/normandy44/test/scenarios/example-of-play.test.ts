/**
 * The illustrated example of play (turn 1 of the campaign, rulebook L1804-2002; digest 7.2) as a
 * scripted replay on the stand-in map, step by step, with the example's dice.
 *
 * Where the stand-in map and boxes force a deviation (said again at each step):
 * - The landing boxes are ours: the Nan sector has one assault brigade, so its A2/D1 takes both
 *   steps from CAN-3-8; Utah's box has two assault units, not three.
 * - The Omaha beaches hold no strongpoint counter (none is printed for them), so "the SP is
 *   eliminated" has nothing to remove there; at Pointe du Hoc the printed battery is removed.
 * - Our engine rolls a sector's DD-tank die after the last assault roll of the sector, so at Omaha
 *   29th the example's order "1, DD 2, 6" is played "1, 6, DD 2" (the same results).
 * - T42-T56 (the German moves and the Allied attacks A-J) name no hexes and depend on the printed
 *   map: they cannot be replayed move by move on the stand-in map. Attacks A-C (T47-T49) are set up
 *   on stand-in hexes in example-combats.test.ts; the CRT readings of T43-T56 are in
 *   test/data/tables.test.ts. Here the replay stops after the Special Invasion Phase and plays on
 *   to turn 2 (T57).
 */
import { describe, expect, it } from 'vitest';
import { game, scenarios } from '../../src/index.js';
import type { Move, State } from '../../src/state.js';
import { unitInfo } from '../../src/units.js';
import { allMoves, play } from '../helpers.js';

function step(s: State, m: Move): State {
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
  return r.state;
}
const roll = (s: State, die: number): State => {
  expect(game.actor(s).kind).toBe('chance');
  return step(s, { type: 'roll', die });
};
const lose = (s: State, unit: string, by: 'allied' | 'german' = 'allied'): State => {
  expect(game.actor(s)).toEqual({ kind: 'player', player: by });
  return step(s, { type: 'lose', unit });
};
const unit = (s: State, id: string) => s.units.find((u) => u.id === id)!;
const start = (): State => {
  const r = game.setup(scenarios.campaign);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

/** The example's dispersal dice by unit (T32, T33, T41). */
const DISPERSAL: Record<string, number> = {
  'US-82-507': 2, 'US-82-505': 5, 'US-82-508': 2, 'US-101-502': 2, 'US-101-506': 6, 'US-101-501': 1, 'BR-6-3(-)': 6, 'BR-6-5': 3, 'BR-6-3-8': 1,
};

function dispersal(s0: State): State {
  let s = s0;
  while (s.invasion?.stage === 'scatter') s = roll(s, DISPERSAL[s.invasion.scatter[0] as string] as number);
  return s;
}

describe('the example of play, turn 1 of the campaign (N44 L1804-2002)', () => {
  it('T32 T33 T41 airborne dispersal: Cadres, Dispersal markers and Airborne Repl (N44 20.2)', () => {
    const s = dispersal(start());
    // T32: the 507th and 508th lose 2 steps each (Cadres), all three 82nd units dispersed.
    expect([unit(s, 'US-82-507').steps, unit(s, 'US-82-508').steps, unit(s, 'US-82-505').steps]).toEqual([1, 1, 3]);
    expect(['US-82-507', 'US-82-505', 'US-82-508'].every((id) => unit(s, id).dispersed)).toBe(true);
    // T33: 502nd S1, 506th no effect, 501st S2; US Airborne Repl 4 in all.
    expect([unit(s, 'US-101-502').steps, unit(s, 'US-101-506').steps, unit(s, 'US-101-501').steps]).toEqual([2, 3, 1]);
    expect(unit(s, 'US-101-506').dispersed).toBe(false);
    expect(s.campaign?.airborneRepl.us).toBe(4);
    // T41: 3(-) perfect drop, 5th S, 8/3 S1 (one step lost, British Airborne Repl +1).
    expect(unit(s, 'BR-6-3(-)').dispersed).toBe(false);
    expect(unit(s, 'BR-6-5').dispersed && unit(s, 'BR-6-3-8').dispersed).toBe(true);
    expect(unit(s, 'BR-6-3-8').steps).toBe((unitInfo('BR-6-3-8')?.steps ?? 0) - 1);
    expect(s.campaign?.airborneRepl.british).toBe(1);
    expect(s.invasion?.stage).toBe('beach-roll');
    expect(s.campaign?.sectors[0]).toBe('Utah');
  });

  it('T34 T35 T36 T37 T38 T39 T40: the beach assaults sector by sector (N44 20.3), then T57 turn 2', () => {
    let s = dispersal(start());
    // T34 Utah: 4 -> A1/D1 Adv 2; the Allies lose one infantry step; DD roll 1 -> the tank battalion loses a step.
    s = roll(s, 4);
    expect(s.invasion?.result).toBe('A1/D1');
    s = lose(s, 'US-4-8');
    s = roll(s, 1);
    expect([unit(s, 'US-4-8').steps, unit(s, 'US-TankBn-70').steps]).toEqual([2, 1]);
    expect(unit(s, 'US-4-8').hex).toBe('2914');
    // Adv 2: the units may advance one more hex; they stay.
    expect(s.invasion?.stage).toBe('beach-advance');
    s = step(s, { type: 'end-advance' });
    // T35 Pointe du Hoc (All Others): 4 -> A1/D1 Adv 1; the battery SP is eliminated, the 2nd Rangers land reduced; no DD roll.
    expect(s.campaign?.sectors[0]).toBe('Pointe du Hoc');
    s = roll(s, 4);
    s = lose(s, 'US-2Rgr');
    expect(unit(s, 'ge-sp-pthoc').box).toBe('eliminated');
    expect(unit(s, 'US-2Rgr').hex).toBe('2818');
    // The 5th Ranger roll: 4 (4-6) -> the 29th Division's next wave at Omaha.
    expect(s.invasion?.stage).toBe('ranger-roll');
    s = roll(s, 4);
    expect(unit(s, 'US-5Rgr').box).toBe('wave');
    expect(s.campaign?.landing['US-5Rgr']).toBe('Omaha 29th');
    // T36 Omaha 29th: 1 -> A1*, a regiment loses a step, roll again: 6 -> A1/D1 Adv 2, capped at 1; DD 2 -> tank -1.
    expect(s.campaign?.sectors[0]).toBe('Omaha 29th');
    s = roll(s, 1);
    expect(s.invasion?.result).toBe('A1*');
    s = lose(s, 'US-29-116');
    s = roll(s, 6);
    expect(s.invasion?.result).toBe('A1/D1');
    s = lose(s, 'US-29-115');
    s = roll(s, 2);
    expect([unit(s, 'US-29-116').steps, unit(s, 'US-29-115').steps, unit(s, 'US-TankBn-743').steps]).toEqual([2, 2, 1]);
    // Capped at Adv 1: the units stop on the beach, no advance stage.
    expect(unit(s, 'US-29-116').hex).toBe('2719');
    expect(s.campaign?.sectors[0]).toBe('Omaha 1st');
    // T37 Omaha 1st: 2 -> A2/D1 Adv 1, both regiments flipped; DD 4 -> none.
    s = roll(s, 2);
    s = lose(s, 'US-1-16');
    s = lose(s, 'US-1-18');
    s = roll(s, 4);
    expect([unit(s, 'US-1-16').steps, unit(s, 'US-1-18').steps, unit(s, 'US-TankBn-741').steps]).toEqual([2, 2, 2]);
    // T38 Gold: Jig 4 -> A1/D1 Adv 1 (a brigade step), DD 6; King 6 -> D1 Adv 2, DD 1 -> tank -1.
    s = roll(s, 4);
    s = lose(s, 'BR-50-231');
    s = roll(s, 6);
    expect(s.campaign?.sectors[0]).toBe('Gold King');
    s = roll(s, 6);
    expect(s.invasion?.result).toBe('D1');
    s = roll(s, 1);
    expect(unit(s, 'BR-8A-47RDG').steps).toBe(1);
    s = step(s, { type: 'end-advance' });
    // T39 Juno: Mike 2 -> EX Adv 1, the German chooses the Allied loss; DD 1 -> tank -1.
    s = roll(s, 2);
    expect(s.invasion?.result).toBe('EX');
    s = lose(s, 'CAN-3-7', 'german');
    s = roll(s, 1);
    expect(unit(s, 'CAN-2A-1Hus').steps).toBe(1);
    // Nan 1 -> A2/D1 Adv 1 (2 infantry steps; our Nan box has one brigade, which takes both); DD 5.
    s = roll(s, 1);
    expect(s.invasion?.result).toBe('A2/D1');
    s = lose(s, 'CAN-3-8');
    s = lose(s, 'CAN-3-8');
    s = roll(s, 5);
    expect(unit(s, 'CAN-3-8').steps).toBe(1);
    // T40 Sword Queen: 6 -> D1 Adv 2; DD 4; the units land and may advance one more hex.
    s = roll(s, 6);
    s = roll(s, 4);
    expect(s.invasion?.stage).toBe('beach-advance');
    const adv = game.legalMoves(s).filter((m) => m.type === 'advance');
    expect(adv.length).toBeGreaterThan(0);
    s = step(s, { type: 'end-advance' });
    // The Special Invasion Phase is over: the German player turn begins (N44 20.1, 20.4).
    expect(s.phase).toBe('german-movement');
    expect(s.invasion).toBeNull();
    // Every beach hex is Allied.
    for (const h of ['2914', '2818', '2719', '2720', '2525', '2526', '2527', '2528', '2530']) expect(s.control[h] ?? 'allied', h).toBe('allied');
    // T57: turn 2 weather is Overcast-2 (1-3) or Overcast-3 (4-6); the 12th SS enters for the German.
    let t = s;
    for (let i = 0; i < 2000 && !(t.turn === 2 && t.phase === 'german-movement'); i++) {
      const a = game.actor(t);
      if (a.kind === 'terminal') break;
      if (a.kind === 'chance') t = roll(t, 5);
      else if (t.campaign?.finalPending || t.campaign?.supplyToAssign) t = step(t, game.legalMoves(t).find((m) => m.type === 'end-phase' || m.type === 'assign-supply') as Move);
      else t = step(t, game.legalMoves(t).find((m) => m.type === 'end-phase' || m.type === 'retreat-all' || m.type === 'end-advance' || m.type === 'lose' || m.type === 'retreat' || m.type === 'shed') as Move);
    }
    expect(t.turn).toBe(2);
    expect(t.space).toBe(3);
    // The 12th SS is due: each unit enters at a Red entry hex by the German's choice (N44 6.6).
    const entries = allMoves(t).filter((m): m is Extract<Move, { type: 'enter' }> => m.type === 'enter' && m.unit.startsWith('ge-12ss'));
    expect(entries.length).toBeGreaterThan(0);
    t = play(t, entries[0] as Move);
    expect(t.units.filter((u) => u.id.startsWith('ge-12ss') && u.box === 'map').length).toBeGreaterThan(0);
  });
});

/**
 * CG SB5.8c, the vanishing French cavalry screen: "during German Combat rounds the attacking German
 * motorized units advance automatically two hexes" (scenario 1, turn 1).
 */
import { describe, expect, it } from 'vitest';
import { game, SCENARIO_DATA, type State } from '@esagono/caso-giallo';
import { screenAdvanceDue, screenResult, SCREEN_ADVANCE_HEXES } from '../../src/scenarios/cavalry.js';
import { startRound } from '../../src/sequence/index.js';
import { play, start } from './helpers.js';

const S1 = SCENARIO_DATA['historical']!.board;
const neighbours = (l: number) => [0, 1, 2, 3, 4, 5].map((d) => S1.map.neighbor(l, d)).filter((n) => n >= 0);
const types = (s: State) => game.legalMoves(s).map((m) => m.type);
const unit = (s: State, id: string) => s.units.find((u) => u.id === id)!;

/** 1Pz next to 1DLC in open Belgian country with open country around, a German `mode` round of turn 1, up to the roll. */
function toRoll(mode: 'combat'): { s: State; at: number } {
  const at = S1.terrain.findIndex((t, l) => t === 'clear' && S1.country[l] === 'BE' && neighbours(l).length === 6 && neighbours(l).every((n) => S1.terrain[n] === 'clear'));
  const from = neighbours(at)[0]!;
  const s0 = start('historical');
  const units = s0.units.map((u) => (u.id === '1DLC' ? { ...u, loc: at } : u.id === '1Pz' ? { ...u, loc: from } : { ...u, loc: -1, steps: 0 }));
  let s = startRound({ ...s0, alliedAir: 0, refugeesPlaced: true, units, rounds: [{ side: 'allied', mode: 'move' }] }, 'german', mode);
  s = play(s, { type: 'attack', target: at });
  s = play(s, { type: 'commit', unit: '1Pz' });
  s = play(s, { type: 'resolve' });
  expect(s.combat?.stage).toBe('roll');
  return { s, at };
}

/** Takes the pending losses (the first unit listed each time). */
function throughLosses(s: State): State {
  let next = s;
  while (next.combat?.stage === 'losses') next = play(next, game.legalMoves(next)[0]!);
  return next;
}

describe('CG SB5.8c: the screen\'s automatic two-hex advance', () => {
  it('SB5.8c: in a German Combat round each surviving motorized attacker advances into the emptied hex and one more; the advance cannot be cut short', () => {
    const { s, at } = toRoll('combat');
    let checked = 0;
    for (const o of game.chanceOutcomes(s)) {
      const r = game.resolve(s, o.move);
      if (!r.ok) throw new Error(r.error.message);
      if (!r.events.some((e) => e.type === 'cavalry-screen-vanished')) continue;
      let t = throughLosses(r.state);
      if (unit(t, '1Pz').loc < 0) continue; // an AE took both steps: nobody advances
      checked++;
      // First hex: only into the emptied hex, no end-advance.
      expect(t.combat?.stage, JSON.stringify(o.move)).toBe('advance');
      expect(types(t)).not.toContain('end-advance');
      expect(game.legalMoves(t)).toEqual([{ type: 'advance', unit: '1Pz', to: at }]);
      const stop = game.resolve(t, { type: 'end-advance' });
      expect(stop.ok).toBe(false);
      if (!stop.ok) expect(stop.error.rule).toBe('CG SB5.8c');
      t = play(t, { type: 'advance', unit: '1Pz', to: at });
      // Second hex: any open neighbour, still no end-advance.
      expect(types(t)).not.toContain('end-advance');
      const second = game.legalMoves(t).flatMap((m) => (m.type === 'advance' ? [m.to] : []));
      expect(second.length).toBeGreaterThan(0);
      t = play(t, { type: 'advance', unit: '1Pz', to: second[0]! });
      expect(t.combat).toBeNull();
      expect(S1.distance(unit(t, '1Pz').loc, at)).toBe(1);
    }
    expect(checked).toBeGreaterThan(0);
    expect(SCREEN_ADVANCE_HEXES).toBe(2);
  });

  it('SB5.8c, R11.9a: an ENG against a screen that has gone is read as C (nobody left to engage); an ENG against units that stay stands', () => {
    const { s, at } = toRoll('combat');
    const c = s.combat!;
    expect(screenResult(s, c, 'ENG', ['1DLC'])).toBe('C');
    expect(screenResult(s, c, 'DR', ['1DLC'])).toBe('DR');
    // A French motorized infantry division stacked with the cavalry stays and is engaged.
    const stacked: State = { ...s, units: s.units.map((u) => (u.id === '1DIM' ? { ...u, loc: at, steps: 2 } : u)) };
    expect(screenResult(stacked, { ...c, defenders: ['1DLC', '1DIM'] }, 'ENG', ['1DLC'])).toBe('ENG');
  });

  it('SB5.8c: the automatic advance belongs to German Combat rounds: in a Move round (R11.6b) the advance is the usual optional one', () => {
    const { s } = toRoll('combat');
    const advancing: State = { ...s, campaign: { ...s.campaign, screened: ['1DLC'] }, combat: { ...s.combat!, stage: 'advance', advancing: [{ unit: '1Pz', hexes: 0 }], maxAdvance: 2 } };
    const emptied: State = { ...advancing, units: advancing.units.map((u) => (u.id === '1DLC' ? { ...u, loc: -3 } : u)) };
    expect(screenAdvanceDue(emptied, emptied.combat!)).toBe(true);
    expect(screenAdvanceDue({ ...emptied, round: { side: 'german', mode: 'move', part: 'combat' } }, emptied.combat!)).toBe(false);
    // Not a screen combat: the advance stays optional.
    expect(screenAdvanceDue({ ...emptied, campaign: { ...emptied.campaign, screened: [] } }, emptied.combat!)).toBe(false);
  });
});

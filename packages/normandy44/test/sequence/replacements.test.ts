import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { applyWeather } from '../../src/sequence/sequence.js';
import { moveDestinations } from '../../src/movement/movement.js';
import { unitById } from '../../src/position.js';
import type { Move, State } from '../../src/state.js';
import { play, position } from '../helpers.js';

const replaces = (s: State) => game.legalMoves(s).filter((m): m is Extract<Move, { type: 'replace' }> => m.type === 'replace');

describe('replacements in the Cherbourg scenario (N44 6.2-6.4, 26.2.1)', () => {
  it('26.2.1 from turn 3: the German infantry Repl on a 5; the US Repl of the row only on odd rolls', () => {
    const base = position([['US-4-8', '3108'], ['ge-91-1057', '3506']], { phase: 'initial', turn: 3, space: 3 });
    expect(applyWeather(base, 5, []).repl.germanInfNow).toBe(1);
    expect(applyWeather(base, 4, []).repl).toMatchObject({ germanInfNow: 0, usInf: 0, usArmor: 0 });
    // After a Storm a 2 is Storm again (1, odd): the row gives 1 US infantry Repl.
    expect(applyWeather({ ...base, space: 1 }, 2, []).repl.usInf).toBe(1);
    expect(applyWeather({ ...base, turn: 2 }, 5, []).repl.germanInfNow).toBe(0);
  });
  it('6.4 the German low-TQ Repl restores a TQ 0 unit in supply, not a TQ +1 one', () => {
    const s = position([['ge-91-1057', '3506'], ['ge-6fj', '3507'], ['US-4-8', '2914']], { phase: 'german-replacement', turn: 4 });
    const reduced = { ...s, repl: { ...s.repl, germanInfNow: 1 }, units: s.units.map((u) => (u.id === 'ge-91-1057' || u.id === 'ge-6fj' ? { ...u, steps: u.steps - 1 } : u)) };
    expect(replaces(reduced)).toEqual([{ type: 'replace', unit: 'ge-91-1057', hex: '3506' }]);
    const after = play(reduced, { type: 'replace', unit: 'ge-91-1057', hex: '3506' });
    expect(unitById(after, 'ge-91-1057')).toMatchObject({ steps: 2, replaced: true });
    expect(after.repl.germanInfNow).toBe(0);
  });
  it('D15 a unit with a Replacement marker moves at most 1 hex and never into enemy ZOC', () => {
    const s = position([['ge-91-1057', '3506'], ['US-4-8', '3508']], { phase: 'german-movement', turn: 4 });
    const marked = { ...s, units: s.units.map((u) => (u.id === 'ge-91-1057' ? { ...u, replaced: true } : u)) };
    const d = moveDestinations(marked, unitById(marked, 'ge-91-1057')!);
    expect(d.length).toBeGreaterThan(0);
    expect(d).not.toContain('3507');
    const combat = { ...marked, phase: 'german-combat' as const, units: marked.units.map((u) => (u.id === 'US-4-8' ? { ...u, hex: '3507' } : u)) };
    expect(game.legalMoves(combat).some((m) => m.type === 'attack')).toBe(false);
  });
  it('6.2 an eliminated unit returns at its lowest step in a friendly town in supply within 5 hexes of its division', () => {
    const s = position([['ge-91-1057', '3209'], ['ge-91-1058', '3310'], ['US-4-8', '2914']], { phase: 'german-replacement', turn: 4 });
    const gone = { ...s, repl: { ...s.repl, germanInfNow: 1 }, units: s.units.map((u) => (u.id === 'ge-91-1057' ? { ...u, box: 'eliminated' as const, hex: null, steps: 0 } : u)) };
    const opts = replaces(gone);
    expect(opts.some((m) => m.unit === 'ge-91-1057' && m.hex === '3209')).toBe(true);
    const back = play(gone, opts.find((m) => m.unit === 'ge-91-1057' && m.hex === '3209')!);
    expect(unitById(back, 'ge-91-1057')).toMatchObject({ box: 'map', hex: '3209', steps: 1, replaced: true });
  });
  it('3 the Replacement Phase is its own phase, before movement: replacements are not offered in the Movement Phase', () => {
    const s = position([['ge-91-1057', '3506'], ['US-4-8', '2914']], { phase: 'german-replacement', turn: 4 });
    const reduced = { ...s, repl: { ...s.repl, germanInfNow: 1 }, units: s.units.map((u) => (u.id === 'ge-91-1057' ? { ...u, steps: 1 } : u)) };
    expect(game.legalMoves(reduced).map((m) => m.type)).toEqual(['replace', 'end-phase']);
    const moving = play(reduced, { type: 'end-phase' });
    expect(moving.phase).toBe('german-movement');
    expect(game.legalMoves(moving).some((m) => m.type === 'replace')).toBe(false);
  });
  it('3 the Initial Phase leads to the German Replacement Phase, skipped when there is nothing to replace', () => {
    const s = position([['ge-91-1057', '3506'], ['US-4-8', '2914']], { phase: 'initial', turn: 4 });
    const full = game.resolve(s, { type: 'roll', die: 3 });
    expect(full.ok && full.state.phase).toBe('german-movement');
    const reduced = { ...s, units: s.units.map((u) => (u.id === 'ge-91-1057' ? { ...u, steps: 1 } : u)) };
    // A 5 gives the German low-TQ Repl (N44 26.2.1): the phase waits for the German.
    const r = game.resolve(reduced, { type: 'roll', die: 5 });
    expect(r.ok && r.state.phase).toBe('german-replacement');
  });
});

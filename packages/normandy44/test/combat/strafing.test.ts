import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { unitById } from '../../src/position.js';
import type { Move, State } from '../../src/state.js';
import { play, position } from '../helpers.js';

const roll = (die: number): Move => ({ type: 'roll', die });

function strafeSetup(extra: [string, string][] = [], patch: Partial<State> = {}): State {
  return position([['ge-2pz-3-1', '2807'], ['ge-91-1057-3', '2807'], ['ge-sp-ozeville', '3211'], ['ge-chr-17mg', '3606'], ['US-4-8', '3111'], ...extra], { phase: 'allied-combat', air: 2, ...patch });
}

describe('strafing (N44 19.1.4)', () => {
  it('targets German hexes that are not Woods or City, before any ground combat, one air unit each', () => {
    const s = strafeSetup();
    const targets = game.legalMoves(s).filter((m) => m.type === 'strafe').map((m) => (m as { target: string }).target);
    expect(targets).toContain('2807');
    expect(targets).not.toContain('3606');
    const assigned = play(s, { type: 'strafe', target: '2807' });
    expect(assigned.air).toBe(1);
    // Once assigned, missions are resolved before any attack; the same hex takes no second air unit before 22 June.
    const next = game.legalMoves(assigned);
    expect(next.some((m) => m.type === 'attack')).toBe(false);
    expect(next.some((m) => m.type === 'strafe' && m.target === '2807')).toBe(false);
    expect(next).toContainEqual({ type: 'resolve-strafing' });
  });
  it('2010 table: each unit rolls; 5 disorganizes, 6 also costs a silhouette a step', () => {
    const s = play(strafeSetup(), { type: 'strafe', target: '2807' }, { type: 'resolve-strafing' });
    expect(game.actor(s).kind).toBe('chance');
    const after = play(s, roll(6), roll(5));
    expect(unitById(after, 'ge-2pz-3-1')).toMatchObject({ dg: true, steps: 1 });
    expect(unitById(after, 'ge-91-1057-3')?.dg).toBe(true);
  });
  it('next to FLAK a 6 becomes 5: DG but no step (review: strafing next to FLAK)', () => {
    const s = play(strafeSetup([['ge-30fk', '2808']]), { type: 'strafe', target: '2807' }, { type: 'resolve-strafing' });
    const after = play(s, roll(6), roll(1));
    expect(unitById(after, 'ge-2pz-3-1')).toMatchObject({ dg: true, steps: 2 });
  });
  it('2015 option: 5 does nothing, 6 costs a silhouette a step without DG', () => {
    const s = play(strafeSetup([], { edition: '2015' }), { type: 'strafe', target: '2807' }, { type: 'resolve-strafing' });
    const after = play(s, roll(6), roll(5));
    expect(unitById(after, 'ge-2pz-3-1')).toMatchObject({ dg: false, steps: 1 });
    expect(unitById(after, 'ge-91-1057-3')?.dg).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { game } from '../../src/game.js';
import { medalTotal } from '../../src/medals/medals.js';
import { other, PLAYERS, type Player, type State, type Unit } from '../../src/state.js';
import { evaluate } from '../../src/ai/evaluate.js';
import { sampledStates } from './states.js';

const states = sampledStates(['pegasus-bridge', 'sword-beach'], [3, 4], 11);
const live = states.filter((s) => game.outcome(s) === null);
const player = fc.constantFrom<Player>(...PLAYERS);

const withUnit = (s: State, i: number, patch: Partial<Unit>): State => ({
  ...s,
  units: s.units.map((u, j) => (j === i ? { ...u, ...patch } : u)),
});

describe('evaluate (medals M44 p.6 [L156-160], objectives Appendix 3 p.20)', () => {
  it('lies in [0, 1] and the two sides sum to 1', () => {
    fc.assert(
      fc.property(fc.nat(states.length - 1), (i) => {
        const s = states[i] as State;
        const a = evaluate(s, 'allies');
        const b = evaluate(s, 'axis');
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(1);
        expect(a + b).toBeCloseTo(1, 12);
      }),
      { numRuns: 100 },
    );
  });

  it('agrees with the outcome of a finished game (M44 p.6: first to the medal count wins)', () => {
    const over = states.filter((s) => game.outcome(s) !== null);
    expect(over.length).toBeGreaterThan(0);
    for (const s of over) {
      const out = game.outcome(s);
      if (out?.kind !== 'win') throw new Error('Memoir games end in a win');
      expect(evaluate(s, out.winner)).toBe(1);
      expect(evaluate(s, other(out.winner))).toBe(0);
    }
  });

  it('rises for a side when an enemy unit loses a figure (each hit removes a figure; eliminations score medals, M44 p.6 [L156])', () => {
    fc.assert(
      fc.property(fc.nat(live.length - 1), player, fc.nat(), (i, me, k) => {
        const s = live[i] as State;
        const hurt = s.units.filter((u) => u.side !== me && u.at >= 0 && u.figures >= 2);
        if (hurt.length === 0) return;
        const u = hurt[k % hurt.length] as Unit;
        expect(evaluate(withUnit(s, u.id, { figures: u.figures - 1 }), me)).toBeGreaterThan(evaluate(s, me));
      }),
      { numRuns: 100 },
    );
  });

  it('weighs a medal more than any single figure (medals decide the game, M44 p.6 [L158])', () => {
    fc.assert(
      fc.property(fc.nat(live.length - 1), player, (i, me) => {
        const s = live[i] as State;
        // Only while one more medal does not reach the target (that would be a win, judged by the engine).
        if (medalTotal(s, me) + 1 >= s.scenario.victory[me]) return;
        const medal: State = { ...s, medals: { ...s.medals, [me]: s.medals[me] + 1 } };
        const gainMedal = evaluate(medal, me) - evaluate(s, me);
        for (const u of s.units) {
          if (u.side === me || u.at < 0 || u.figures < 1) continue;
          const gainFigure = evaluate(withUnit(s, u.id, { figures: u.figures - 1 }), me) - evaluate(s, me);
          expect(gainMedal).toBeGreaterThan(gainFigure);
        }
      }),
      { numRuns: 60 },
    );
  });
});

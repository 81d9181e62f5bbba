// The README's house-rule example, run as written, so the documentation cannot rot.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ruleError } from '@esagono/kernel';
import { checkConformance, illegalMoveArb, transitionArb } from '../src/index.js';
import { hidden, skirmish, type Move, type State } from './helpers.js';

const lastStand = (s: State) => s.phase.kind === 'react' && s.hp[s.phase.defender] === 1;

const houseRules: typeof skirmish = {
  ...skirmish,
  legalMoves: (s) =>
    skirmish.legalMoves(s).filter((m) => !(lastStand(s) && m.type === 'react' && m.choice === 'take-loss')),
  resolve: (s, m) =>
    lastStand(s) && m?.type === 'react' && m.choice === 'take-loss'
      ? ruleError('must-give-ground', 'a defender on 1 hp must give ground', 'HOUSE 1')
      : skirmish.resolve(s, m),
};

const scenarios = { standard: {}, 'big-deck': { hp: 4, handSize: 3, copies: 4 } };

describe('README: house rule HOUSE 1: last stand', () => {
  it('is still a conforming game', () => {
    const report = checkConformance(houseRules, { scenarios, hidden, playthroughs: 40, seed: 4 });
    expect(report.terminal).toBe(report.playthroughs);
  });

  it('HOUSE 1: a defender on 1 hp never takes a loss', () => {
    let lastStands = 0;
    fc.assert(
      fc.property(transitionArb(houseRules, { scenarios }), ({ state, move }) => {
        if (lastStand(state)) {
          lastStands += 1;
          expect(move).toEqual({ type: 'react', choice: 'give-ground' });
        }
      }),
      { numRuns: 300, seed: 4 },
    );
    // The property was exercised on the states it is about.
    expect(lastStands).toBeGreaterThan(0);
  });

  it('HOUSE 1: anything but a listed move is refused with a rule reference', () => {
    const states = transitionArb(houseRules, { scenarios }).map((t) => t.state);
    fc.assert(
      fc.property(states.chain((s) => fc.tuple(fc.constant(s), illegalMoveArb(houseRules, s))), ([s, m]) => {
        expect(houseRules.resolve(s, m as Move).ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('the same house rule written wrongly (listed but refused) is caught', () => {
    const wrong: typeof skirmish = { ...houseRules, legalMoves: skirmish.legalMoves };
    expect(() => checkConformance(wrong, { scenarios, playthroughs: 200, seed: 4, shrinkTimeLimit: 2_000 })).toThrow(
      /\[legal\][\s\S]*must-give-ground[\s\S]*HOUSE 1/,
    );
  });
});

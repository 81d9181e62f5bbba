// docs/house-rules.md, run as written: the guide's example is the body of this file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RAT_ONE, poolAtLeast, rational, ratEquals, ratSum } from '@esagono/kernel';
import { checkConformance, transitionArb } from '@esagono/testkit';
import { BATTLE_DIE, conformanceOptions, game, hitsOn, scenarios, withHouseRules, type BattleDiceContext } from '@esagono/memoir44';

// HOUSE 1: infantry in close combat rolls one more die (M44 p.8 gives 3 at range 1).
const closeInfantry = ({ dice, source, attacker, attack }: BattleDiceContext) =>
  source === 'unit' && attack.close && attacker?.type === 'infantry' ? dice + 1 : dice;
const house = withHouseRules({ id: 'memoir44+close-infantry', battleDice: closeInfantry });
const opts = { scenarios, ...conformanceOptions };

describe('HOUSE 1: close-combat infantry rolls one more die', () => {
  it('is still a conforming game', () => {
    checkConformance(house, { ...opts, playthroughs: 10, exactPlaythroughs: true });
  });

  it('HOUSE 1: every close infantry roll is one die more than the rules give, with exact odds', () => {
    const rolls = transitionArb(house, {
      ...opts,
      where: (s) => s.phase.kind === 'roll' && s.phase.attack.close && s.units[s.phase.attack.attacker]?.type === 'infantry',
    });
    fc.assert(
      fc.property(rolls, ({ state }) => {
        if (state.phase.kind !== 'roll') throw new Error('not a roll');
        const n = state.phase.attack.dice;
        const outcomes = house.chanceOutcomes(state);
        expect(ratEquals(ratSum(outcomes.map((o) => o.p)), RAT_ONE)).toBe(true);
        // The odds of at least one hit on infantry: infantry symbol or grenade, 3 faces of 6 (M44 p.9).
        const hit = ratSum(outcomes.filter((o) => o.move.type === 'roll' && hitsOn('infantry', o.move.faces, false) > 0).map((o) => o.p));
        expect(hit).toEqual(poolAtLeast(BATTLE_DIE, n, (f) => f === 'infantry' || f === 'grenade', 1));
        expect(hit).toEqual(rational(2 ** n - 1, 2 ** n));
      }),
      { numRuns: 10 },
    );
  });
});

describe('docs/house-rules.md', () => {
  it('shows this example verbatim', () => {
    const doc = readFileSync(new URL('../../../../docs/house-rules.md', import.meta.url), 'utf8');
    const block = /## Testing a house rule with exact distributions[\s\S]*?```ts\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const here = readFileSync(new URL(import.meta.url), 'utf8');
    const lines = block.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(here).toContain(line);
  });
});

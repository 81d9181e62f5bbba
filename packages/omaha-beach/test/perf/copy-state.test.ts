// `copyState` (core.ts) spells a state's fields out instead of spreading it (issue #18): the copy
// must be the same state, key order included (the JSON of states is compared by digests and logs).
import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type Setup, type State } from '../../src/index.js';
import { copyState, withStep } from '../../src/core.js';
import { germanIndexOf } from '../../src/context.js';
import { seededStates } from './seeded.js';

/** Every state of seeded games of a set-up with optional rules (23 armour, 22.4 recycled Mobile DMs). */
function variantStates(setup: Setup, seeds: number): State[] {
  const out: State[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = new Rng(seed);
    const r = game.setup(setup);
    if (!r.ok) throw new Error(r.error.message);
    let s = r.state;
    for (let n = 0; game.actor(s).kind !== 'terminal' && n < 600; n++) {
      out.push(s);
      const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
      const next = game.resolve(s, m);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
  }
  return out;
}

function expectSameCopy(s: State): void {
  const t = copyState(s);
  expect(t).not.toBe(s);
  expect(Object.keys(t).filter((k) => t[k as keyof State] !== undefined)).toEqual(Object.keys(s).filter((k) => s[k as keyof State] !== undefined));
  for (const k of Object.keys(s) as (keyof State)[]) expect(t[k]).toBe(s[k]);
  expect(JSON.stringify(t)).toBe(JSON.stringify(s));
}

describe('copyState', () => {
  it('copies every state of seeded games field for field, in the same key order', () => {
    const states = [...seededStates('easy-fox', 6), ...seededStates('beyond-the-beach', 2)];
    expect(states.some((s) => s.heroOffers !== undefined)).toBe(true);
    for (const s of states) expectSameCopy(s);
  });
  it('keeps the optional fields of the variants (23 armour, 22.4 Mobile DMs recycled) in place', () => {
    const states = variantStates({ scenario: 'ddob', variants: ['22.4', '23'] }, 3);
    expect(states.some((s) => s.armour !== undefined)).toBe(true);
    for (const s of states) expectSameCopy(s);
  });
  it('withStep changes the step alone', () => {
    for (const s of seededStates('easy-fox', 2)) {
      const t = withStep(s, null);
      expect(JSON.stringify({ ...s, step: null })).toBe(JSON.stringify(t));
      expect(s.step === null || t.step === null).toBe(true);
    }
  });
});

describe('GermanIndex hexes and stacks', () => {
  it('list the record as Object.keys and Object.values do', () => {
    for (const s of seededStates('easy-fox', 4)) {
      const index = germanIndexOf(s);
      expect(index.hexes).toEqual(Object.keys(s.german));
      expect(index.stacks).toEqual(Object.values(s.german));
    }
  });
});

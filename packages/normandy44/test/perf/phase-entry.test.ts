import { describe, expect, it } from 'vitest';
import { anyReplaceOption, replaceOptions } from '../../src/replacements/replace.js';
import type { State } from '../../src/state.js';
import { seededPlayer } from './digest.js';
import type { scenarios } from '../../src/index.js';

/** Every position of seeded games of `scenario` (at most `cap` decisions each), in each phase. */
function positions(scenario: keyof typeof scenarios, seeds: readonly number[], cap = Infinity): State[] {
  const out: State[] = [];
  for (const seed of seeds) {
    const p = seededPlayer(scenario, seed, undefined, cap);
    while (!p.done()) {
      out.push(p.state);
      p.step();
    }
  }
  return out;
}

describe('the Replacement Phase is skipped exactly when no Repl can be used (N44 3 B1, 6.2; issue #17)', () => {
  it('anyReplaceOption (stops at the first option) says whether replaceOptions lists any, in and out of Replacement Phases, also in the solitaire', () => {
    const states = [...positions('mini-game', [4, 9]), ...positions('cherbourg', [2]), ...positions('campaign', [1], 1500)];
    let some = 0;
    let checked = 0;
    for (const s0 of states) {
      // Each position as it is and, in a Replacement Phase, in the solitaire (N44 27.2: the SS returns first).
      const variants = s0.phase.endsWith('replacement') ? [s0, { ...s0, options: { ...s0.options, solitaire: true } }] : [s0];
      for (const s of variants) {
        const all = replaceOptions(s);
        expect(anyReplaceOption(s)).toBe(all.length > 0);
        if (all.length > 0) some++;
        checked++;
      }
    }
    expect(some).toBeGreaterThan(20);
    expect(checked).toBeGreaterThan(3000);
  }, 120_000);
});

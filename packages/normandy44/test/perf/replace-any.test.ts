import { describe, expect, it } from 'vitest';
import { anyReplaceOption, replaceOptions } from '../../src/replacements/replace.js';
import type { State } from '../../src/state.js';
import { seededPlayer } from './digest.js';

/** Every `every`-th position of a seeded random game of `scenario`. */
function positions(scenario: 'mini-game' | 'cherbourg', seed: number, every: number): State[] {
  const p = seededPlayer(scenario, seed);
  const out: State[] = [];
  for (let k = 0; !p.done(); k++) {
    if (k % every === 0) out.push(p.state);
    p.step();
  }
  return out;
}

describe('the Replacement Phase skip check (N44 3 B1, 6.2; issue #17)', () => {
  it('answers whether the full listing has a use, in both Replacement Phases of seeded games', () => {
    const seen = { yes: 0, no: 0 };
    for (const [scenario, seed] of [['mini-game', 3], ['mini-game', 11], ['cherbourg', 2]] as const) {
      for (const s of positions(scenario, seed, 7)) {
        for (const phase of ['german-replacement', 'allied-replacement'] as const) {
          // A fresh state object per question: the skip check runs first, as in `enterPhase`.
          const q: State = { ...s, phase };
          const any = anyReplaceOption(q);
          expect(any).toBe(replaceOptions({ ...q }).length > 0);
          seen[any ? 'yes' : 'no']++;
        }
      }
    }
    expect(seen.yes).toBeGreaterThan(10);
    expect(seen.no).toBeGreaterThan(10);
  });
});

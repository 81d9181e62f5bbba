import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { FREE_SKIRMISH } from '../../src/scenarios/free.js';
import { openingState } from '../../src/speed/initial.js';
import { buildState } from '../../src/setup/build.js';

describe('opening state built once per frozen scenario (README "Speed")', () => {
  it('gives the same object for a frozen scenario, equal to a fresh build', () => {
    const sc = FREE_SKIRMISH;
    expect(Object.isFrozen(sc)).toBe(true);
    const a = openingState(sc);
    const b = openingState(sc);
    expect(a).toBe(b);
    expect(a).toEqual(buildState(sc));
  });

  it('builds an unfrozen scenario afresh every call (it might have changed)', () => {
    const copy = structuredClone(FREE_SKIRMISH);
    const a = openingState(copy);
    const b = openingState(copy);
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
  });

  it('games of different seeds start from the same opening state and differ only by chance (HoN p.4 L262: the opening hands are drawn)', () => {
    const a = game.setup(FREE_SKIRMISH, { seed: 1 });
    const b = game.setup(FREE_SKIRMISH, { seed: 2 });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) {
      expect(a.state).toBe(b.state);
      expect(game.actor(a.state).kind).toBe('chance');
    }
  });
});

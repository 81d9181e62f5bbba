import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomPlayout } from '@esagono/kernel';
import { formatLog, matchScenario, parseLog } from '../src/movelog.js';
import { memoir44Presenter } from '../src/titles/memoir44.js';
import { skirmishPresenter } from '../src/titles/skirmish.js';

/** The same value with every object's keys in reverse order. */
function reverseKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reverseKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reverseKeys(x)]));
  return v;
}

describe('move log files ({game, setup, seed?, moves})', () => {
  it('round-trips a played game through text', () => {
    const g = randomPlayout(skirmishPresenter.game, {}, 3);
    const back = parseLog(formatLog(g.log));
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.log).toEqual(g.log);
  });

  it('never throws on arbitrary text and names what is wrong', () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        const r = parseLog(t);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
    const noMoves = parseLog('{"game":"skirmish","setup":{}}');
    expect(noMoves.ok === false && noMoves.message).toContain('moves');
    const badSeed = parseLog('{"game":"skirmish","setup":{},"seed":1.5,"moves":[]}');
    expect(badSeed.ok === false && badSeed.message).toContain('seed');
    expect(parseLog('[').ok).toBe(false);
  });

  it('recognises the scenario of a loaded set-up, whatever the key order', () => {
    const sc = memoir44Presenter.scenarios[1];
    expect(sc).toBeDefined();
    if (!sc) return;
    const copy = reverseKeys(JSON.parse(JSON.stringify(sc.setup)));
    expect(JSON.stringify(copy)).not.toBe(JSON.stringify(sc.setup));
    expect(matchScenario(memoir44Presenter.scenarios, copy)).toBe(sc.id);
    expect(matchScenario(skirmishPresenter.scenarios, { hp: 1, ground: 1 })).toBe('quick');
    expect(matchScenario(skirmishPresenter.scenarios, { hp: 2 })).toBeNull();
  });
});

// The caches live in one context per game (src/context.ts, docs/performance.md): games played side
// by side in one process, their moves interleaved, give exactly the states each gives alone (DDOB 4).
import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type State } from '../../src/index.js';
import { contextOf, germanIndexOf, stepTableOf } from '../../src/context.js';
import { unitList } from '../../src/core.js';

interface Play {
  s: State;
  readonly rng: Rng;
  readonly log: string[];
}

function start(scenario: keyof typeof scenarios, seed: number): Play {
  const r = game.setup(scenarios[scenario]);
  if (!r.ok) throw new Error(r.error.message);
  return { s: r.state, rng: new Rng(seed), log: [] };
}

/** One decision; false once the game is over. */
function step(p: Play): boolean {
  if (game.actor(p.s).kind === 'terminal') return false;
  const m = game.actor(p.s).kind === 'chance' ? pickChance(game.chanceOutcomes(p.s), p.rng) : p.rng.pick([...game.legalMoves(p.s)]);
  const r = game.resolve(p.s, m);
  if (!r.ok) throw new Error(r.error.message);
  p.s = r.state;
  p.log.push(JSON.stringify(m));
  return true;
}

function alone(scenario: keyof typeof scenarios, seed: number): Play {
  const p = start(scenario, seed);
  for (let n = 0; n < 3000 && step(p); n++);
  return p;
}

describe('per-game context (DDOB 4)', () => {
  it('interleaved games of different scenarios play as they do alone', () => {
    const a = start('easy-fox', 3);
    const b = start('ddob', 4);
    const c = start('easy-fox', 5);
    for (let n = 0; n < 3000; n++) {
      const more = [step(a), step(b), step(c)];
      if (!more.some(Boolean)) break;
    }
    for (const [p, q] of [
      [a, alone('easy-fox', 3)],
      [b, alone('ddob', 4)],
      [c, alone('easy-fox', 5)],
    ] as const) {
      expect(p.log).toEqual(q.log);
      expect(JSON.stringify(p.s)).toBe(JSON.stringify(q.s));
    }
  });

  it('German records that agree on occupancy share one step table; a disruption starts another (7.3, 7.32)', () => {
    const p = alone('easy-fox', 8);
    const s = p.s;
    const copy: State = { ...s, german: { ...s.german } };
    expect(copy.german).not.toBe(s.german);
    expect(stepTableOf(copy, germanIndexOf(copy))).toBe(stepTableOf(s, germanIndexOf(s)));
    const [hex, g] = Object.entries(s.german)[0]!;
    const disrupted: State = { ...s, german: { ...s.german, [hex]: { ...g, disrupted: !g.disrupted } } };
    expect(stepTableOf(disrupted, germanIndexOf(disrupted))).not.toBe(stepTableOf(s, germanIndexOf(s)));
  });

  it('a game and its JSON copy have contexts of their own that give the same answers', () => {
    const p = alone('easy-fox', 8);
    const copy = JSON.parse(JSON.stringify(p.s)) as State;
    expect(contextOf(copy)).not.toBe(contextOf(p.s));
    expect(contextOf(p.s)).toBe(contextOf({ ...p.s }));
    expect(unitList(copy)).toEqual(unitList(p.s));
  });
});

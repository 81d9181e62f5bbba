// The caches live in one context per game (src/context.ts, docs/performance.md): games played side
// by side in one process, their moves interleaved, give exactly the states each gives alone (DDOB 4).
import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type State } from '../../src/index.js';
import { contextOf, germanIndexOf, stepTableOf, unitIndexOf } from '../../src/context.js';
import { occupiedHexes, onMap, setUnit, unitList, unitsAt } from '../../src/core.js';
import { locContext } from '../../src/control/index.js';
import { infantryLosses } from '../../src/victory/index.js';
import { MAP } from '../../src/map/index.js';
import { placementBoxes } from '../../src/landing/index.js';
import { freshCopy } from './seeded.js';

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

  it('a game sharing the context of earlier games of its rules plays as one with a fresh context', () => {
    // Earlier games fill the shared context; the fresh game's rules carry a field of their own (freshCopy).
    for (const seed of [1, 2, 3]) alone('easy-fox', seed);
    const shared = alone('easy-fox', 6);
    const fresh = start('easy-fox', 6);
    const rules = fresh.s.rules;
    fresh.s = freshCopy(fresh.s);
    expect(contextOf(fresh.s)).not.toBe(contextOf(shared.s));
    for (let n = 0; n < 3000 && step(fresh); n++);
    expect(fresh.log).toEqual(shared.log);
    expect(JSON.stringify({ ...fresh.s, rules })).toBe(JSON.stringify(shared.s));
  });

  it('a game and its JSON copy share the context of their rules and get the same answers', () => {
    const p = alone('easy-fox', 8);
    const copy = JSON.parse(JSON.stringify(p.s)) as State;
    // Equal rules share a context (contextOf): the copy finds the same one by content.
    expect(contextOf(copy)).toBe(contextOf(p.s));
    expect(contextOf(p.s)).toBe(contextOf({ ...p.s }));
    expect(unitList(copy)).toEqual(unitList(p.s));
  });
});

describe('unit index carried from record to record (issue #18)', () => {
  const answers = (s: State) => {
    const ctx = locContext(s);
    return {
      all: unitList(s).map((u) => JSON.stringify(u)),
      onMap: onMap(s).map((u) => JSON.stringify(u)),
      byHex: [...occupiedHexes(s)].sort().map((h) => [h, unitsAt(s, h).map((u) => JSON.stringify(u))]),
      losses: [infantryLosses(s, '1st'), infantryLosses(s, '29th')],
      occupied: [...ctx.occupied].sort(),
      controlled: [...ctx.controlled].sort(),
    };
  };

  it('every state of seeded games answers as its JSON copy, whose context starts empty (7.3, 12.1, 13.1)', () => {
    for (const scenario of ['easy-fox', 'ddob'] as const)
      for (let seed = 1; seed <= 3; seed++) {
        const p = start(scenario, seed);
        // The carried index of each new record is compared before anything else asks about it.
        do expect(answers(p.s)).toEqual(answers(freshCopy(p.s)));
        while (step(p));
      }
  });

  it('a placement (box to box, DDOB 5.3) keeps the map lists and their answers; a landing (5.2) does not', () => {
    const s = start('easy-fox', 1).s;
    const parent = unitIndexOf(s);
    const map = parent.onMap;
    const loc = locContext(s);
    const losses = infantryLosses(s, '1st');
    const boxed = unitList(s).find((u) => u.loc.kind === 'box' || u.loc.kind === 'track');
    if (!boxed) throw new Error('no unit off the map');
    const moved = setUnit(s, { ...boxed, loc: { kind: 'box', box: [...MAP.box.keys()][0] as string } });
    expect(unitIndexOf(moved).onMap).toBe(map);
    expect(locContext(moved)).toBe(loc);
    expect(infantryLosses(moved, '1st')).toBe(losses);
    expect(unitList(moved)).toContain(moved.us[boxed.id]);
    const hex = MAP.data.hexes.find((h) => h.terrain === 'beach')!.id;
    const landed = setUnit(s, { ...boxed, loc: { kind: 'hex', hex } });
    expect(unitIndexOf(landed).onMap).not.toBe(map);
    expect(unitsAt(landed, hex).map((u) => u.id)).toContain(boxed.id);
    expect(locContext(landed).occupied.has(hex)).toBe(true);
  });

  it('placement boxes kept per game context answer as a fresh context does on every placement (5.3, 5.31, 5.34)', () => {
    let placements = 0;
    for (const scenario of ['easy-fox', 'ddob'] as const)
      for (let seed = 1; seed <= 3; seed++) {
        const p = start(scenario, seed);
        do {
          const st = p.s.step;
          if (st?.kind !== 'place') continue;
          placements++;
          expect(placementBoxes(p.s, st.unit)).toEqual(placementBoxes(freshCopy(p.s), st.unit));
        } while (step(p));
      }
    expect(placements).toBeGreaterThan(50);
  });
});

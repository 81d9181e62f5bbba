/**
 * The cached supply fields (src/supply/fields.ts) are speed only: a field read off one walk from the
 * sources and kept under a content key answers, hex by hex, as a fresh trace from that hex does
 * (CG R7.2 Line of Supply to the general sources of R7.3-R7.4), for positions asked in play order,
 * shuffled, and as JSON copies (which find the entry by content, not identity).
 */
import { describe, expect, it } from 'vitest';
import { Rng, randomPlayout } from '@esagono/kernel';
import { game, scenarios, type State } from '@esagono/caso-giallo';
import { attackSupply, generalSources, generalSupplyField, reachField, supplyReach, traceLineOfSupply } from '../../src/supply/index.js';
import { railDestinations } from '../../src/movement/rail.js';
import { boardOf, data } from '../../src/position.js';
import type { Counter, Side } from '../../src/setup/counters.js';

function sampledStates(seed: number, every: number): State[] {
  const r = randomPlayout(game, scenarios['historical']!, seed);
  const st = game.setup(scenarios['historical']!);
  if (!st.ok) throw new Error('setup');
  let s = st.state;
  const out: State[] = [s];
  r.moves.forEach((m, i) => {
    const next = game.resolve(s, m);
    if (!next.ok) throw new Error(next.error.message);
    s = next.state;
    if (i % every === 0) out.push(s);
  });
  return out;
}

const fresh = (s: State): State => JSON.parse(JSON.stringify(s)) as State;
const LINES: readonly [Side, Counter['nationality']][] = [['german', 'german'], ['allied', 'french'], ['allied', 'british'], ['allied', 'belgian']];

describe('CG R7.2 supply fields answer as fresh traces', () => {
  const states = sampledStates(2, 100);

  it('CG R7.2-R7.4: the general supply field of each line, at every occupied hex and sampled empty ones, equals a trace from the hex', () => {
    const rng = new Rng(3);
    const order = [...states.keys(), ...states.map(() => rng.int(states.length))];
    let supplied = 0;
    let cut = 0;
    for (const i of order) {
      const s = rng.int(2) === 0 ? states[i]! : fresh(states[i]!);
      const size = boardOf(s).map.size;
      const hexes = new Set<number>();
      for (const u of s.units) if (u.loc >= 0) hexes.add(u.loc);
      for (let k = 0; k < 40; k++) hexes.add(rng.int(size));
      for (const [side, nationality] of LINES) {
        const field = generalSupplyField(s, side, nationality);
        const sources = generalSources(s, nationality);
        for (const loc of hexes) {
          const traced = traceLineOfSupply(s, side, loc, sources);
          expect(field[loc] === 1, `state ${i} ${nationality} hex ${loc}`).toBe(traced);
          if (traced) supplied++;
          else cut++;
        }
      }
    }
    // Both answers occur, so the comparison could fail either way.
    expect(supplied).toBeGreaterThan(0);
    expect(cut).toBeGreaterThan(0);
  });

  it('CG R7.2: a cached reach field equals a fresh walk of the kernel supply field (slack >= 0)', () => {
    for (const s of states) {
      const sources = generalSources(s, 'german');
      const cached = reachField(fresh(s), 'german', 'general', () => sources);
      const slack = supplyReach(s, 'german', sources.map((loc) => ({ loc, range: Infinity })));
      expect(Array.from(cached)).toEqual(Array.from(slack, (x) => (x >= 0 ? 1 : 0)));
    }
  });

  /** Forgets every content-keyed entry (supply fields, rail networks): the next answer is computed afresh. */
  const forget = (s: State): void => {
    const ctx = data(s).context;
    ctx.supply.entries.length = 0;
    ctx.supply.last = null;
    ctx.rail.length = 0;
  };

  it('CG R7.6-R7.8 Attack Supply and CG SB5.10 rail destinations: answers from the kept entries, in shuffled order and from JSON copies, equal fresh ones', () => {
    const rng = new Rng(8);
    let checked = 0;
    for (let k = 0; k < states.length; k++) {
      const s = states[rng.int(states.length)]!;
      const copy = fresh(s);
      const units = copy.units.filter((u) => u.loc >= 0);
      const kept = units.map((u) => [attackSupply(copy, u), railDestinations(copy, u)]);
      forget(s);
      const direct = units.map((u) => [attackSupply(s, u), railDestinations(s, u)]);
      expect(kept).toEqual(direct);
      checked += units.length;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

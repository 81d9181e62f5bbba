/**
 * Normandy '44 (issue #17): `legalMoves` in the busiest position of the campaign, the one with the
 * most listed moves met in the seeded random campaign games 1-2 (found once, outside the timing).
 * Warm: the same state object again, so the per-object caches of the title hit, as in a playout
 * where the listing follows the move that made the position. Cold: a fresh JSON copy each call,
 * so no cache keyed by an object can hit (the copy's `JSON.parse` is inside the timing).
 */
import { Rng, pickChance, type AnyGame } from '@esagono/kernel';
import { game, scenarios } from '@esagono/normandy44';
import type { BenchCase } from '../types.js';

const g = game as unknown as AnyGame;

function busiest(): { state: unknown; text: string; moves: number } {
  let best: { state: unknown; moves: number } = { state: null, moves: -1 };
  for (let seed = 1; seed <= 2; seed++) {
    const rng = new Rng(seed);
    const init = g.setup(scenarios.campaign);
    if (!init.ok) throw new Error(`campaign: setup refused: ${init.error.message}`);
    let s = init.state;
    for (let i = 0; i < g.maxMoves && g.actor(s).kind !== 'terminal'; i++) {
      let m;
      if (g.actor(s).kind === 'chance') m = pickChance(g.chanceOutcomes(s), rng);
      else {
        const moves = g.legalMoves(s);
        if (moves.length > best.moves) best = { state: s, moves: moves.length };
        m = rng.pick(moves);
      }
      const r = g.resolve(s, m);
      if (!r.ok) throw new Error(`campaign: ${r.error.message}`);
      s = r.state;
    }
  }
  return { ...best, text: JSON.stringify(best.state) };
}

let found: ReturnType<typeof busiest> | null = null;
let sink = 0;

export const cases: BenchCase[] = [
  {
    name: 'legal moves: normandy44/campaign busiest position, warm',
    esagono: () => {
      const b = (found ??= busiest());
      sink += g.legalMoves(b.state).length;
    },
    peers: {},
  },
  {
    name: 'legal moves: normandy44/campaign busiest position, cold (fresh JSON copy)',
    esagono: () => {
      const b = (found ??= busiest());
      sink += g.legalMoves(JSON.parse(b.text)).length;
    },
    peers: {},
  },
];

/** Keeps the listings alive so that the engine cannot drop the calls. */
export const kept = (): number => sink;

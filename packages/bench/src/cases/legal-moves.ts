/**
 * `legalMoves` in the busiest position of a long scenario: the position with the most listed moves
 * met in seeded random games (found once, on the first call, which the warm-up absorbs). Normandy
 * '44's issue (#17) measures its campaign, Case Yellow's (#19) its historical scenario (scenario 1).
 * Warm: the same state object again, so the per-object caches of the title hit, as in a playout
 * where the listing follows the move that made the position. Cold: a fresh JSON copy each call,
 * so no cache keyed by an object can hit (the copy's `JSON.parse` is inside the timing).
 */
import { Rng, pickChance, type AnyGame } from '@esagono/kernel';
import { game as casoGiallo, scenarios as casoGialloScenarios } from '@esagono/caso-giallo';
import { game as normandy44, scenarios as normandy44Scenarios } from '@esagono/normandy44';
import type { BenchCase } from '../types.js';

interface Busiest {
  readonly state: unknown;
  readonly text: string;
  readonly moves: number;
}

function busiest(label: string, g: AnyGame, setup: unknown, seeds: readonly number[]): Busiest {
  let best: { state: unknown; moves: number } = { state: null, moves: -1 };
  for (const seed of seeds) {
    const rng = new Rng(seed);
    const init = g.setup(setup);
    if (!init.ok) throw new Error(`${label}: setup refused: ${init.error.message}`);
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
      if (!r.ok) throw new Error(`${label}: ${r.error.message}`);
      s = r.state;
    }
  }
  return { ...best, text: JSON.stringify(best.state) };
}

let sink = 0;

/** The warm and cold cases of one scenario's busiest position. */
function busiestCases(label: string, game: unknown, setup: unknown, seeds: readonly number[]): BenchCase[] {
  const g = game as AnyGame;
  let found: Busiest | null = null;
  const at = (): Busiest => (found ??= busiest(label, g, setup, seeds));
  return [
    { name: `legal moves: ${label} busiest position, warm`, esagono: () => void (sink += g.legalMoves(at().state).length), peers: {} },
    { name: `legal moves: ${label} busiest position, cold (fresh JSON copy)`, esagono: () => void (sink += g.legalMoves(JSON.parse(at().text)).length), peers: {} },
  ];
}

export const cases: BenchCase[] = [
  ...busiestCases('normandy44/campaign', normandy44, normandy44Scenarios.campaign, [1, 2]),
  ...busiestCases('caso-giallo/historical', casoGiallo, casoGialloScenarios.historical, [1, 2, 3]),
];

/** Keeps the listings alive so that the engine cannot drop the calls. */
export const kept = (): number => sink;

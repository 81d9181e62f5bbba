/**
 * No hidden globals: the board geometry is a value each game reaches through its own scenario, so
 * games on the 13x9 board (M44 p.6 [L168]) and on the Overlord battlefield (M44-OVL) played move by
 * move in one process give exactly the states each gives when played alone.
 */
import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { scenarios } from '../../src/index.js';
import { ScenarioSchema } from '../../src/scenarios/schema.js';
import type { Setup, State } from '../../src/state.js';

const overlordBattle = ScenarioSchema.parse({
  id: 'overlord-interleave',
  name: 'Overlord interleave',
  provenance: { source: 'hand-built for tests' },
  briefing: '',
  board: { face: 'countryside', type: 'overlord' },
  terrain: [
    { row: 4, col: 24, terrain: 'woods' },
    { row: 4, col: 26, terrain: 'hill' },
    { row: 3, col: 31, terrain: 'hedgerow' },
  ],
  obstacles: [],
  units: [
    { row: 7, col: 5, side: 'allies', type: 'infantry', figures: 4 },
    { row: 8, col: 10, side: 'allies', type: 'armor', figures: 3 },
    { row: 7, col: 25, side: 'allies', type: 'infantry', figures: 4 },
    { row: 7, col: 45, side: 'allies', type: 'infantry', figures: 4 },
    { row: 5, col: 29, side: 'allies', type: 'armor', figures: 3 },
    { row: 1, col: 5, side: 'axis', type: 'infantry', figures: 4 },
    { row: 1, col: 25, side: 'axis', type: 'infantry', figures: 4 },
    { row: 0, col: 44, side: 'axis', type: 'armor', figures: 3 },
    { row: 3, col: 39, side: 'axis', type: 'infantry', figures: 4 },
    { row: 2, col: 20, side: 'axis', type: 'artillery', figures: 2 },
  ],
  objectives: [],
  hands: { allies: 5, axis: 5 },
  firstPlayer: 'allies',
  victory: { allies: 4, axis: 4 },
  specialRules: [],
});

interface Runner {
  state: State;
  readonly rng: Rng;
  readonly trace: string[];
}

function start(setup: Setup, seed: number): Runner {
  const r = game.setup(setup);
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.state, rng: new Rng(seed), trace: [JSON.stringify(r.state)] };
}

/** One move of a random game; false once it is over. */
function advance(g: Runner): boolean {
  const actor = game.actor(g.state);
  if (actor.kind === 'terminal' || g.trace.length > 3000) return false;
  const move = actor.kind === 'chance' ? pickChance(game.chanceOutcomes(g.state), g.rng) : g.rng.pick(game.legalMoves(g.state));
  const r = game.resolve(g.state, move);
  if (!r.ok) throw new Error(r.error.message);
  g.state = r.state;
  g.trace.push(JSON.stringify(r.state));
  return true;
}

const setups: readonly { readonly name: string; readonly setup: Setup }[] = [
  { name: 'sainte-mere-eglise (13x9)', setup: scenarios['sainte-mere-eglise'] as Setup },
  { name: 'overlord battle (26x9)', setup: { scenario: overlordBattle } },
  { name: 'pegasus-bridge (13x9)', setup: scenarios['pegasus-bridge'] as Setup },
];

describe('games on both boards interleaved in one process (M44 p.6 [L168]; M44-OVL)', () => {
  it('M44-OVL every state of each game, played move by move alongside the others, equals the state it reaches alone', () => {
    for (const seed of [11, 12]) {
      // Alone, one after the other.
      const alone = setups.map(({ setup }, k) => {
        const g = start(setup, seed * 10 + k);
        while (advance(g));
        return g.trace;
      });
      // Interleaved: one move of each game in turn, until all are over.
      const games = setups.map(({ setup }, k) => start(setup, seed * 10 + k));
      let live = true;
      while (live) {
        live = false;
        for (const g of games) if (advance(g)) live = true;
      }
      games.forEach((g, k) => {
        expect(g.trace.length, setups[k]!.name).toBeGreaterThan(50);
        expect(g.trace.length, setups[k]!.name).toBe(alone[k]!.length);
        for (let i = 0; i < g.trace.length; i++) if (g.trace[i] !== alone[k]![i]) expect(`${setups[k]!.name} move ${i}: ${g.trace[i]}`).toBe(alone[k]![i]);
      });
    }
  }, 120_000);
});

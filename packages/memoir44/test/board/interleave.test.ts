/**
 * No hidden globals: the board geometry is a value each game reaches through its own scenario, so
 * games on the 13x9 board (M44 p.6 [L168]) and on the Overlord battlefield (M44-OVL) played move by
 * move in one process give exactly the states each gives when played alone.
 */
import { describe, expect, it } from 'vitest';
import { Rng, pickChance, type AnyGame } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { PLAYABLE, hexId, scenarios } from '../../src/index.js';
import { ScenarioSchema } from '../../src/scenarios/schema.js';
import { allianceGame4 } from '../../src/variants/alliance.js';
import { overlordGame4 } from '../../src/variants/overlord/overlord.js';

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
  readonly game: AnyGame;
  state: unknown;
  readonly rng: Rng;
  readonly trace: string[];
}

function start(g: AnyGame, setup: unknown, seed: number): Runner {
  const r = g.setup(setup);
  if (!r.ok) throw new Error(r.error.message);
  return { game: g, state: r.state, rng: new Rng(seed), trace: [JSON.stringify(r.state)] };
}

/** One move of a random game; false once it is over. */
function advance(g: Runner): boolean {
  const { game } = g;
  const actor = game.actor(g.state);
  if (actor.kind === 'terminal' || g.trace.length > 3000) return false;
  const move = actor.kind === 'chance' ? pickChance(game.chanceOutcomes(g.state), g.rng) : g.rng.pick(game.legalMoves(g.state));
  const r = game.resolve(g.state, move);
  if (!r.ok) throw new Error(r.error.message);
  g.state = r.state;
  g.trace.push(JSON.stringify(r.state));
  return true;
}

const base = game as unknown as AnyGame;
const setups: readonly { readonly name: string; readonly game: AnyGame; readonly setup: unknown }[] = [
  { name: 'sainte-mere-eglise (13x9)', game: base, setup: scenarios['sainte-mere-eglise'] },
  { name: 'overlord battle (26x9)', game: base, setup: { scenario: overlordBattle } },
  { name: 'pegasus-bridge (13x9)', game: base, setup: scenarios['pegasus-bridge'] },
  { name: 'Overlord command, 4 seats (26x9)', game: overlordGame4 as unknown as AnyGame, setup: { scenario: overlordBattle } },
  { name: 'Operation Alliance, 4 seats, sainte-mere-eglise (13x9)', game: allianceGame4 as unknown as AnyGame, setup: { scenario: scenarios['sainte-mere-eglise']!.scenario } },
];

describe('games on both boards interleaved in one process (M44 p.6 [L168]; M44-OVL)', () => {
  it('M44-OVL every state of each game, played move by move alongside the others, equals the state it reaches alone', () => {
    for (const seed of [11, 12]) {
      // Alone, one after the other.
      const alone = setups.map(({ game: g0, setup }, k) => {
        const g = start(g0, setup, seed * 10 + k);
        while (advance(g));
        return g.trace;
      });
      // Interleaved: one move of each game in turn, until all are over.
      const games = setups.map(({ game: g0, setup }, k) => start(g0, setup, seed * 10 + k));
      let live = true;
      while (live) {
        live = false;
        for (const g of games) if (advance(g)) live = true;
        // The public 13x9 helpers answer the same whichever board the last move was played on.
        if (hexId(1, 1) !== 26 || PLAYABLE.length !== 113) expect([hexId(1, 1), PLAYABLE.length]).toEqual([26, 113]);
      }
      games.forEach((g, k) => {
        expect(g.trace.length, setups[k]!.name).toBeGreaterThan(50);
        expect(g.trace.length, setups[k]!.name).toBe(alone[k]!.length);
        for (let i = 0; i < g.trace.length; i++) if (g.trace[i] !== alone[k]![i]) expect(`${setups[k]!.name} move ${i}: ${g.trace[i]}`).toBe(alone[k]![i]);
      });
    }
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { play, randomBot, Rng } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { medalTotal } from '../../src/medals/medals.js';
import { scenarios } from '../../src/scenarios/index.js';
import { other, type Move, type Player, type State } from '../../src/state.js';
import { memoirBot, memoirMctsOptions, MEMOIR_BOT_DEFAULTS } from '../../src/ai/bot.js';
import { determinize } from '../../src/ai/determinize.js';
import { evaluate } from '../../src/ai/evaluate.js';

/**
 * Search against uniform random play on Pegasus Bridge, sides alternating, fixed seeds. The
 * budget is cut well below the bot's default (8 playouts of 4 moves past the tree) so 20 games
 * fit a loaded machine. A game that reached MOVE_CAP would be judged by medals (M44 p.6
 * [L158]), a tie counting as a loss for the bot; no game measured comes near it.
 */
const GAMES = 20;
const MOVE_CAP = 3000;

function botWins(g: number): boolean {
  const side: Player = g % 2 === 0 ? 'allies' : 'axis';
  const scenario = scenarios['pegasus-bridge'];
  if (!scenario) throw new Error('pegasus-bridge is not shipped');
  const init = game.setup({ scenario });
  if (!init.ok) throw new Error(init.error.message);
  const bot = memoirBot({ seed: 1000 + g, iterations: 8, rolloutMoves: 4 });
  const rnd = randomBot<State, Move, Player>(2000 + g);
  const r = play(game, init.state, {
    rng: new Rng(3000 + g),
    maxMoves: MOVE_CAP,
    choose: (s, moves, p) => (p === side ? bot : rnd).choose(s, moves, p),
  });
  if (r.stop === 'error' || r.stop === 'stuck') throw new Error(`game ${g} stopped: ${r.stop} ${r.error?.message ?? ''}`);
  if (r.outcome) return r.outcome.kind === 'win' && r.outcome.winner === side;
  return medalTotal(r.state, side) > medalTotal(r.state, other(side));
}

describe('memoirBot (MCTS with the Memoir heuristic and determinisation)', () => {
  it('is wired with evaluate and determinize, and hides nothing only when asked to cheat', () => {
    const o = memoirMctsOptions({ seed: 4 });
    expect(o.evaluate).toBe(evaluate);
    expect(o.determinize).toBe(determinize);
    expect(o.iterations).toBe(MEMOIR_BOT_DEFAULTS.iterations);
    expect(memoirMctsOptions({ cheat: true }).determinize).toBeUndefined();
    // A time budget alone is not cut short by the default iteration count.
    expect(memoirMctsOptions({ timeMs: 50 }).iterations).toBeUndefined();
  });

  it('picks a legal move at the first decision of a scenario, the same for the same seed', () => {
    const scenario = scenarios['sainte-mere-eglise'];
    if (!scenario) throw new Error('sainte-mere-eglise is not shipped');
    let s = (game.setup({ scenario }) as { ok: true; state: State }).state;
    const rng = new Rng(9);
    // Play random moves until a real choice (2+ moves) comes up in the move phase.
    while (!(game.actor(s).kind === 'player' && s.phase.kind === 'move' && game.legalMoves(s).length > 1)) {
      const actor = game.actor(s);
      const moves = actor.kind === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s);
      const r = game.resolve(s, rng.pick(moves));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const moves = game.legalMoves(s);
    const me = s.active;
    const a = memoirBot({ seed: 5, iterations: 16 }).choose(s, moves, me);
    expect(moves).toContainEqual(a);
    expect(memoirBot({ seed: 5, iterations: 16 }).choose(s, moves, me)).toEqual(a);
  });

  it(`wins at least 60% of ${GAMES} games of Pegasus Bridge against the random bot, both sides (M44 p.6 victory)`, () => {
    let wins = 0;
    for (let g = 0; g < GAMES; g++) if (botWins(g)) wins++;
    expect(wins / GAMES).toBeGreaterThanOrEqual(0.6);
  });
});

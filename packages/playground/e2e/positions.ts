/**
 * Positions for the browser tests, found by playing seeded random games with the engine from
 * source (as the page does): a move log up to the first position where a test's question comes
 * up, to load into the page.
 */
import { Rng, pickChance, type MoveLog } from '@esagono/kernel';
import { game, scenarios, type Move, type State } from '@esagono/memoir44';

/** The log of a seeded random game up to the first state where `stop` holds, or null within `limit` moves. */
export function findPosition(scenario: string, stop: (s: State) => boolean, seeds = 40, limit = 3000): { log: MoveLog; state: State } | null {
  const setup = scenarios[scenario];
  if (!setup) throw new Error(`no scenario ${scenario}`);
  for (let seed = 1; seed <= seeds; seed++) {
    const init = game.setup(setup);
    if (!init.ok) throw new Error(init.error.message);
    const rng = new Rng(seed);
    let s = init.state;
    const moves: Move[] = [];
    for (let i = 0; i < limit; i++) {
      if (stop(s)) return { log: { game: 'memoir44', setup, seed, moves }, state: s };
      const a = game.actor(s);
      if (a.kind === 'terminal') break;
      const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      moves.push(m);
      s = r.state;
    }
  }
  return null;
}

/** A battle phase where the active side may close assault a unit whose side holds no Ambush card. */
export function closeAssaultWithoutAmbush(s: State): boolean {
  if (s.phase.kind !== 'battle' || game.actor(s).kind !== 'player') return false;
  return game.legalMoves(s).some((m) => {
    if (m.type !== 'attack') return false;
    const r = game.resolve(s, m);
    if (!r.ok || r.state.phase.kind !== 'ambush') return false;
    const defender = s.units[m.target]?.side;
    return defender !== undefined && !s.hands[defender].includes('ambush');
  });
}

/** The Recon keep-one choice (digest Appendix A). */
export const reconChoice = (s: State): boolean => s.phase.kind === 'recon';

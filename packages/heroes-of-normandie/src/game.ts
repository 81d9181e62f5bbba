/**
 * Heroes of Normandie on the Esagono protocol: the `GameDefinition` wiring state, moves, chance
 * and view (HoN p.3-15).
 */
import { canonicalize, defineGame, ruleError, type GameDefinition, type GameEvent } from '@esagono/kernel';
import { openingState } from './speed/initial.js';
import { actorOf } from './sequence/actor.js';
import { chanceOutcomesOf, legalMovesOf } from './sequence/moves.js';
import { apply } from './sequence/resolve.js';
import { score } from './sequence/flow.js';
import { MoveSchema, PLAYERS, SetupSchema, StateSchema, type Move, type Player, type Setup, type State } from './state.js';
import { viewOf, type View } from './view.js';

/** A stable key of a move, to compare a move given with the moves listed. */
export function moveKey(m: Move): string {
  return canonicalize(m);
}

export const game: GameDefinition<State, Move, Player, Setup, View, GameEvent> = defineGame<State, Move, Player, Setup, View, GameEvent>({
  id: 'heroes-of-normandie',
  name: 'Heroes of Normandie',
  players: PLAYERS,
  schemas: { setup: SetupSchema, state: StateSchema, move: MoveSchema },
  maxMoves: 40_000,
  setup: (setup) => openingState(setup),
  actor: actorOf,
  legalMoves: legalMovesOf,
  chanceOutcomes: chanceOutcomesOf,
  resolve(state, move, listed) {
    const actor = actorOf(state);
    if (!listed) {
      const key = moveKey(move);
      const options = actor.kind === 'chance' ? chanceOutcomesOf(state).map((o) => o.move) : legalMovesOf(state);
      if (!options.some((m) => moveKey(m) === key)) {
        // A shot at or from a 2-space vehicle listed with other spaces, or with spaces named (L478-486).
        const bare = moveKey(withoutAim(move));
        if (options.some((m) => m !== withoutAim(m) && moveKey(withoutAim(m)) === bare))
          return ruleError('illegal-move', `${move.type} at or from a 2-space vehicle names its spaces (from, at), each one whose line allows the shot`, 'HoN p.7 L478-486');
        return ruleError('illegal-move', `${move.type} is not legal now`, ruleFor(state));
      }
    }
    const r = apply(state, move, actor.kind === 'player' ? actor.player : null);
    return { ok: true, state: r.state, events: r.events };
  },
  view: viewOf,
  outcome(state) {
    if (state.phase !== 'over' || !state.result) return null;
    const scores = { US: score(state, 'US'), DE: score(state, 'DE') };
    return state.result.winner ? { kind: 'win', winner: state.result.winner, scores } : { kind: 'draw', scores };
  },
});

/** A shot without the spaces it names (HoN p.7 L478-486); the same move when it names none. */
function withoutAim(m: Move): Move {
  if (m.type === 'raffica') return m.shots.some((x) => x.from !== undefined) ? { ...m, shots: m.shots.map(({ target, bonus }) => ({ target, bonus })) } : m;
  if (m.type !== 'fire' && m.type !== 'opportunity-fire' && m.type !== 'barrage-fire') return m;
  if (m.from === undefined && m.at === undefined) return m;
  const { from: _from, at: _at, ...rest } = m;
  return rest;
}

/** The rule a refused move runs into, by phase. */
function ruleFor(s: State): string {
  if (s.attack) return s.attack.kind === 'assault' ? 'HoN p.6 L394-450' : 'HoN p.7 L454-522';
  if (s.activation) return s.activation.supply ? 'HoN p.8 L604-611' : 'HoN p.5 L330-345';
  if (s.phase === 'orders') return 'HoN p.5 L298-327';
  if (s.phase === 'supply') return 'HoN p.8 L596-619';
  return 'HoN p.5 L290-296';
}

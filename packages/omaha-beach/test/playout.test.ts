// Bots play Easy Fox and The First Wave to the end (DDOB 4, 13).
import { describe, expect, it } from 'vitest';
import { Rng, pickChance, randomPlayout } from '@esagono/kernel';
import { EASY_FOX_STAND_IN, finalLevel, game, initialState, scenarios, settle, type Move, type State } from '../src/index.js';
import { finalVictoryPoints } from '../src/victory/index.js';

/** A bot that pushes inland, removes its markers, attacks and barrages when it can, else picks at random. */
function inlandBot(rng: Rng) {
  return (s: State, moves: readonly Move[]): Move => {
    const score = (m: Move): number => {
      if (m.type === 'move') {
        const from = s.us[m.units[0] as string]?.loc;
        return (Number(m.to.slice(0, 2)) - (from?.kind === 'hex' ? Number(from.hex.slice(0, 2)) : 0)) * 10 + m.units.length;
      }
      if (m.type === 'remove-disrupted' || m.type === 'remove-climb') return 50;
      if (m.type === 'barrage' || m.type === 'naval-barrage') return 45;
      if (m.type === 'declare-attack' || m.type === 'commit' || m.type === 'resolve-attack') return 40;
      return m.type === 'end-actions' ? 0 : 1;
    };
    let best = moves[0] as Move;
    let top = -Infinity;
    for (const m of moves) {
      const v = score(m) + rng.int(5);
      if (v > top) [top, best] = [v, m];
    }
    return best;
  };
}

function playWith(seed: number, fromTurn = 1): State {
  const rng = new Rng(seed);
  const start = game.setup(scenarios['easy-fox']);
  if (!start.ok) throw new Error(start.error.message);
  // From a later turn: the same set-up with the turn marker moved (units due earlier never arrive).
  let s = fromTurn === 1 ? start.state : settle({ ...initialState({ scenario: 'easy-fox' }), turn: fromTurn, phase: 'landing:East', step: { kind: 'draw', purpose: { for: 'landing', sector: 'East' } } });
  const bot = inlandBot(rng);
  for (let n = 0; game.actor(s).kind !== 'terminal' && n < game.maxMoves; n++) {
    const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : bot(s, game.legalMoves(s));
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

describe('playouts to the end', () => {
  for (const sc of ['ddob', 'beyond-the-beach'] as const)
    it(`${sc}: 6 seeded random games end with an outcome (catastrophic defeat, 20.2 at turn 16, or 20.3 at turn 32)`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const r = randomPlayout(game, scenarios[sc], seed);
        expect(r.error).toBeUndefined();
        expect(r.stop).toBe('terminal');
        const res = r.state.result;
        expect(res).not.toBeNull();
        if (res?.kind === 'vp') expect([16, 32]).toContain(r.state.turn);
        if (sc === 'beyond-the-beach') expect(r.state.turn).toBeGreaterThanOrEqual(17);
      }
    });
  it('Beyond the Beach from turn 32 by a bot that ends its phases: the final VP (20.3) and level (21.2) decide', () => {
    let finished = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const rng = new Rng(seed);
      let s: State = { ...initialState({ scenario: 'beyond' }), turn: 32 };
      for (let n = 0; game.actor(s).kind !== 'terminal' && n < 5_000; n++) {
        const moves = game.actor(s).kind === 'chance' ? [] : game.legalMoves(s);
        const end = moves.find((m) => m.type.startsWith('end-'));
        const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : (end ?? (moves[rng.int(moves.length)] as Move));
        const r = game.resolve(s, m);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      const res = s.result;
      expect(res).not.toBeNull();
      if (res?.kind !== 'vp') continue;
      expect(s.turn).toBe(32);
      expect(res.vp).toBe(finalVictoryPoints(s));
      expect(res.level).toBe(finalLevel(res.vp, 'beyond'));
      // 21.2: 45+ is a (tactical or better) victory.
      expect(res.win).toBe(res.vp >= 45);
      finished++;
    }
    expect(finished).toBeGreaterThan(0);
  });
  for (const sc of ['easy-fox', 'first-wave'] as const)
    it(`${sc}: 8 seeded random games end with an outcome`, () => {
      for (let seed = 1; seed <= 8; seed++) {
        const r = randomPlayout(game, scenarios[sc], seed);
        expect(r.error).toBeUndefined();
        expect(r.stop).toBe('terminal');
        expect(r.outcome).not.toBeNull();
        const res = r.state.result;
        expect(res).not.toBeNull();
        // The game ends by catastrophic defeat (13.1) or after turn 16 (13, Easy Fox stand-in).
        if (res?.kind === 'vp') expect(r.state.turn).toBe(16);
      }
    });
  it('Easy Fox played to the end of turn 16 by an inland-pushing bot: the stand-in VP threshold decides', () => {
    // Games from turn 1 (most end in a catastrophic defeat, 13.1) and games from turn 16 (which reach the VP count).
    const ends = [...Array.from({ length: 8 }, (_, i) => playWith(i + 1)), ...Array.from({ length: 4 }, (_, i) => playWith(i + 1, 16))];
    const finished = ends.filter((s) => s.result?.kind === 'vp');
    expect(finished.length).toBeGreaterThan(0);
    for (const s of ends) expect(s.result).not.toBeNull();
    for (const s of finished) {
      expect(s.turn).toBe(16);
      if (s.result?.kind === 'vp') expect(s.result.win).toBe(s.result.vp >= EASY_FOX_STAND_IN.winAt);
      expect(game.outcome(s)?.kind).toBe('win');
    }
  });
});

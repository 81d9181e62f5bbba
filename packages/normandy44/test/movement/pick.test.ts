import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../../src/index.js';
import type { Move, State } from '../../src/state.js';

/** Movement Phase positions met in a seeded random mini-game (up to `cap`). */
function movementPositions(seed: number, cap: number): State[] {
  const rng = new Rng(seed);
  const start = game.setup(scenarios['mini-game']);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.state;
  const out: State[] = [];
  for (let i = 0; i < 4000 && out.length < cap && game.actor(s).kind !== 'terminal'; i++) {
    const a = game.actor(s);
    if (a.kind === 'player' && s.phase.endsWith('movement') && s.moving == null && i % 3 === 0) out.push(s);
    const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    s = r.state;
  }
  return out;
}

// A reinforcement's entry, or its wait, is its own move too (N44 6.6-6.7).
const unitMove = (m: Move): string | null =>
  m.type === 'move' || m.type === 'reserve' || m.type === 'start-ip' || m.type === 'land' || m.type === 'enter' || m.type === 'delay-entry' ? m.unit : null;

describe('a unit is picked, then moved (N44 9.1: finish one unit before starting another)', () => {
  const positions = movementPositions(5, 40);

  it('9.1 the Movement Phase lists units to pick, not their moves; a picked unit lists only its own moves and `deselect`', () => {
    expect(positions.length).toBeGreaterThan(10);
    for (const s of positions) {
      const top = game.legalMoves(s);
      expect(top.some((m) => unitMove(m) !== null || m.type === 'deselect')).toBe(false);
      for (const pick of top.filter((m): m is Extract<Move, { type: 'select' }> => m.type === 'select')) {
        const picked = game.resolve(s, pick);
        if (!picked.ok) throw new Error(picked.error.message);
        expect(picked.state.moving).toBe(pick.unit);
        const own = game.legalMoves(picked.state);
        // At least one move besides going back: a unit with nothing to do is not offered.
        expect(own.length).toBeGreaterThan(1);
        expect(own[own.length - 1]).toEqual({ type: 'deselect' });
        for (const m of own.slice(0, -1)) expect(unitMove(m)).toBe(pick.unit);
        // No phase end, no other unit, while a unit is picked (N44 9.1).
        expect(own.some((m) => m.type === 'end-phase' || m.type === 'select')).toBe(false);
        // Going back restores the position as it was.
        const back = game.resolve(picked.state, { type: 'deselect' });
        expect(back.ok && { ...back.state, moving: null }).toEqual({ ...s, moving: null });
      }
    }
  });

  it('9.1 a unit move needs the unit picked: refused otherwise, accepted once picked, and the pick is then cleared', () => {
    let checked = 0;
    for (const s of positions.slice(0, 10)) {
      const pick = game.legalMoves(s).find((m): m is Extract<Move, { type: 'select' }> => m.type === 'select');
      if (!pick) continue;
      const picked = game.resolve(s, pick);
      if (!picked.ok) throw new Error(picked.error.message);
      const move = game.legalMoves(picked.state)[0] as Move;
      const unpicked = game.resolve(s, move);
      expect(unpicked.ok ? 'accepted' : unpicked.error.code).toBe('illegal-move');
      const done = game.resolve(picked.state, move);
      expect(done.ok && done.state.moving).toBe(null);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});

// Player decisions in the sequence: Ranger drift (5.13), voluntary delay (5.34), stacking (7.63), Hero sacrifice (11.14).
import { describe, expect, it } from 'vitest';
import { card, game, settle, type Move, type State } from '../../src/index.js';
import { blank, withGerman, withUs } from '../helpers.js';

function play(s: State, moves: Move[]): State {
  let t = s;
  for (const m of moves) {
    const r = game.resolve(t, m);
    if (!r.ok) throw new Error(`${m.type}: ${r.error.message}`);
    t = r.state;
  }
  return t;
}

describe('DDOB 5.13 Ranger option', () => {
  it('from turn 4 a Ranger reading A (no effect) may drift 0–4 boxes East', () => {
    // Card 1: triangle A. A•B/5R is a triangle Ranger.
    expect(card(1).landing.triangle).toBe('A');
    let s = withUs(blank('first-wave', 6), 'A•B/5R', { kind: 'box', box: 'DG2' });
    s = { ...s, phase: 'landing:West', step: { kind: 'draw', purpose: { for: 'landing', sector: 'West' } } };
    const t = play(s, [{ type: 'draw', card: 1 }]);
    expect(game.legalMoves(t)).toEqual([0, 1, 2, 3, 4].map((boxes) => ({ type: 'ranger-drift', unit: 'A•B/5R', boxes })));
    const u = play(t, [{ type: 'ranger-drift', unit: 'A•B/5R', boxes: 3 }]);
    expect(u.us['A•B/5R']?.loc).toMatchObject({ kind: 'hex' });
    // DG2 (28th box) - 3 = DW2 (23rd... ) lands on DW2's low-tide hex 0326.
    expect(u.us['A•B/5R']?.loc).toEqual({ kind: 'hex', hex: '0326' });
  });
  it('5.12 a leader in the box a Ranger drifted from by choice may follow it or stay', () => {
    let s = withUs(blank('first-wave', 6), 'A•B/5R', { kind: 'box', box: 'DG2' });
    s = withUs(s, 'Gen. Cota', { kind: 'box', box: 'DG2' });
    s = { ...s, phase: 'landing:West', step: { kind: 'draw', purpose: { for: 'landing', sector: 'West' } } };
    const t = play(s, [
      { type: 'draw', card: 1 },
      { type: 'ranger-drift', unit: 'A•B/5R', boxes: 3 },
    ]);
    const moves = game.legalMoves(t);
    expect(moves[0]).toEqual({ type: 'follow', unit: 'Gen. Cota', box: 'DG2' });
    expect(moves).toHaveLength(2);
    const to = (moves[1] as Extract<Move, { type: 'follow' }>).box;
    const u = play(t, [{ type: 'follow', unit: 'Gen. Cota', box: to }]);
    expect(u.us['Gen. Cota']?.loc).toEqual(u.us['A•B/5R']?.loc);
  });
});

describe('DDOB 5.34 voluntary delay', () => {
  it('from turn 7 a unit due now may wait; not before', () => {
    const at = (turn: number) => settle({ ...withUs(blank('easy-fox', turn), 'D/1/16', { kind: 'track', turn }), phase: 'land', step: null });
    expect(game.legalMoves(at(7))).toContainEqual({ type: 'delay', unit: 'D/1/16' });
    expect(game.legalMoves(at(6)).some((m) => m.type === 'delay')).toBe(false);
    const t = play(at(7), [{ type: 'delay', unit: 'D/1/16' }]);
    expect(t.us['D/1/16']?.loc).toEqual({ kind: 'track', turn: 8 });
  });
});

describe('DDOB 7.63 stacking', () => {
  it('at the end of the Action Phase the player eliminates the units beyond two in a hex', () => {
    let s = blank('easy-fox', 3);
    for (const id of ['A/1/16', 'B/1/16', 'C/1/16']) s = withUs(s, id, '0611');
    const t = settle({ ...s, phase: 'actions:29th', step: null });
    expect(t.step).toEqual({ kind: 'stacking', hex: '0611', need: 1, options: ['A/1/16', 'B/1/16', 'C/1/16'] });
    const u = play(t, [{ type: 'eliminate', unit: 'B/1/16' }]);
    expect(u.us['B/1/16']?.loc).toEqual({ kind: 'out', why: 'eliminated' });
    expect(u.us['A/1/16']?.loc).toEqual({ kind: 'hex', hex: '0611' });
  });
});

describe('DDOB 11.14 Hero sacrifice', () => {
  it('a 1-step unit with a Hero hit by German fire loses the Hero (Inspired) instead of the unit', () => {
    let s = withGerman(blank('first-wave', 3), '0728', 'wn-75', { dm: { back: 'wn' } });
    s = withUs(s, 'E/2/116', '0427', { steps: 1, hero: 'hero' }); // red intense
    s = { ...s, phase: 'fire:West', step: { kind: 'draw', purpose: { for: 'fire', sector: 'West' } } };
    const t = play(s, [{ type: 'draw', card: 24 }]);
    // 11.14 "potete decidere": the player is asked first; nothing else proceeds until then.
    expect(game.actor(t)).toEqual({ kind: 'player', player: 'us' });
    // The sector's fire waits for the answer before the next position fires.
    expect(t.step?.kind).toBe('fire-resume');
    expect(game.legalMoves(t)).toEqual([
      { type: 'hero-sacrifice', unit: 'E/2/116', sacrifice: true },
      { type: 'hero-sacrifice', unit: 'E/2/116', sacrifice: false },
    ]);
    // Nothing else is legal until then.
    const early = game.resolve(t, { type: 'end-actions' });
    expect(!early.ok && early.error.rule).toBe('DDOB 11.14');
    const yes = play(t, [{ type: 'hero-sacrifice', unit: 'E/2/116', sacrifice: true }]);
    expect(yes.us['E/2/116']).toMatchObject({ steps: 1, hero: 'inspired', loc: { kind: 'hex', hex: '0427' } });
    expect(yes.heroOffers).toBeUndefined();
    expect(yes.step?.kind).not.toBe('fire-resume');
  });

  it('11.14 the sacrifice is the player\'s choice: declined, the unit loses its last step and is eliminated with its Hero (11.11)', () => {
    let s = withGerman(blank('first-wave', 3), '0728', 'wn-75', { dm: { back: 'wn' } });
    s = withUs(s, 'E/2/116', '0427', { steps: 1, hero: 'hero' });
    s = { ...s, phase: 'fire:West', step: { kind: 'draw', purpose: { for: 'fire', sector: 'West' } } };
    const t = play(s, [{ type: 'draw', card: 24 }, { type: 'hero-sacrifice', unit: 'E/2/116', sacrifice: false }]);
    expect(t.us['E/2/116']).toMatchObject({ steps: 0, hero: 'none', loc: { kind: 'out', why: 'eliminated' } });
  });
});

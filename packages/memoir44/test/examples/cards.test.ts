/**
 * Card rules checked against the printed cards (digest Appendix A restates them): Recon in Force
 * and Counter-Attack copying an Infantry Assault.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { scenarios } from '../../src/scenarios/index.js';
import { CARDS, type CardId } from '../../src/data/cards.js';
import type { State } from '../../src/state.js';
import { H, apply, setupState, playCard } from '../helpers.js';

/** The active player holds exactly `card` and plays it. */
/** The other side to move, in its play phase, holding only `card`. */
function handOver(s: State, card: CardId): State {
  const side = s.active === 'allies' ? 'axis' : 'allies';
  return { ...s, active: side, hands: { ...s.hands, [side]: [card] }, phase: { kind: 'play' }, turn: null };
}

const orderedHexes = (s: State): number[] => (s.turn?.orders ?? []).map((o) => s.units[o.unit]!.at).sort((a, b) => a - b);

// Allied infantry in each of their sections (left col 2, centre col 12, right col 22), Axis infantry
// likewise; the Axis sit at the top, so their left flank is the board's high columns.
const lines = () =>
  setupState({
    units: [
      { row: 6, col: 2, side: 'allies' },
      { row: 6, col: 12, side: 'allies' },
      { row: 6, col: 22, side: 'allies' },
      { row: 2, col: 2, side: 'axis' },
      { row: 2, col: 12, side: 'axis' },
      { row: 2, col: 22, side: 'axis' },
    ],
  });

describe('Recon in Force (digest Appendix A: order 1 unit in each section)', () => {
  it('Recon in Force orders one unit in each section and is a section card, not a Recon', () => {
    expect(CARDS['recon-in-force'].order).toEqual({ kind: 'sections', counts: [1, 1, 1] });
    expect(CARDS['recon-in-force'].draw).toBe('one');
    const r = playCard(lines(), 'recon-in-force');
    expect(orderedHexes(r)).toEqual([H(6, 2), H(6, 12), H(6, 22)]);
  });

  it('Recon in Force draws one card at the end of the turn, with no keep-one choice (M44 p.11 [L467-471])', () => {
    let r = apply(playCard(lines(), 'recon-in-force'), { type: 'end-moves' });
    while (r.phase.kind === 'battle') r = apply(r, game.legalMoves(r).find((m) => m.type === 'end-turn') ?? game.legalMoves(r)[0]!);
    expect(r.phase).toMatchObject({ kind: 'draw', left: 1, recon: false });
    r = apply(r, game.chanceOutcomes(r)[0]!.move);
    expect(r.phase.kind).not.toBe('recon');
    expect(r.hands.allies).toHaveLength(1);
    expect(r.active).toBe('axis');
  });

  it('each Recon card still draws 2 and keeps 1 (digest Appendix A)', () => {
    const recon = (Object.keys(CARDS) as CardId[]).filter((c) => CARDS[c].draw === 'two-keep-one').sort();
    expect(recon).toEqual(['recon-center', 'recon-left', 'recon-right']);
  });
});

describe('Counter-Attack of an Infantry Assault (digest Appendix A: the same section as the opponent)', () => {
  it('Counter-Attack copying an Infantry Assault orders the section of the battlefield the opponent chose', () => {
    // The Allies assault on their left flank (the board's low columns).
    const chosen = playCard(lines(), 'infantry-assault');
    expect(chosen.phase.kind).toBe('section');
    const assault = apply(chosen, { type: 'section', section: 0 });
    expect(assault.lastSection).toEqual({ allies: 0 });
    expect(orderedHexes(assault)).toEqual([H(6, 2)]);
    // The Axis counter on the same ground: their right flank, with no section to choose.
    const counter = playCard(handOver(assault, 'infantry-assault'), 'counter-attack');
    expect(counter.phase.kind).not.toBe('section');
    expect(counter.turn?.effect).toBe('infantry-assault');
    expect(orderedHexes(counter)).toEqual([H(2, 2)]);
    expect(counter.lastSection).toEqual({ allies: 0, axis: 2 });
  });

  it.each([0, 1, 2] as const)('an assault in section %i is countered in the mirrored section', (k) => {
    const assault = apply(playCard(lines(), 'infantry-assault'), { type: 'section', section: k });
    const counter = playCard({ ...handOver(assault, 'counter-attack'), lastCard: { allies: 'infantry-assault' } }, 'counter-attack');
    // Allied section k lies in the column band of Axis section 2 - k.
    const col = [2, 12, 22][k]!;
    expect(orderedHexes(counter)).toEqual([H(2, col)]);
  });

  it('with no infantry in that section, the counter orders one unit of the player\'s choice (Infantry Assault fallback)', () => {
    const s = setupState({
      units: [
        { row: 6, col: 2, side: 'allies' },
        { row: 2, col: 22, side: 'axis' },
        { row: 2, col: 12, side: 'axis', type: 'armor' },
      ],
    });
    const assault = apply(playCard(s, 'infantry-assault'), { type: 'section', section: 0 });
    const counter = playCard(handOver(assault, 'counter-attack'), 'counter-attack');
    expect(counter.turn?.fallback).toBe(true);
    expect(game.legalMoves(counter).every((m) => m.type === 'order')).toBe(true);
    expect(game.legalMoves(counter)).toHaveLength(2);
  });

  it('a section chosen earlier is forgotten when the side plays another card', () => {
    const assault = apply(playCard(lines(), 'infantry-assault'), { type: 'section', section: 1 });
    const next = playCard({ ...assault, turn: null }, 'probe-left');
    expect(next.lastSection).toEqual({});
  });
});

describe('over random games (Pegasus Bridge, 40 seeds)', () => {
  it('a Recon in Force is never followed by a keep-one choice; a countered Infantry Assault never asks for a section', () => {
    const setup = { scenario: scenarios['pegasus-bridge']! };
    let reconInForce = 0;
    let recons = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const run = randomPlayout(game, setup, seed);
      expect(run.error).toBeUndefined();
      const start = game.setup(setup);
      if (!start.ok) throw new Error(start.error.message);
      let s = start.state;
      for (const m of run.moves) {
        const r = game.resolve(s, m);
        if (!r.ok) throw new Error(r.error.message);
        const next = r.state;
        if (m.type === 'play') {
          const opp = s.active === 'allies' ? 'axis' : 'allies';
          if (m.card === 'counter-attack' && s.lastCard[opp] === 'infantry-assault' && s.lastSection[opp] !== undefined) {
            expect(next.phase.kind).not.toBe('section');
          }
        }
        if (next.phase.kind === 'recon') {
          recons++;
          expect(s.turn?.effect ?? s.turn?.card).not.toBe('recon-in-force');
          expect(CARDS[s.turn!.effect].draw).toBe('two-keep-one');
        }
        if (m.type === 'play' && (m.card === 'recon-in-force' || next.turn?.effect === 'recon-in-force')) reconInForce++;
        s = next;
      }
    }
    // The check saw both kinds of play (else it proves nothing).
    expect(reconInForce).toBeGreaterThan(20);
    expect(recons).toBeGreaterThan(10);
  });
});

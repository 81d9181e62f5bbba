import { describe, expect, it } from 'vitest';
import { ratToNumber } from '@esagono/kernel';
import { game, drawOutcomes, germanModes, type State } from '@esagono/caso-giallo';
import { play, position, start } from '../helpers.js';

/** A position between rounds: `rounds` played, the cup as given. */
function between(rounds: string, cup: State['cup']): State {
  const s = position({ '9Pz': '3732', PeelA: '3629' }, 'german', 'combat');
  const list = rounds.split(' ').filter(Boolean).map((r) => ({ side: r[0] === 'G' ? ('german' as const) : ('allied' as const), mode: r[2] === 'M' ? ('move' as const) : ('combat' as const) }));
  return { ...s, rounds: list, round: null, combat: null, cup, stage: { kind: 'draw' } };
}

describe('CG R4.1 the chit pull', () => {
  it('SB8.4: the German keeps one chit out; 3 German and 2 Allied Move + 2 Allied Combat chits go in the cup', () => {
    const s0 = start();
    expect(s0.cup).toEqual({ german: 4, alliedMove: 2, alliedCombat: 2 });
    const s = play({ ...s0, stage: { kind: 'initiative' } }, { type: 'chit', mode: 'move' });
    expect(s.cup).toEqual({ german: 3, alliedMove: 2, alliedCombat: 2 });
    expect(s.rounds).toEqual([{ side: 'german', mode: 'move' }]);
  });

  it('each eligible chit is equally likely: after G(M), 3 German, 2+2 Allied chits => 3/7, 2/7, 2/7', () => {
    const s = between('G(M)', { german: 3, alliedMove: 2, alliedCombat: 2 });
    const out = drawOutcomes(s);
    expect(out.map((o) => [o.move, ratToNumber(o.p)])).toEqual([
      [{ type: 'draw', chit: 'german' }, 3 / 7],
      [{ type: 'draw', chit: 'allied-move' }, 2 / 7],
      [{ type: 'draw', chit: 'allied-combat' }, 2 / 7],
    ]);
  });

  it('no player plays three rounds in a row: after G G only Allied chits can come out (digest A52)', () => {
    const s = between('G(M) G(C)', { german: 2, alliedMove: 2, alliedCombat: 2 });
    expect(drawOutcomes(s).map((o) => [o.move, ratToNumber(o.p)])).toEqual([
      [{ type: 'draw', chit: 'allied-move' }, 1 / 2],
      [{ type: 'draw', chit: 'allied-combat' }, 1 / 2],
    ]);
  });

  it('review finding 10: G G A G G A A leaves one Allied chit that cannot be played: the phase ends after round 7', () => {
    let s = between('G(M) G(C) A(M) G(M) G(C) A(C) A(M)', { german: 0, alliedMove: 0, alliedCombat: 1 });
    expect(drawOutcomes(s)).toEqual([]);
    s = { ...s, stage: { kind: 'attack' }, round: { side: 'allied', mode: 'move', part: 'combat' } };
    s = play(s, { type: 'end-round' });
    expect(s.stage.kind).toBe('terror'); // straight to the End Phase
    expect(s.rounds).toHaveLength(7);
  });

  it('A51: a German chit may be Move or Combat, at most two of each; T22m round 7 forced to Move', () => {
    expect(germanModes(between('G(M) A(C)', { german: 2, alliedMove: 2, alliedCombat: 1 }))).toEqual(['move', 'combat']);
    expect(germanModes(between('G(M) A(C) G(C) A(C) G(C) A(M)', { german: 1, alliedMove: 1, alliedCombat: 0 }))).toEqual(['move']);
  });

  it('CG R4.1 C1 an Allied initiative player picks one of his fixed chits for box 1', () => {
    const s0 = start();
    const s1: State = { ...s0, initiative: 'allied', stage: { kind: 'initiative' } };
    // Fortress Holland's SB8.4c forces a Move; without it the Allied player has both kinds to choose from.
    expect(game.actor(s1)).toEqual({ kind: 'player', player: 'allied' });
    expect(game.legalMoves(s1)).toEqual([{ type: 'chit', mode: 'move' }]);
  });

  it('SB8.4c: the initiative chit is played as a Move in Fortress Holland', () => {
    const s0 = position({ '9Pz': '3732' }, 'german', 'move');
    const s = { ...s0, stage: { kind: 'initiative' as const }, round: null, rounds: [] };
    expect(game.legalMoves(s)).toEqual([{ type: 'chit', mode: 'move' }]);
  });
});

// DDOB 5 worked examples E-01, E-02, E-27 and derived tests (digest §7, review findings 1 and 6).
import { describe, expect, it } from 'vitest';
import { card, game, landAll, landingChecks, placementBoxes, type Move, type State } from '../../src/index.js';
import { blank, withUs } from '../helpers.js';

describe('DDOB 5.1 landing checks', () => {
  it('E-01 turn 2, card "◆B ▲A ●D" (card 20): B drifts 2 east, A drifts 4 east, D no effect', () => {
    expect(card(20).landing).toEqual({ diamond: 'B', triangle: 'A', circle: 'D' });
    let s = blank('first-wave', 2);
    s = withUs(s, 'G/2/116', { kind: 'box', box: 'DW3' }); // diamond -> B
    s = withUs(s, 'F/2/116', { kind: 'box', box: 'DW2' }); // triangle -> A
    s = withUs(s, 'E/2/116', { kind: 'box', box: 'DR2' }); // circle -> D
    const t = landingChecks(s, 'West', card(20));
    expect(t.us['G/2/116']?.loc).toEqual({ kind: 'box', box: 'DW1' });
    expect(t.us['F/2/116']?.loc).toEqual({ kind: 'box', box: 'DR1' });
    expect(t.us['E/2/116']?.loc).toEqual({ kind: 'box', box: 'DR2' });
  });
  it('E-01 (DG/CH row): a Ranger in CH2 with letter A has no effect on turn 2', () => {
    const s = withUs(blank('first-wave', 2), 'C/2R', { kind: 'box', box: 'CH2' }); // triangle -> A
    expect(landingChecks(s, 'West', card(20)).us['C/2R']?.loc).toEqual({ kind: 'box', box: 'CH2' });
  });
  it('E-01 (5.11): drifting off the East end delays the unit two turns (turn 2 -> turn 4)', () => {
    const s = withUs(blank('first-wave', 2), 'I/3/16', { kind: 'box', box: 'FG1' }); // diamond -> A on card 1: drift 4 east
    expect(card(1).landing.diamond).toBe('A');
    expect(landingChecks(s, 'East', card(1)).us['I/3/16']?.loc).toEqual({ kind: 'track', turn: 4 });
  });
  it('turn 1 tanks: B eliminated (card 10 triangle B)', () => {
    const s = withUs(blank('first-wave', 1), '2/B/741', { kind: 'box', box: 'FG5' }); // triangle
    expect(card(10).landing.triangle).toBe('B');
    expect(landingChecks(s, 'East', card(10)).us['2/B/741']?.loc).toEqual({ kind: 'out', why: 'eliminated' });
  });
});

describe('DDOB 5.2 landing by tide', () => {
  it('E-02 box ER1 lands on 0513 at low tide, 0613 at mid tide, 0714 at high tide', () => {
    for (const [turn, hex] of [[3, '0513'], [7, '0613'], [16, '0714']] as const) {
      const s = withUs(blank('first-wave', turn), 'A/1/16', { kind: 'box', box: 'ER1' });
      expect(landAll(s).us['A/1/16']?.loc).toEqual({ kind: 'hex', hex });
    }
  });
  it('5.22: a 1st-Division unit landing in a West hex passes to the 29th Division', () => {
    const s = withUs(blank('first-wave', 3), 'A/1/16', { kind: 'box', box: 'EG1' });
    const t = landAll(s);
    expect(t.us['A/1/16']?.loc).toEqual({ kind: 'hex', hex: '0419' });
    expect(t.us['A/1/16']?.command).toBe('29th');
  });
});

describe('DDOB 5.3 placing new units', () => {
  it('E-27 "ER3" -> only ER3; "ER" -> any ER box; "1st" -> any lettered East box', () => {
    const s = blank('first-wave', 1);
    expect(placementBoxes(s, 'F/2/16')).toEqual(['ER3']);
    expect(placementBoxes({ ...s, turn: 6 }, 'A/1/16')).toEqual(['ER1', 'ER2', 'ER3', 'ER4', 'ER5', 'ER6']);
    expect(placementBoxes({ ...s, turn: 20 }, 'A/1/18')).toEqual(['FG1', 'FG2', 'FG3', 'FG4', 'FG5', 'ER1', 'ER2', 'ER3', 'ER4', 'ER5', 'ER6']);
  });
  it('E-27 (review finding 1): only Rangers may be placed in CH1–CH3', () => {
    const s = { ...blank('first-wave', 16) };
    expect(placementBoxes(s, 'A/1/115').some((b) => b.startsWith('CH'))).toBe(false);
    expect(placementBoxes({ ...s, turn: 1 }, 'C/2R')).toEqual(['CH2']);
  });
  it('5.31: a box holds at most two combat units', () => {
    let s = blank('first-wave', 6);
    for (const id of ['B/1/16', 'C/1/16']) s = withUs(s, id, { kind: 'box', box: 'ER1' });
    expect(placementBoxes(s, 'A/1/16')).not.toContain('ER1');
  });
});

describe('DDOB 5.14 submerged mines', () => {
  const mineTurn = (units: [string, string][], turn = 8): State => {
    let s = blank('first-wave', turn);
    for (const [id, box] of units) s = withUs(s, id, { kind: 'box', box });
    return { ...s, phase: 'landing:East', step: { kind: 'draw', purpose: { for: 'landing', sector: 'East' } } };
  };
  const play = (s: State, moves: Move[]) => moves.reduce((t, m) => {
    const r = game.resolve(t, m);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  }, s);
  it("mid tide, a mine card (12): one of the units landing on uncleared obstacle hexes loses a step, the player's choice", () => {
    expect(card(12).mine).toBe(true);
    // ER1 and ER2 land on 0613 and 0614 (mid-tide obstacle hexes).
    const t = play(mineTurn([['A/1/16', 'ER1'], ['B/1/16', 'ER2']]), [{ type: 'draw', card: 12 }]);
    expect(game.legalMoves(t)).toEqual([{ type: 'mine-loss', unit: 'A/1/16' }, { type: 'mine-loss', unit: 'B/1/16' }]);
    const u = play(t, [{ type: 'mine-loss', unit: 'B/1/16' }]);
    expect([u.us['A/1/16']?.steps, u.us['B/1/16']?.steps]).toEqual([3, 2]);
  });
  it('a cleared landing hex is safe; no mines at low tide or from turn 23', () => {
    const cleared = { ...mineTurn([['A/1/16', 'ER1']]), cleared: ['0613'] };
    expect(play(cleared, [{ type: 'draw', card: 12 }]).us['A/1/16']?.steps).toBe(3);
    expect(play(mineTurn([['A/1/16', 'ER1']], 5), [{ type: 'draw', card: 12 }]).us['A/1/16']?.steps).toBe(3);
  });
  it('an HQ alone on a mined hex is delayed two turns instead of losing a step', () => {
    const t = play(mineTurn([['16 HQ', 'ER1']]), [{ type: 'draw', card: 12 }]);
    expect(t.us['16 HQ']?.loc).toEqual({ kind: 'track', turn: 10 });
  });
});

describe('DDOB 5.12 leaders and drift', () => {
  it('an HQ makes no check; when its box-mate drifts it may follow it or stay', () => {
    // Turn 5, card 2: circle B -> 1 box East for infantry (turns 4–14). 16 HQ and L/3/16 (circle) in FG3.
    expect(card(2).landing.circle).toBe('B');
    let s = blank('first-wave', 5);
    s = withUs(s, 'L/3/16', { kind: 'box', box: 'FG3' });
    s = withUs(s, '16 HQ', { kind: 'box', box: 'FG3' });
    s = { ...s, phase: 'landing:East', step: { kind: 'draw', purpose: { for: 'landing', sector: 'East' } } };
    const r = game.resolve(s, { type: 'draw', card: 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect(game.legalMoves(r.state)).toEqual([{ type: 'follow', unit: '16 HQ', box: 'FG3' }, { type: 'follow', unit: '16 HQ', box: 'FG2' }]);
    const t = game.resolve(r.state, { type: 'follow', unit: '16 HQ', box: 'FG2' });
    if (!t.ok) throw new Error(t.error.message);
    // Both land on FG2's low-tide hex.
    expect([t.state.us['16 HQ']?.loc, t.state.us['L/3/16']?.loc]).toEqual([{ kind: 'hex', hex: '0509' }, { kind: 'hex', hex: '0509' }]);
  });
});

describe('DDOB 5.31 Generals', () => {
  it('a General is placed last and may not be alone in a box when units of the turn are in boxes he may use', () => {
    let s = blank('first-wave', 5);
    s = withUs(s, 'Gen. Cota', { kind: 'track', turn: 5 });
    s = withUs(s, 'B•D/81C', { kind: 'box', box: 'DW2' });
    expect(placementBoxes(s, 'Gen. Cota')).toEqual(['DW2']);
    expect(placementBoxes(blank('first-wave', 5), 'Gen. Cota')).toEqual(['DW1', 'DW2', 'DW3']);
  });
});

describe('DDOB 11.4 HQ re-entry (A-19)', () => {
  it('an HQ hit by German fire re-enters two turns later in any lettered box of its division sector', () => {
    const s = withUs(blank('first-wave', 9), '16 HQ', { kind: 'track', turn: 9 });
    expect(placementBoxes(s, '16 HQ')).toEqual(['FG1', 'FG2', 'FG3', 'FG4', 'FG5', 'ER1', 'ER2', 'ER3', 'ER4', 'ER5', 'ER6']);
    expect(placementBoxes({ ...s, turn: 7 }, '16 HQ')).toEqual(['FG1', 'FG2', 'FG3', 'FG4', 'FG5']);
  });
});

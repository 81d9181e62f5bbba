// DDOB 10 engineers (E-11) and the events of phase II (L1927–1979, gap-fill §6.2).
import { describe, expect, it } from 'vitest';
import { applyEvent, card, clearable, game, type State } from '../../src/index.js';
import { blank, withGerman, withUs } from '../helpers.js';

describe('DDOB 10.1 engineer clearing', () => {
  /** WN60 purple, WN64 blue, WN65 red occupied; East card shows red, purple, blue (card 43). */
  function e11(): State {
    let s = blank('easy-fox', 3);
    s = withGerman(s, '0807', 'wn-75');
    s = withGerman(s, '0916', 'wn-plain');
    s = withGerman(s, '0817', 'wn-plain');
    return { ...s, fireCard: { East: 43, West: null } };
  }
  it('E-11 with red, purple and blue firing only 0612 can be cleared', () => {
    expect(card(43).fire.map((q) => q.colour)).toEqual(['red', 'purple', 'blue']);
    expect(clearable(e11(), 'East')).toEqual(['0612']);
  });
  it('E-11 variant: with WN60 (purple) eliminated the purple-only hexes 0606–0611 can be cleared too', () => {
    const s = e11();
    const german = { ...s.german };
    delete german['0807'];
    expect(clearable({ ...s, german }, 'East')).toEqual(expect.arrayContaining(['0606', '0607', '0608', '0609', '0610', '0611', '0612']));
  });
  it('10.12 low tide: two hexes per sector, then the phase ends', () => {
    let s: State = { ...e11(), phase: 'engineers:East', step: { kind: 'engineers', sector: 'East', left: 2 } };
    const german = { ...s.german };
    delete german['0807'];
    s = { ...s, german };
    const r1 = game.resolve(s, { type: 'clear', hex: '0606' });
    if (!r1.ok) throw new Error(r1.error.message);
    expect(r1.state.step).toMatchObject({ kind: 'engineers', left: 1 });
    expect(r1.state.cleared).toEqual(['0606']);
    const r2 = game.resolve(r1.state, { type: 'clear', hex: '0607' });
    if (!r2.ok) throw new Error(r2.error.message);
    expect(r2.state.cleared).toEqual(['0606', '0607']);
    expect(r2.state.phase).not.toBe('engineers:East');
  });
});

describe('Events (phase II)', () => {
  it('GI initiative adds an action per division; Intense German fire cuts them to one', () => {
    const s = blank('easy-fox', 5);
    expect(applyEvent(s, { kind: 'gi-initiative' }).state.actions).toEqual({ '1st': 3, '29th': 3 });
    expect(applyEvent(s, { kind: 'intense-fire' }).state.actions).toEqual({ '1st': 1, '29th': 1 });
  });
  it('Smoke: smoked WNs do not fire this turn; Easy Fox ignores Smoke on WN66 or higher', () => {
    const s = blank('easy-fox', 5);
    expect(applyEvent(s, { kind: 'smoke', wn: [60, 61] }).state.smoke).toEqual([60, 61]);
    expect(applyEvent(s, { kind: 'smoke', wn: [70, 71] }).state.smoke).toEqual([]);
  });
  it('Germans concealed: US units with the symbols next to an unrevealed reinforcement are disrupted', () => {
    let s = withGerman(blank('easy-fox', 5), '1113', 'tactical');
    s = withUs(s, 'C/1/16', '1112'); // circle
    s = withUs(s, 'A/1/16', '1114'); // diamond
    const t = applyEvent(s, { kind: 'concealed', symbols: ['circle', 'triangle'] }).state;
    expect(t.us['C/1/16']?.disrupted).toBe('old');
    expect(t.us['A/1/16']?.disrupted).toBe('no');
  });
  it('Hero: the player places a Hero on a unit of the division (a move of the US player)', () => {
    const s = withUs(blank('easy-fox', 5), 'A/1/16', '0611');
    const out = applyEvent(s, { kind: 'hero', division: '1st', withDepthMarker: false });
    expect(out.step).toEqual({ kind: 'hero', division: '1st', withDm: false });
    expect(game.legalMoves({ ...out.state, step: out.step })).toEqual([{ type: 'hero', unit: 'A/1/16' }]);
  });
  it('Undisrupt removes every German Disrupted marker; Easy Fox ignores 29th-Division and WN69 events', () => {
    const s = withGerman(blank('easy-fox', 5), '0916', 'wn-plain', { disrupted: true });
    expect(applyEvent(s, { kind: 'undisrupt' }).state.german['0916']?.disrupted).toBe(false);
    expect(applyEvent(s, { kind: 'hero', division: '29th', withDepthMarker: true })).toEqual({ state: s, step: null });
    expect(applyEvent(s, { kind: 'screaming-meemies' })).toEqual({ state: s, step: null });
  });
  it('US patrol report: the unrevealed unit nearest a US unit is revealed (chance over its faces)', () => {
    let s = withGerman(blank('easy-fox', 5), '0916', 'wn-plain');
    s = withUs(s, 'A/1/16', '0915');
    const t = applyEvent(s, { kind: 'patrol', division: '1st' }).state;
    expect(t.reveals).toEqual([{ hex: '0916', what: 'unit' }]);
    expect(game.actor(t)).toEqual({ kind: 'chance' });
    expect(game.chanceOutcomes(t)).toHaveLength(9);
  });
});

describe('DDOB 9.1 hidden units in the view', () => {
  it('the US view shows a face-down unit and DM without their identity', () => {
    const s = withGerman(blank('easy-fox', 5), '0809', 'wn-88', { dm: { back: 'wn' } });
    expect(game.view(s, 'us').german['0809']).toEqual({ position: 'WN61', unit: null, dm: 'face-down', disrupted: false });
  });
});

describe('German prisoner talks', () => {
  it('the player chooses which face-down German unit in the sector is revealed, with its DM', () => {
    let s = withGerman(blank('easy-fox', 5), '0916', 'wn-plain');
    s = withGerman(s, '0809', 'wn-88', { dm: { back: 'wn' } });
    const out = applyEvent(s, { kind: 'prisoner', sector: 'East' });
    expect(out.step).toEqual({ kind: 'prisoner', options: ['0809', '0916'] });
    const t = game.resolve({ ...out.state, step: out.step }, { type: 'interrogate', hex: '0809' });
    if (!t.ok) throw new Error(t.error.message);
    expect(t.state.reveals).toEqual([{ hex: '0809', what: 'unit' }, { hex: '0809', what: 'dm' }]);
  });
});

describe('More events', () => {
  it('Unexpected US naval fire (card 7 on turn 21+): the position of the drawn symbol is disrupted and loses its DM', () => {
    // Card 7, turns 21–31: diamond WN62S, triangle A4, circle C1. Card 1 draws diamond.
    let s = withGerman(blank('first-wave', 21), '0912', 'wn-75', { dm: { back: 'wn' } });
    s = { ...s, phase: 'event', step: { kind: 'draw', purpose: { for: 'event' } } };
    const r1 = game.resolve(s, { type: 'draw', card: 7 });
    if (!r1.ok) throw new Error(r1.error.message);
    expect(r1.state.step).toMatchObject({ kind: 'draw', purpose: { for: 'naval-hit' } });
    const r2 = game.resolve(r1.state, { type: 'draw', card: 1 });
    if (!r2.ok) throw new Error(r2.error.message);
    expect(r2.state.german['0912']).toMatchObject({ disrupted: true, dm: null });
  });
  it('Lost boat teams catch up: the player restores a step to a 1-step regular infantry unit of the division', () => {
    const s = { ...withUs(withUs(blank('easy-fox', 5), 'A/1/16', '0611', { steps: 1 }), 'B/1/16', '0612'), phase: 'event' as const };
    const out = applyEvent(s, { kind: 'step-restored', division: '1st', flavour: 'boat' });
    expect(out.step).toEqual({ kind: 'restore', candidates: ['A/1/16'] });
    const r = game.resolve({ ...out.state, step: out.step }, { type: 'restore', unit: 'A/1/16' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.us['A/1/16']?.steps).toBe(2);
  });
});

describe('US patrol report ties', () => {
  it('two face-down units equally near a US unit: the player picks which is revealed', () => {
    let s = withGerman(blank('easy-fox', 5), '0916', 'wn-plain');
    s = withGerman(s, '0918', 'wn-75');
    s = withUs(s, 'A/1/16', '0917'); // adjacent to both
    expect(applyEvent(s, { kind: 'patrol', division: '1st' }).step).toEqual({ kind: 'prisoner', options: ['0916', '0918'] });
  });
});

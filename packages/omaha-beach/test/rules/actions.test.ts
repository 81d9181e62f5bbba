// DDOB 7 US actions: infiltration (E-13), climbing (7.4, 7.5), self-preservation (7.1), disruption (7.7), tides (5.21).
import { describe, expect, it } from 'vitest';
import { game, settle, type Move, type State } from '../../src/index.js';
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
const actions = (s: State): State => ({ ...s, phase: 'actions:1st', step: { kind: 'actions', division: '1st' } });
const legal = (s: State) => game.legalMoves(s);

describe('DDOB 7.32 infiltration', () => {
  const setup = (dm: boolean) => {
    let s = withGerman(blank('easy-fox', 3), '0809', 'wn-88', dm ? { dm: { back: 'wn' } } : {});
    s = withUs(s, 'E/2/16', '0709'); // diamond
    return actions(s);
  };
  it('E-13 moving between two hexes adjacent to and in the FoF of WN61 draws a Fire card', () => {
    const t = play(setup(false), [{ type: 'move', units: ['E/2/16'], to: '0710' }]);
    expect(game.actor(t)).toEqual({ kind: 'chance' });
    expect(t.step).toMatchObject({ kind: 'draw', purpose: { for: 'infiltration', colours: ['orange'] } });
  });
  it('E-13 card 16 (orange single, diamond) costs a step; the player then completes or cancels the move', () => {
    const t = play(setup(false), [{ type: 'move', units: ['E/2/16'], to: '0710' }, { type: 'draw', card: 16 }]);
    expect(t.us['E/2/16']?.steps).toBe(2);
    expect(legal(t)).toEqual([{ type: 'infiltrate', go: true }, { type: 'infiltrate', go: false }]);
    expect(play(t, [{ type: 'infiltrate', go: false }]).us['E/2/16']?.loc).toEqual({ kind: 'hex', hex: '0709' });
  });
  it('E-13 a double orange square (card 1) counts only if the WN holds a DM', () => {
    const a = play(setup(false), [{ type: 'move', units: ['E/2/16'], to: '0710' }, { type: 'draw', card: 1 }]);
    expect(a.us['E/2/16']).toMatchObject({ steps: 3, loc: { kind: 'hex', hex: '0710' } });
    const b = play(setup(true), [{ type: 'move', units: ['E/2/16'], to: '0710' }, { type: 'draw', card: 1 }]);
    expect(b.us['E/2/16']?.steps).toBe(2);
  });
});

describe('DDOB 7.4–7.5 climbing', () => {
  it('7.4 infantry crossing a bluff gets a Climb marker and may only remove it next turn', () => {
    const s = actions(withUs(blank('easy-fox', 3), 'A/1/16', '0707'));
    const t = play(s, [{ type: 'move', units: ['A/1/16'], to: '0806' }]);
    expect(t.us['A/1/16']).toMatchObject({ climb: 'climb', loc: { kind: 'hex', hex: '0806' } });
    const next = actions({ ...t, us: { ...t.us, 'A/1/16': { ...t.us['A/1/16']!, acted: false } } });
    expect(legal(next).filter((m) => 'unit' in m && m.unit === 'A/1/16' || ('units' in m && m.units.includes('A/1/16')))).toEqual([{ type: 'remove-climb', unit: 'A/1/16' }]);
  });
  it('7.5 a scalable cliff takes three turns: Climb Cliff, cross (free) to Climb, remove', () => {
    const s = actions(withUs(blank('easy-fox', 3), 'A/1/16', '0607'));
    expect(legal(s)).toContainEqual({ type: 'start-cliff', unit: 'A/1/16' });
    expect(legal(s)).not.toContainEqual({ type: 'move', units: ['A/1/16'], to: '0707' });
    const t = play(s, [{ type: 'start-cliff', unit: 'A/1/16' }]);
    expect(t.us['A/1/16']?.climb).toBe('climb-cliff');
    const turn2 = actions({ ...t, actions: { '1st': 0, '29th': 2 }, us: { ...t.us, 'A/1/16': { ...t.us['A/1/16']!, acted: false } } });
    const u = play(turn2, [{ type: 'move', units: ['A/1/16'], to: '0707' }]);
    expect(u.us['A/1/16']).toMatchObject({ climb: 'climb', loc: { kind: 'hex', hex: '0707' } });
  });
  it('7.3 a tank cannot cross a bluff, seawall or shingle (non-infantry, no roads)', () => {
    const s = actions(withUs(blank('easy-fox', 3), '1/A/741', '0707'));
    expect(legal(s)).not.toContainEqual({ type: 'move', units: ['1/A/741'], to: '0806' });
  });
});

describe('DDOB 7.1 free actions and 7.7 disruption', () => {
  it('a self-preservation move toward protection is free', () => {
    // 0611 is beach; 0711 lies by the shingle line (protected), 0611 is one hex further.
    const s = actions(withUs(blank('easy-fox', 3), 'A/1/16', '0611'));
    const t = play(s, [{ type: 'move', units: ['A/1/16'], to: '0711' }]);
    expect(t.actions['1st']).toBe(2);
  });
  it('7.7 a disrupted unit may only remove its marker, as a free action', () => {
    const s = actions(withUs(blank('easy-fox', 3), 'A/1/16', '0611', { disrupted: 'old' }));
    const own = legal(s).filter((m) => m.type !== 'end-actions');
    expect(own).toEqual([{ type: 'remove-disrupted', unit: 'A/1/16' }]);
    expect(play(s, own).us['A/1/16']).toMatchObject({ disrupted: 'no', acted: true });
  });
  it('7.7 a unit disrupted in this Action Phase cannot remove it in the same phase', () => {
    const s = actions(withUs(blank('easy-fox', 3), 'A/1/16', '0611', { disrupted: 'new' }));
    expect(legal(s)).toEqual([{ type: 'end-actions' }]);
  });
});

describe('DDOB 5.21 tides at the end of the turn', () => {
  it('§7.4-2 at the end of turn 7 a unit in a low-tide hex is eliminated, one with a Climb marker survives', () => {
    let s = blank('easy-fox', 7);
    s = withUs(s, 'A/1/16', '0505');
    s = withUs(s, 'B/1/16', '0506', { climb: 'climb' });
    const t = settle({ ...s, phase: 'end', step: null });
    expect(t.us['A/1/16']?.loc).toEqual({ kind: 'out', why: 'eliminated' });
    expect(t.us['B/1/16']?.loc).toEqual({ kind: 'hex', hex: '0506' });
  });
});

describe('DDOB 11.2, 7.33 command', () => {
  it('units stacked with or next to an HQ at the start of the phase act free; once the HQ moves they no longer do', () => {
    let s = blank('easy-fox', 8);
    s = withUs(s, '16 HQ', '0611');
    s = withUs(s, 'A/1/16', '0612');
    s = withUs(s, 'B/1/16', '0610');
    s = settle({ ...s, phase: 'engineers:West', step: null });
    expect(s.step).toEqual({ kind: 'actions', division: '1st' });
    expect(s.commanders).toEqual({ 'A/1/16': ['16 HQ'], 'B/1/16': ['16 HQ'] });
    const a = play(s, [{ type: 'move', units: ['A/1/16'], to: '0613' }]);
    expect(a.actions['1st']).toBe(2);
    const b = play(a, [{ type: 'move', units: ['16 HQ'], to: '0711' }, { type: 'move', units: ['B/1/16'], to: '0609' }]);
    expect(b.actions['1st']).toBe(1);
  });
});

describe('DDOB 7.4 Climb and Disrupted together', () => {
  it('a unit with both markers may only remove the Disrupted marker', () => {
    const s = actions(withUs(blank('easy-fox', 3), 'A/1/16', '0806', { climb: 'climb', disrupted: 'old' }));
    expect(legal(s).filter((m) => m.type !== 'end-actions')).toEqual([{ type: 'remove-disrupted', unit: 'A/1/16' }]);
  });
});

/** CG R5.1e Stuka dive bombing, SB4 airborne landings, R12.4 terror bombing. */
import { describe, expect, it } from 'vitest';
import { game, captureTrack, victoryLevel, type State } from '@esagono/caso-giallo';
import { BOARD, H, L, at, play, position, start, unit } from '../helpers.js';
import { fjBridgehead, unitsAt } from '../../src/position.js';

const diveStage = (units: Record<string, string>): State => ({ ...position(units, 'german', 'move'), round: null, stage: { kind: 'dive' } });

describe('CG R5.1e Stuka dive bombing', () => {
  it('T02 (adapted) Woods and Defensive Works count once (-1); a TR 2 unit gives +1: net 0; a 2 is NE', () => {
    let s = diveStage({ PeelB: '3529', IX: '3532' });
    s = play(s, { type: 'dive-bomb', target: L('3529') });
    expect(s.stage).toMatchObject({ kind: 'dive-roll', drm: 0 });
    expect(s.stukas).toEqual({ available: 2, used: 1 });
    s = play(s, { type: 'roll', die: 2 });
    expect(unit(s, 'PeelB').dis).toBe(false);
    expect(s.stage.kind).toBe('dive'); // another Stuka may try the same hex
    expect(game.legalMoves(s)).toContainEqual({ type: 'dive-bomb', target: L('3529') });
  });
  it('T03 (adapted) a Town (-1) with TR 2 units (+1): a 6 is DIS + DL1, the Allied player choosing the step', () => {
    let s = diveStage({ NL1: '3725', BrigB: '3725', IX: '3532' });
    s = play(s, { type: 'dive-bomb', target: L('3725') });
    expect(s.stage).toMatchObject({ drm: 0 });
    s = play(s, { type: 'roll', die: 6 });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'allied' });
    expect(game.legalMoves(s).map((m) => (m.type === 'lose-step' ? m.unit : '')).sort()).toEqual(['BrigB', 'NL1']);
    s = play(s, { type: 'lose-step', unit: 'BrigB' });
    expect(at(s, 'BrigB')).toBe('eliminated');
    expect(unit(s, 'NL1').dis).toBe(true);
  });
  it('a City gives -2, with +1 for a TR 2 unit: -1 against Rotterdam', () => {
    let s = diveStage({ Rdam: '4024', IX: '3532' });
    s = play(s, { type: 'dive-bomb', target: L('4024') });
    expect(s.stage).toMatchObject({ drm: -1 });
  });
});

describe('CG SB4 airborne landings', () => {
  it('SB4.2a-b drops only on empty clear hexes of the Netherlands within 10 hexes of a German ground unit', () => {
    const s = start();
    const targets = game.legalMoves(s).flatMap((m) => (m.type === 'drop' ? [H(m.to)] : []));
    expect(targets).toContain('4224');
    expect(targets).not.toContain('3529'); // woods
    expect(targets).not.toContain('4024'); // occupied by the Rotterdam Division
    expect(targets).not.toContain('3533'); // Germany
  });
  it('T16 FJ: a regiment landed in a Defensive Works hex destroys them and holds a bridgehead over both adjacent crossings', () => {
    let s = start();
    s = play(s, { type: 'drop', unit: 'FJ1', to: L('4027') });
    s = play(s, { type: 'drop', unit: 'FJ2', to: L('4224') });
    s = play(s, { type: 'drop', unit: 'FJ3', to: L('4125') });
    s = play(s, { type: 'drop', unit: 'FJ4', to: L('3924') });
    s = play(s, { type: 'drop', unit: '22LL', to: L('4224') });
    s = play(s, { type: 'land', die: 3 });
    expect(s.worksDestroyed).toContain(L('4027'));
    const at = unitsAt(s);
    const dirTo = (a: string, b: string) => [0, 1, 2, 3, 4, 5].find((d) => BOARD.map.neighbor(L(a), d) === L(b))!;
    expect(fjBridgehead(s, at, L('4027'), dirTo('4027', '4127'))).toBe(true);
    expect(fjBridgehead(s, at, L('4027'), dirTo('4027', '3926'))).toBe(true);
    expect(fjBridgehead(s, at, L('4027'), dirTo('4027', '3927'))).toBe(false); // a river without a crossing
  });
});

describe('CG R12.4 terror bombing (scenario 4 End Phase)', () => {
  it('CG R12.4 terror bombing: a Dutch-held City, its units lose a step, the track moves a box, the victory is Marginal', () => {
    let s = position({ NL7: '4127', '9Pz': '4024', LAH: '3528', IX: '3830', X: '4224', XI: '4125', '208': '4131' }, 'german', 'move');
    expect(captureTrack(s)).toBe(5); // box 1 + Rotterdam, Eindhoven, Nijmegen, Den Haag; two towns make no city
    s = { ...s, round: null, stage: { kind: 'terror' } };
    expect(game.legalMoves(s)).toEqual([{ type: 'terror-bomb', target: L('4127') }, { type: 'no-terror' }]);
    s = play(s, { type: 'terror-bomb', target: L('4127') });
    s = play(s, { type: 'lose-step', unit: 'NL7' });
    expect(at(s, 'NL7')).toBe('eliminated');
    expect(captureTrack(s)).toBe(6);
    expect(game.outcome(s)).toMatchObject({ kind: 'win', winner: 'german' });
    expect(victoryLevel(s)).toBe('german-marginal');
  });
});

describe('CG R12.2-R12.3 End Phase segments of scenarios 1-3 (functions; scenario 4 skips them, SB8.10)', () => {
  it('T14 a Panzer division crosses into the empty bridgehead hex between Allied ZOC; the marker goes; R12.2 DIS removed', async () => {
    const { bridgeheadCrossings, closeCrossings, crossBridgehead, removeDisruption, game: g } = await import('@esagono/caso-giallo');
    // The 9th Panzer in 3729, a bridgehead marker on the empty 3629 across the canal, Dutch divisions around it.
    let s = position({ '9Pz': '3729', NL1: '3628', NL7: '3529' }, 'german', 'move', { bridgeheads: [L('3629')] });
    expect(bridgeheadCrossings(s)).toEqual([{ unit: '9Pz', to: L('3629') }]);
    s = crossBridgehead(s, '9Pz', L('3629'));
    expect(at(s, '9Pz')).toBe('3629');
    // The marker comes off as the segment closes (others may follow first, T14).
    s = closeCrossings(s);
    expect(s.bridgeheads).toEqual([]);
    expect(s.control[L('3629')]).toBe('G');
    const d: State = { ...s, units: s.units.map((u) => (u.id === 'NL1' ? { ...u, dis: true } : u)) };
    expect(removeDisruption(d).units.every((u) => !u.dis)).toBe(true);
    expect(g.id).toBe('caso-giallo');
  });
});

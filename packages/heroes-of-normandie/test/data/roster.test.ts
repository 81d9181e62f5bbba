import { describe, expect, it } from 'vitest';
import { ROSTER, CONSTANTS, EQUIPMENT, MARKER_COUNTS } from '../../src/index.js';
import { GRENADE_MARKER } from '../../src/combat/aoe.js';
import { board, unit, activate, play } from '../fixtures.js';
import { game } from '../../src/index.js';
import { starCount } from '../../src/sequence/orders.js';
import { canFireAt } from '../../src/combat/fire.js';
import { compileBoard } from '../../src/map/board.js';
import { movementOf, bonusOf } from '../../src/units.js';

describe('EX-1 counter anatomy (HoN p.4 L75-103)', () => {
  const ex = unit('x', 'US', 'ex1-example', 5, 5);
  const s = board([ex, unit('y', 'DE', 'de-grenadiers', 9, 5), unit('far', 'DE', 'de-grenadiers', 5, 12), unit('tank', 'DE', 'de-panzer-iv', 6, 6)]);
  it('EX-1 (a) moves up to 4 spaces', () => expect(movementOf(ex)).toBe(4));
  it('EX-1 (b) +2 against a yellow defence', () => expect(bonusOf(ex, 0, 'yellow')).toBe(2));
  it('EX-1 (c) +1 against a purple defence', () => expect(bonusOf(ex, 0, 'purple')).toBe(1));
  it('EX-1 (d) cannot fire at or assault a grey defence (X)', () => {
    expect(bonusOf(ex, 0, 'grey')).toBe('X');
    const b = compileBoard(s.battlefield);
    expect(canFireAt(s, b, ex, 0, s.units[3]!).ok).toBe(false);
    const moves = game.legalMoves(activate(s, 'x'));
    expect(moves.some((m) => m.type === 'assault' && m.target === 'tank')).toBe(false);
  });
  it('EX-1 (e) a shot against it hits on a total of 6 or more', () => {
    const side = ROSTER['ex1-example']!.sides[0];
    expect(side.defense).toEqual({ color: 'yellow', value: 6 });
  });
  it('EX-1 (f) the first hit flips it (hit symbol)', () => {
    let st = board([unit('a', 'DE', 'de-mg42', 5, 1), unit('x', 'US', 'ex1-example', 5, 5)]);
    st = play(activate(st, 'a'), [{ type: 'fire', target: 'x', weapon: 0 }, { type: 'die', face: 6 }]);
    // 6 + 4 = 10 >= 6 and < 12: a hit, not a Kill Shot.
    expect(st.units.find((v) => v.id === 'x')).toMatchObject({ alive: true, side: 1 });
  });
  it('EX-1 (g) contributes 2 Order stars', () => expect(starCount(board([ex]), 'US')).toBe(2));
  it('EX-1 (h) may not fire beyond 4 spaces', () => {
    const b = compileBoard(s.battlefield);
    expect(canFireAt(s, b, ex, 0, s.units[1]!).ok).toBe(true); // distance 4
    expect(canFireAt(s, b, ex, 0, s.units[2]!).ok).toBe(false); // distance 7
  });
  it('EX-1 (i) may assault', () => {
    const st = board([unit('x', 'US', 'ex1-example', 5, 5), unit('y', 'DE', 'de-grenadiers', 6, 5)]);
    expect(game.legalMoves(activate(st, 'x'))).toContainEqual({ type: 'assault', target: 'y' });
  });
});

describe('EX-4 grenade illustration (HoN p.10 L854-857): unusable, so only the text values are data', () => {
  it('EX-4 the grenade range (2 interspaces) comes from the text; the marker values are stand-ins, not the garbled formulas', () => {
    expect(CONSTANTS.grenadeRange.value).toBe(2);
    expect(MARKER_COUNTS.grenade?.count).toBe(3);
    expect(GRENADE_MARKER.provenance.kind).toBe('stand-in');
    // The grenade rule is whole (range, no scatter, into a building's room): only its marker values are ours.
    expect(EQUIPMENT.find((e) => e.id === 'grenade')?.engine).toBe('done');
  });
});

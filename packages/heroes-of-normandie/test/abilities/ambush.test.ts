import { describe, expect, it } from 'vitest';
import { game, scenarios, type State } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';
import { mayHide, reveals } from '../../src/abilities/ambush.js';
import { compileBoard } from '../../src/map/board.js';
import { unitsUnder } from '../../src/combat/aoe.js';
import { viewOf } from '../../src/view.js';

const FOREST = [{ tile: 'forest-3x3', at: { x: 4, y: 4 } }];

describe('Imboscata and hidden units (HoN p.14 L1119-1131)', () => {
  it('T66 a hidden unit in a forest: an enemy infantry unit with a clear line at 3 does not reveal it, at 2 it does; a heavy vehicle at 1 never (L1127-1129)', () => {
    // H on the forest's west edge (4,5); the line from the west crosses open ground only.
    const s0 = board([unit('H', 'DE', 'de-artillery-spotter', 4, 5, { hidden: true }), unit('E', 'US', 'us-rifle-squad', 0, 5), unit('T', 'US', 'us-sherman', 3, 7, { facing: 2 })], { tiles: FOREST });
    const b = compileBoard(s0.battlefield);
    let s = play(activate(s0, 'E'), [{ type: 'step', dir: 0 }]);
    expect(u(s, 'E')).toMatchObject({ x: 1, y: 5 });
    expect(u(s, 'H').hidden).toBe(true);
    // The Sherman moves beside it: heavy vehicles reveal nothing.
    const tank = play(activate(s0, 'T'), [{ type: 'step', dir: 2 }]);
    expect(u(tank, 'T')).toMatchObject({ x: 3, y: 6 });
    expect(reveals(tank, b, u(tank, 'T'), u(tank, 'H'))).toBe(false);
    expect(u(tank, 'H').hidden).toBe(true);
    s = play(s, [{ type: 'step', dir: 0 }]);
    expect(u(s, 'E')).toMatchObject({ x: 2, y: 5 });
    expect(u(s, 'H').hidden).toBe(false);
  });

  it('while hidden it is no target of Fire and ignores AoE markers (L1127); if it fires, it is revealed (L1131)', () => {
    const s0 = board([unit('H', 'DE', 'de-artillery-spotter', 4, 5, { hidden: true }), unit('E', 'US', 'us-rifle-squad', 0, 9)], { tiles: FOREST });
    expect(game.legalMoves(activate(s0, 'E')).filter((m) => m.type === 'fire')).toEqual([]);
    expect(unitsUnder(s0, compileBoard(s0.battlefield), { px: 5, py: 6 }).map((x) => x.id)).toEqual([]);
    const fired = play(activate(s0, 'H'), [{ type: 'fire', target: 'E', weapon: 0 }]);
    expect(u(fired, 'H').hidden).toBe(false);
  });

  it('hides at the start or end of its move, a move of 0 spaces allowed, only where no enemy would reveal it [A42]', () => {
    const far = board([unit('H', 'DE', 'de-artillery-spotter', 4, 5), unit('E', 'US', 'us-rifle-squad', 0, 5)], { tiles: FOREST });
    expect(game.legalMoves(activate(far, 'H'))).toContainEqual({ type: 'hide' });
    const hidden = play(activate(far, 'H'), [{ type: 'hide' }]);
    expect(u(hidden, 'H').hidden).toBe(true);
    expect(hidden.activation).toBeNull();
    const near = board([unit('H', 'DE', 'de-artillery-spotter', 4, 5), unit('E', 'US', 'us-rifle-squad', 2, 5)], { tiles: FOREST });
    expect(mayHide(near, compileBoard(near.battlefield), u(near, 'H'))).toBe(false);
    expect(game.legalMoves(activate(near, 'H'))).not.toContainEqual({ type: 'hide' });
    // Without the ability: never.
    const plain = board([unit('H', 'DE', 'de-grenadiers', 4, 5), unit('E', 'US', 'us-rifle-squad', 0, 5)], { tiles: FOREST });
    expect(game.legalMoves(activate(plain, 'H'))).not.toContainEqual({ type: 'hide' });
  });

  it('two hidden units reveal each other at once (L1131)', () => {
    const s0 = board([
      unit('H', 'DE', 'de-artillery-spotter', 8, 5, { hidden: true }),
      unit('G', 'US', 'us-rifle-squad', 2, 5, { hidden: true }),
      unit('M', 'US', 'us-rifle-squad', 2, 9),
    ]);
    const s = play(activate(s0, 'M'), [{ type: 'step', dir: 0 }]);
    expect([u(s, 'H').hidden, u(s, 'G').hidden]).toEqual([false, false]);
  });

  it('deploys with either face up: hidden with Imboscata, on its Opportunity Fire face with that ability, never otherwise (L1125, L1260)', () => {
    const sc = scenarios['free-skirmish-hidden']!;
    const r = game.setup(sc);
    if (!r.ok) throw new Error(r.error.message);
    const spotter = r.state.units.find((x) => x.id === 'DE.t0.s0.0')!;
    expect(spotter).toMatchObject({ counter: 'de-artillery-spotter', hidden: true });
    expect(r.state.units.find((x) => x.id === 'US.t0.s0.0')!.overwatch).toBe(true);
    // The opponent sees where it is, not what it is.
    const seen = viewOf(r.state, 'US').state.units.find((x) => x.id === 'DE.t0.s0.0')!;
    expect(seen).toMatchObject({ counter: 'hidden', x: spotter.x, y: spotter.y });
    const wrong = { ...sc, deployment: { ...sc.deployment, DE: sc.deployment.DE.map((d) => (d.unit === 't0.0' ? { ...d, face: 'hidden' as const } : d)) } };
    const bad = game.setup(wrong);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.rule).toBe('HoN p.14 L1125');
  });
});

// Keep the type import used.
export type _S = State;

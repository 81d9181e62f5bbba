import { describe, expect, it } from 'vitest';
import { game, scenarios, type State } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';
import { compileBoard } from '../../src/map/board.js';
import { bombsStep } from '../../src/supply/supply.js';

const group = (key: string, owner: 'US' | 'DE', item: string, markers = 3) => ({
  key,
  owner,
  breakPoint: 99,
  vp: 0,
  lost: 0,
  broken: false,
  stars: 0,
  grants: [item],
  wide: true,
  markers,
});

describe('Panzerfaust (HoN p.11 L887-889)', () => {
  const st = (targetY: number, extra: State['units'] = []): State => ({
    ...board([unit('pf', 'DE', 'de-grenadiers', 5, 10), unit('t', 'US', 'us-sherman', 5, targetY, { facing: 6 }), ...extra]),
    groups: [group('DE.t0.s0', 'DE', 'panzerfaust')],
  });
  it('reaches 4 spaces, not 5 (L889)', () => {
    expect(game.legalMoves(activate(st(6), 'pf'))).toContainEqual({ type: 'panzerfaust', target: 't' });
    expect(game.legalMoves(activate(st(5), 'pf'))).not.toContainEqual({ type: 'panzerfaust', target: 't' });
  });
  it('needs a clear line: a unit between blocks it (L889)', () => {
    const s = activate(st(6, [unit('mid', 'DE', 'de-grenadiers', 5, 8)]), 'pf');
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'panzerfaust', target: 't' });
  });
  it('replaces the normal attack, spends a marker and meets a heavy vehicle by the angle: the front 8 of a Sherman facing the firer (L772-774, L770)', () => {
    const s = play(activate(st(6), 'pf'), [{ type: 'panzerfaust', target: 't' }]);
    expect(s.groups[0]!.markers).toBe(2);
    expect(s.attack).toMatchObject({ target: 't', defense: 8, marker: 'panzerfaust' });
    // No Ammo with an explosive weapon (L794): the roll follows at once.
    expect(game.actor(s)).toEqual({ kind: 'chance' });
    expect(s.activation?.weaponsUsed).toEqual([0, 1]);
  });
  it('with no marker left, no Panzerfaust', () => {
    const none: State = { ...st(6), groups: [group('DE.t0.s0', 'DE', 'panzerfaust', 0)] };
    expect(game.legalMoves(activate(none, 'pf')).some((m) => m.type === 'panzerfaust')).toBe(false);
  });
});

describe('Grenade Launcher (HoN p.11 L859-869, [A33])', () => {
  const gl = group('US.t0.s0', 'US', 'grenadeLauncher');
  it('reaches interspaces 7 away, not 8 (L863)', () => {
    const st: State = { ...board([unit('g', 'US', 'us-rifle-squad', 2, 10), unit('e', 'DE', 'de-grenadiers', 9, 10), unit('f', 'DE', 'de-grenadiers', 10, 10)]), groups: [gl] };
    const moves = game.legalMoves(activate(st, 'g'));
    // Point (9,10) is the top-left corner of (9,10): at 7 from (2,10); point (10,10) is at 8.
    expect(moves).toContainEqual({ type: 'launch', item: 'rifleGrenade', px: 9, py: 10 });
    expect(moves).not.toContainEqual({ type: 'launch', item: 'rifleGrenade', px: 11, py: 11 });
  });
  it('with a clear line the marker lands without a scatter roll; without one it scatters (L865, L1225)', () => {
    const clear: State = { ...board([unit('g', 'US', 'us-rifle-squad', 5, 10), unit('e', 'DE', 'de-grenadiers', 5, 5)]), groups: [gl] };
    const s = play(activate(clear, 'g'), [{ type: 'launch', item: 'rifleGrenade', px: 5, py: 5 }]);
    expect(s.scatter).toBeNull();
    expect(s.attack).toMatchObject({ target: 'e', marker: 'rifleGrenade', mode: 'grenade' });
    expect(s.groups[0]!.markers).toBe(2);
    const blocked: State = { ...board([unit('g', 'US', 'us-rifle-squad', 5, 10), unit('e', 'DE', 'de-grenadiers', 5, 5)], { tiles: [{ tile: 'house-2x2', at: { x: 4, y: 7 } }] }), groups: [gl] };
    const b = play(activate(blocked, 'g'), [{ type: 'launch', item: 'rifleGrenade', px: 5, py: 5 }]);
    expect(b.scatter).toMatchObject({ px: 5, py: 5, marker: 'rifleGrenade' });
    expect(game.chanceOutcomes(b)).toHaveLength(6);
  });
});

describe('Grenade Launcher into a building (HoN p.11 L867)', () => {
  it('from next to an opening, a rifle grenade attacks the room: a marker of the launcher spent, the room without its bonus', () => {
    const st: State = {
      ...board([unit('g', 'US', 'us-rifle-squad', 6, 4), unit('r1', 'DE', 'de-grenadiers', 7, 5), unit('east', 'DE', 'de-grenadiers', 8, 5)], { tiles: [{ tile: 'house-2x2', at: { x: 7, y: 5 } }] }),
      groups: [group('US.t0.s0', 'US', 'grenadeLauncher')],
    };
    const s0 = activate(st, 'g');
    expect(game.legalMoves(s0).filter((m) => m.type === 'grenade-room')).toEqual([{ type: 'grenade-room', x: 7, y: 5 }]);
    const s = play(s0, [{ type: 'grenade-room', x: 7, y: 5 }]);
    expect(s.attack).toMatchObject({ target: 'r1', queue: [], marker: 'rifleGrenade', defense: 6 });
    expect(s.groups[0]!.markers).toBe(2);
  });
});

describe('HE Shells (HoN p.11 L877-883)', () => {
  const he = group('DE.t1.s0', 'DE', 'heShells');
  it('the primary weapon of a heavy vehicle places a green marker with a clear line; the secondary may still fire', () => {
    const st: State = { ...board([unit('p', 'DE', 'de-panzer-iv', 5, 2, { facing: 6 }), unit('e', 'US', 'us-rifle-squad', 5, 8)]), groups: [he] };
    const moves = game.legalMoves(activate(st, 'p'));
    expect(moves).toContainEqual({ type: 'launch', item: 'heShells', px: 5, py: 8 });
    const s = play(activate(st, 'p'), [{ type: 'launch', item: 'heShells', px: 5, py: 8 }]);
    expect(s.attack).toMatchObject({ target: 'e', marker: 'green' });
    expect(s.activation?.weaponsUsed).toEqual([0]);
    expect(s.groups[0]!.markers).toBe(2);
  });
  it('not for infantry, and not without a clear line (L879)', () => {
    const inf: State = { ...board([unit('i', 'DE', 'de-grenadiers', 5, 2), unit('e', 'US', 'us-rifle-squad', 5, 8)]), groups: [he] };
    expect(game.legalMoves(activate(inf, 'i')).some((m) => m.type === 'launch')).toBe(false);
    const hid: State = {
      ...board([unit('p', 'DE', 'de-panzer-iv', 5, 2, { facing: 6 }), unit('e', 'US', 'us-rifle-squad', 5, 8)], { tiles: [{ tile: 'forest-3x3', at: { x: 3, y: 4 } }] }),
      groups: [he],
    };
    expect(game.legalMoves(activate(hid, 'p')).some((m) => m.type === 'launch')).toBe(false);
  });
});

describe('Demolition Charge (HoN p.10 L822-830)', () => {
  const HOUSE = [{ tile: 'house-2x2', at: { x: 7, y: 5 } }];
  const dc = group('US.t1.s0', 'US', 'demolitionCharge');
  it('next to the structure at the end of a move: a charge, no area of effect, rolled as the stand-in Distruzione 3', () => {
    const st: State = { ...board([unit('e', 'US', 'us-rifle-squad', 7, 8), unit('in', 'DE', 'de-grenadiers', 7, 5)], { tiles: HOUSE }), groups: [dc] };
    const far = activate(st, 'e');
    expect(game.legalMoves(far)).not.toContainEqual({ type: 'demolition-charge', tile: 0 });
    // One step north: (7,7), next to the house's (7,6).
    let s = play(far, [{ type: 'step', dir: 2 }]);
    expect(game.legalMoves(s)).toContainEqual({ type: 'demolition-charge', tile: 0 });
    s = play(s, [{ type: 'demolition-charge', tile: 0 }]);
    expect(s.groups[0]!.markers).toBe(2);
    expect(s.demolition).toMatchObject({ tile: 0, dice: 3, queue: [] });
    s = play(s, [{ type: 'destruction-dice', hits: 2 }]);
    expect(s.battlefield.tiles[0]!.tile).toBe('ruin-2x2');
  });
});

describe('the arsenal scenario (stand-in)', () => {
  it('sets up with its equipment groups', () => {
    const r = game.setup(scenarios['free-skirmish-arsenal']!);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const grants = r.state.groups.flatMap((g) => g.grants);
    for (const g of ['panzerfaust', 'heShells', 'grenadeLauncher', 'demolitionCharge', 'position']) expect(grants).toContain(g);
  });
});

describe('Position (HoN p.11 L893-897)', () => {
  const pos = group('US.t1.s0', 'US', 'position', 1);
  const supplyState = (x: number, y: number, tiles: State['battlefield']['tiles'] = []): State => ({
    ...board([unit('r', 'US', 'us-rifle-squad', x, y), unit('e', 'DE', 'de-grenadiers', 15, 15)], { phase: 'supply', tiles }),
    groups: [pos],
    supply: { step: 'movement', player: 'US', drawing: false, improvise: false },
  });
  it('a unit not activated lays it on its own space instead of its Supply move: a defensive position under it, the tile spent', () => {
    const s0 = supplyState(5, 5);
    expect(game.legalMoves(s0)).toContainEqual({ type: 'position', unit: 'r' });
    const s = play(s0, [{ type: 'position', unit: 'r' }]);
    expect(s.battlefield.tiles).toContainEqual({ tile: 'position-1x1', at: { x: 5, y: 5 } });
    expect(compileBoard(s.battlefield).kinds[5 * 20 + 5]).toBe('defensivePosition');
    expect(s.groups[0]!.markers).toBe(0);
    // Instead of moving: no Supply move for it afterwards, and no second Position.
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'supply-move', unit: 'r' });
    expect(game.legalMoves(s).some((m) => m.type === 'position')).toBe(false);
  });
  it('never in a building or in water (L897)', () => {
    expect(game.legalMoves(supplyState(7, 5, [{ tile: 'house-2x2', at: { x: 7, y: 5 } }])).some((m) => m.type === 'position')).toBe(false);
    expect(game.legalMoves(supplyState(3, 5, [{ tile: 'stream-1x3', at: { x: 3, y: 4 } }])).some((m) => m.type === 'position')).toBe(false);
  });
  it('not for a unit with an Order on it (it has been or will be activated, L897)', () => {
    const s0 = supplyState(5, 5);
    const withOrder: State = { ...s0, units: s0.units.map((x) => (x.id === 'r' ? { ...x, token: 2 } : x)) };
    expect(game.legalMoves(withOrder).some((m) => m.type === 'position')).toBe(false);
  });
});

describe('Culling Hedgerow Cutter (HoN p.10 L814-818)', () => {
  const HEDGE = [{ tile: 'hedgerow-4x1', at: { x: 10, y: 7 } }];
  const st = (item: string, markers: number, counter = 'us-sherman'): State => ({
    ...board([unit('v', 'US', counter, 10, 8, { facing: 2 }), unit('e', 'DE', 'de-grenadiers', 1, 1)], { tiles: HEDGE }),
    groups: [group('US.t0.s1', 'US', item, markers)],
  });
  it('a heavy vehicle crosses a hedgerow, a Passage marker on the space; none without markers (L816-818)', () => {
    const s0 = activate(st('cullingHedgerowCutter', 2), 'v');
    expect(game.legalMoves(s0)).toContainEqual({ type: 'step', dir: 2 });
    const s = play(s0, [{ type: 'step', dir: 2 }]);
    expect(u(s, 'v')).toMatchObject({ x: 10, y: 7 });
    expect(s.groups[0]!.markers).toBe(1);
    expect(game.legalMoves(activate(st('cullingHedgerowCutter', 0), 'v'))).not.toContainEqual({ type: 'step', dir: 2 });
    expect(game.legalMoves(activate(st('ammo', 2), 'v'))).not.toContainEqual({ type: 'step', dir: 2 });
  });
  it('heavy vehicles only: a light vehicle stays out (L816)', () => {
    expect(game.legalMoves(activate(st('cullingHedgerowCutter', 2, 'us-jeep'), 'v'))).not.toContainEqual({ type: 'step', dir: 2 });
  });
});

describe('Sticky Bomb / Magnetic Mine (HoN p.11 L901-905)', () => {
  const sb = group('US.t0.s0', 'US', 'stickyBomb');
  const st: State = { ...board([unit('p', 'US', 'us-rifle-squad', 5, 9), unit('v', 'DE', 'de-panzer-iv', 5, 8, { facing: 6 })]), groups: [sb] };
  it('an infantry unit next to an enemy vehicle places bombs on it, several at once; its move ends (L903-905)', () => {
    const s0 = activate(st, 'p');
    expect(game.legalMoves(s0)).toContainEqual({ type: 'sticky-bomb', vehicle: 'v' });
    let s = play(s0, [{ type: 'sticky-bomb', vehicle: 'v' }]);
    expect(s.bombs).toEqual([{ vehicle: 'v', placer: 'p' }]);
    expect(s.groups[0]!.markers).toBe(2);
    expect(game.legalMoves(s)).toContainEqual({ type: 'sticky-bomb', vehicle: 'v' });
    expect(game.legalMoves(s).some((m) => m.type === 'step')).toBe(false);
    s = play(s, [{ type: 'sticky-bomb', vehicle: 'v' }]);
    expect(s.bombs).toHaveLength(2);
  });
  it('they go off at the end of the Supply phase, each rolled against the heavy vehicle\'s side defence, then step 8 (L905)', () => {
    const s0: State = { ...st, phase: 'supply', bombs: [{ vehicle: 'v', placer: 'p' }, { vehicle: 'v', placer: 'p' }] };
    let s = bombsStep(s0, []);
    expect(s.supply?.step).toBe('bombs');
    // Panzer IV: front 8, side 6: the side, whatever the placer's square.
    expect(s.attack).toMatchObject({ target: 'v', defense: 6, marker: 'stickyBomb', attackMod: 3 });
    expect(s.bombs).toHaveLength(1);
    s = play(s, [{ type: 'die', face: 1 }]);
    expect(s.attack).toMatchObject({ target: 'v' });
    expect(s.bombs).toHaveLength(0);
    s = play(s, [{ type: 'die', face: 1 }]);
    expect(s.attack).toBeNull();
    expect(s.phase).toBe('orders');
    expect(s.turn).toBe(2);
  });
});

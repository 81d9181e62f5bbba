import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { board, unit, play, u, refused } from '../fixtures.js';
import { starCount, nextToken } from '../../src/sequence/orders.js';
import { startNext, beginSupply } from '../../src/sequence/flow.js';

describe('Orders (HoN p.5 L298-327)', () => {
  it('EX-2 5 stars give Order tokens 1..5 and a Bluff', () => {
    // A platoon-like set: an officer with Orders x2 and a Personal Order hero (+1), plus 2 from a group.
    const s0 = board([unit('o', 'US', 'us-lieutenant', 1, 1), unit('h', 'US', 'us-sergeant-hero', 2, 2)]);
    const s: State = { ...s0, groups: [{ key: 'US.t0', owner: 'US', breakPoint: 2, vp: 5, lost: 0, broken: false, stars: 2, grants: [], wide: false, markers: 0 }] };
    expect(starCount(s, 'US')).toBe(5);
    const placing: State = { ...s, phase: 'orders', sides: { ...s.sides, US: { ...s.sides.US, tokens: 5, ordersDone: false } } };
    expect(nextToken(placing, 'US')).toBe(1);
  });
  it('T01 12 stars give tokens 1..10; Planning with 10 stars still 10', () => {
    const s0 = board([]);
    const groups = [{ key: 'US.t0', owner: 'US' as const, breakPoint: 2, vp: 5, lost: 0, broken: false, stars: 12, grants: [], wide: false, markers: 0 }];
    expect(starCount({ ...s0, groups }, 'US')).toBe(10);
    const planning = [
      { ...groups[0]!, stars: 10 },
      { key: 'US.t1.s0', owner: 'US' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['planning'], wide: true, markers: 0 },
    ];
    expect(starCount({ ...s0, groups: planning }, 'US')).toBe(10);
  });
  it('T07 a Personal Order unit left without an Order: ending the Orders phase is illegal (L1280)', () => {
    const s0 = board([unit('h', 'US', 'us-sergeant-hero', 2, 2), unit('q', 'US', 'us-rifle-squad', 4, 4), unit('e', 'DE', 'de-grenadiers', 9, 9)], { phase: 'orders' });
    const s: State = { ...s0, sides: { ...s0.sides, US: { ...s0.sides.US, tokens: 1, ordersDone: false } } };
    refused(s, { type: 'end-orders' });
    // The last Order must go to the Personal Order unit.
    expect(game.legalMoves(s).filter((m) => m.type === 'place')).toEqual([{ type: 'place', unit: 'h', token: 1 }]);
    const placed = play(s, [{ type: 'place', unit: 'h', token: 1 }]);
    expect(game.legalMoves(placed)).toContainEqual({ type: 'end-orders' });
  });
  it('T02 activation alternates by Order number, the initiative player first: A1 B1 A2 B2 A3 B3 B4 B5', () => {
    const units = [
      ...[1, 2, 3].map((n) => unit(`A${n}`, 'US', 'us-rifle-squad', n, 1, { token: n })),
      ...[1, 2, 3, 4, 5].map((n) => unit(`B${n}`, 'DE', 'de-grenadiers', n, 15, { token: n })),
    ];
    let s = startNext(board(units, { initiative: 'US' }), []);
    const seen: string[] = [];
    while (s.phase === 'activation' && s.activation) {
      seen.push(s.activation.unit);
      s = play(s, [{ type: 'pass' }]);
    }
    expect(seen).toEqual(['A1', 'B1', 'A2', 'B2', 'A3', 'B3', 'B4', 'B5']);
    expect(s.phase).toBe('supply');
  });
  it('T03 a Bluff never activates; it is discarded at Supply step 1 and its unit may move in step 2 (L316, L600, L610)', () => {
    const units = [unit('U', 'US', 'us-rifle-squad', 5, 5, { token: 'bluff' }), unit('A', 'US', 'us-rifle-squad', 1, 1, { token: 1 }), unit('E', 'DE', 'de-grenadiers', 15, 15)];
    let s = startNext(board(units), []);
    expect(s.activation?.unit).toBe('A');
    s = play(s, [{ type: 'pass' }]);
    expect(s.phase).toBe('supply');
    expect(u(s, 'U').token).toBeNull();
    expect(game.legalMoves(s)).toContainEqual({ type: 'supply-move', unit: 'U' });
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'supply-move', unit: 'A' });
  });
  it('T09 the game ends after turn 8 (L272); a player with no Order left loses at the end of the Supply phase [A20]', () => {
    // Turn 8, last Supply step: ending it ends the game.
    const s0 = board([unit('a', 'US', 'us-rifle-squad', 1, 1), unit('b', 'DE', 'de-grenadiers', 9, 9)]);
    const s8: State = { ...beginSupply({ ...s0, turn: 8 }, []), supply: { step: 'cards', player: 'DE', drawing: false, improvise: false } };
    const end = play(s8, [{ type: 'end-step' }]);
    expect(end.phase).toBe('over');
    expect(game.outcome(end)?.kind).toBe('draw');
    // Turn 3, but the US have no star: they lose after this Supply phase.
    const groups = [{ key: 'DE.t0', owner: 'DE' as const, breakPoint: 2, vp: 5, lost: 0, broken: false, stars: 2, grants: [], wide: false, markers: 0 }];
    const s3: State = { ...beginSupply({ ...s0, turn: 3, groups }, []), supply: { step: 'cards', player: 'DE', drawing: false, improvise: false } };
    const over = play(s3, [{ type: 'end-step' }]);
    expect(over.result).toEqual({ winner: 'DE', reason: 'no Orders left' });
  });
});

describe('Heroic and Initiative (HoN p.12 L947-951, p.13 L1069-1071)', () => {
  const heroic = { key: 'US.t0.s0', owner: 'US' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['heroic'], wide: false, markers: 3 };
  it('T06 after its activation a unit may spend a Heroic marker to activate again; a third activation is not offered', () => {
    const units = [unit('U', 'US', 'us-rifle-squad', 5, 5, { token: 1, group: 'US.t0' }), unit('E', 'DE', 'de-grenadiers', 15, 15)];
    let s = startNext({ ...board(units), groups: [heroic] }, []);
    s = play(s, [{ type: 'pass' }]);
    expect(s.heroic).toBe('U');
    expect(game.legalMoves(s)).toEqual([{ type: 'heroic', use: true }, { type: 'heroic', use: false }]);
    s = play(s, [{ type: 'heroic', use: true }]);
    expect(s.activation?.unit).toBe('U');
    expect(s.groups[0]!.markers).toBe(2);
    s = play(s, [{ type: 'step', dir: 0 }, { type: 'stop' }]);
    expect(s.heroic).toBeNull();
    expect(s.phase).toBe('supply');
    // A unit of another tile gets no offer.
    const other = startNext({ ...board([unit('V', 'US', 'us-rifle-squad', 5, 5, { token: 1, group: 'US.t1' }), units[1]!]), groups: [heroic] }, []);
    expect(play(other, [{ type: 'pass' }]).heroic).toBeNull();
  });
  it('T08 at step 8 the initiative player may keep the initiative with the Initiative command, once; the next turn it passes as usual', () => {
    const cmd = { key: 'US.t1.s0', owner: 'US' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['initiative'], wide: true, markers: 1 };
    const stars = ['US', 'DE'].map((p) => ({ key: `${p}.t0`, owner: p as 'US' | 'DE', breakPoint: 2, vp: 5, lost: 0, broken: false, stars: 2, grants: [], wide: false, markers: 0 }));
    const s0 = board([unit('a', 'US', 'us-rifle-squad', 1, 1, { acted: true }), unit('b', 'DE', 'de-grenadiers', 9, 9, { acted: true })]);
    const atEnd = (s: State): State => ({ ...beginSupply(s, []), supply: { step: 'cards', player: s.initiative === 'US' ? 'DE' : 'US', drawing: false, improvise: false } });
    let s = play(atEnd({ ...s0, groups: [...stars, cmd] }), [{ type: 'end-step' }]);
    expect(s.supply).toMatchObject({ step: 'initiative', player: 'US' });
    expect(game.legalMoves(s)).toEqual([{ type: 'keep-initiative' }, { type: 'end-step' }]);
    s = play(s, [{ type: 'keep-initiative' }]);
    expect(s).toMatchObject({ initiative: 'US', turn: 2, phase: 'orders' });
    expect(s.sides.US.initiativeUsed).toBe(true);
    const t2 = play(atEnd({ ...s, phase: 'activation' }), [{ type: 'end-step' }]);
    expect(t2).toMatchObject({ initiative: 'DE', turn: 3 });
  });
});

describe('Directives (HoN p.13 L1027-1047)', () => {
  it('T70 Double Time! on an officer: own units within 3 squares get +2 MV this turn; a second Directive the same turn is not offered', () => {
    const dir = { key: 'US.t1.s0', owner: 'US' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['directive'], wide: true, markers: 3 };
    const units = [
      unit('o', 'US', 'us-lieutenant', 5, 5, { token: 3 }),
      unit('near', 'US', 'us-rifle-squad', 8, 5, { token: 1 }),
      unit('far', 'US', 'us-rifle-squad', 9, 5, { token: 2 }),
      unit('e', 'DE', 'de-grenadiers', 19, 19),
    ];
    const s0: State = { ...board(units, { phase: 'orders' }), groups: [dir], placing: 'DE' };
    const placing: State = { ...s0, sides: { ...s0.sides, DE: { ...s0.sides.DE, ordersDone: false } } };
    let s = play(placing, [{ type: 'end-orders' }]);
    expect(s.directing).toBe('US');
    expect(game.legalMoves(s)).toContainEqual({ type: 'directive', unit: 'o', directive: 'doubleTime' });
    s = play(s, [{ type: 'directive', unit: 'o', directive: 'doubleTime' }]);
    expect(s.groups[0]!.markers).toBe(2);
    expect(s.activation).toMatchObject({ unit: 'near', boost: { move: 2 } });
    s = play(s, [{ type: 'pass' }]);
    expect(s.activation).toMatchObject({ unit: 'far', boost: { move: 0 } });
    expect(s.directing).toBeNull();
  });
});

describe('Special Orders (HoN p.5 L318-326, p.13 L1013-1018)', () => {
  const plan = (p: 'US' | 'DE') => ({ key: `${p}.t1.s0`, owner: p, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['battlePlan'], wide: true, markers: 1 });
  it('T05 both players may play a Special Order in the same gap: the initiative player is asked first; none can cut into an activation', () => {
    const units = [unit('A', 'US', 'us-rifle-squad', 2, 2, { token: 1 }), unit('S', 'US', 'us-rifle-squad', 4, 2), unit('B', 'DE', 'de-grenadiers', 2, 15, { token: 1 }), unit('T', 'DE', 'de-grenadiers', 4, 15)];
    let s = startNext({ ...board(units, { initiative: 'US' }), groups: [plan('US'), plan('DE')] }, []);
    expect(s.gap).toBe('US');
    // A unit with an unrevealed Order cannot take the Special Order [A13].
    expect(game.legalMoves(s)).toEqual([{ type: 'special-order', unit: 'S' }, { type: 'hold' }]);
    s = play(s, [{ type: 'special-order', unit: 'S' }]);
    expect(s.activation?.unit).toBe('S');
    expect(s.sides.US.specialUsed).toBe(1);
    s = play(s, [{ type: 'step', dir: 6 }]);
    // Mid-move, only the mover's player acts (L326: never during an activation in progress).
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    expect(game.legalMoves(s).some((m) => m.type === 'special-order')).toBe(false);
    s = play(s, [{ type: 'stop' }]);
    // Next gap: the US have no token left this turn; the Germans are asked.
    expect(s.gap).toBe('DE');
    s = play(s, [{ type: 'hold' }]);
    expect(s.activation?.unit).toBe('A');
  });
});

describe('Intrepid (HoN p.12 L955-957)', () => {
  const intrepid = (p: 'US' | 'DE') => ({ key: `${p}.t0.s0`, owner: p, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['intrepid'], wide: false, markers: 0 });
  const units = [unit('A1', 'US', 'us-rifle-squad', 1, 1, { token: 1, group: 'US.t0' }), unit('A2', 'US', 'us-rifle-squad', 3, 1, { token: 2, group: 'US.t0' }), unit('B1', 'DE', 'de-grenadiers', 1, 15, { token: 1, group: 'DE.t0' }), unit('B2', 'DE', 'de-grenadiers', 3, 15, { token: 2, group: 'DE.t0' })];
  const sequence = (s: State): string[] => {
    const seen: string[] = [];
    while (s.phase === 'activation' && s.activation) {
      seen.push(s.activation.unit);
      s = play(s, [{ type: 'pass' }]);
    }
    return seen;
  };
  it('an Intrepid unit acts before the initiative player\'s unit with the same Order number', () => {
    expect(sequence(startNext({ ...board(units, { initiative: 'US' }), groups: [intrepid('DE')] }, []))).toEqual(['B1', 'A1', 'B2', 'A2']);
  });
  it('two Intrepid units with the same Order number: the initiative player first', () => {
    expect(sequence(startNext({ ...board(units, { initiative: 'US' }), groups: [intrepid('DE'), intrepid('US')] }, []))).toEqual(['A1', 'B1', 'A2', 'B2']);
  });
});

describe('Autonomo (HoN p.14 L1155-1157)', () => {
  it('an Autonomous unit acts without an Order in a gap, once a turn, never inside an activation [A16]', () => {
    const units = [unit('A', 'US', 'us-rifle-squad', 2, 2, { token: 1 }), unit('J', 'DE', 'de-jager', 4, 15), unit('B', 'DE', 'de-grenadiers', 2, 15, { token: 1 })];
    let s = startNext(board(units, { initiative: 'US' }), []);
    expect(s.gap).toBe('DE');
    expect(game.legalMoves(s)).toEqual([{ type: 'autonomous', unit: 'J' }, { type: 'hold' }]);
    s = play(s, [{ type: 'hold' }]);
    expect(s.activation?.unit).toBe('A');
    s = play(s, [{ type: 'pass' }]);
    expect(s.gap).toBe('DE');
    s = play(s, [{ type: 'autonomous', unit: 'J' }]);
    expect(s.activation?.unit).toBe('J');
    s = play(s, [{ type: 'pass' }]);
    // Acted: no further offer; B's Order comes next, and J does not move in the Supply phase.
    expect(s.gap).toBeNull();
    expect(s.activation?.unit).toBe('B');
  });
});

describe('Ordine di Sbarramento (HoN p.14 L1161-1165)', () => {
  it('T60 its Order revealed, the same-name heavy weapons within 3 fire, each separately; each gets Activated and loses its Order; the caller keeps its Order and does not move in Supply', () => {
    const units = [
      unit('S', 'US', 'us-mg-sergeant', 5, 11, { token: 1 }),
      unit('m1', 'US', 'us-30cal', 3, 10, { token: 2 }),
      unit('m2', 'US', 'us-30cal', 4, 10),
      unit('m3', 'US', 'us-30cal', 6, 10),
      unit('far', 'US', 'us-30cal', 9, 10),
      unit('bz', 'US', 'us-bazooka', 7, 10),
      unit('e', 'DE', 'de-grenadiers', 5, 3),
      unit('e2', 'DE', 'de-grenadiers', 8, 7),
    ];
    let s = startNext(board(units, { initiative: 'US' }), []);
    expect(s.activation).toMatchObject({ unit: 'S', stage: 'barrage' });
    const shooters = new Set(game.legalMoves(s).flatMap((m) => (m.type === 'barrage-fire' ? [m.unit] : [])));
    // The bazooka (another name) is called too until a .30 cal fires; the one at 4 squares never.
    expect([...shooters].sort()).toEqual(['bz', 'm1', 'm2', 'm3']);
    s = play(s, [{ type: 'barrage-fire', unit: 'm1', target: 'e' }, { type: 'die', face: 1 }]);
    expect(u(s, 'm1')).toMatchObject({ activated: true, token: null });
    const now = new Set(game.legalMoves(s).flatMap((m) => (m.type === 'barrage-fire' ? [m.unit] : [])));
    expect([...now].sort()).toEqual(['m2', 'm3']);
    s = play(s, [{ type: 'barrage-fire', unit: 'm2', target: 'e' }, { type: 'die', face: 1 }, { type: 'barrage-fire', unit: 'm3', target: 'e' }, { type: 'die', face: 1 }, { type: 'stop' }]);
    expect(u(s, 'S')).toMatchObject({ token: 1, revealed: true, x: 5, y: 11 });
    expect(s.phase).toBe('supply');
    const movers = game.legalMoves(s).flatMap((m) => (m.type === 'supply-move' ? [m.unit] : []));
    expect(movers).not.toContain('S');
    expect(movers).not.toContain('m1');
  });
});

describe('Hardened (HoN p.12 L941-943)', () => {
  it('+1 Order, which must go to a unit of the tile carrying the trait [A52]', () => {
    const hardened = { key: 'US.t0.s0', owner: 'US' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['hardened'], wide: false, markers: 0 };
    const units = [unit('mine', 'US', 'us-rifle-squad', 2, 2, { group: 'US.t0' }), unit('other', 'US', 'us-rifle-squad', 4, 4, { group: 'US.t1' }), unit('e', 'DE', 'de-grenadiers', 9, 9)];
    const s0: State = { ...board(units, { phase: 'orders' }), groups: [hardened] };
    expect(starCount(s0, 'US')).toBe(1);
    const s: State = { ...s0, sides: { ...s0.sides, US: { ...s0.sides.US, tokens: 1, ordersDone: false } } };
    refused(s, { type: 'end-orders' });
    expect(game.legalMoves(s).filter((m) => m.type === 'place')).toEqual([{ type: 'place', unit: 'mine', token: 1 }]);
    expect(game.legalMoves(play(s, [{ type: 'place', unit: 'mine', token: 1 }]))).toContainEqual({ type: 'end-orders' });
  });
});

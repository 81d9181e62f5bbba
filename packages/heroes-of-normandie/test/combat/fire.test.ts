import { describe, expect, it } from 'vitest';
import { squareDistanceXY } from '@esagono/kernel';
import { compileBoard, facingDefense, fireResult, game, longRangePenalty, sight, suppressiveResult, type State, type TerrainTile } from '../../src/index.js';
import { fireModifier, sightBetween } from '../../src/combat/fire.js';
import { movementOf, bonusOf } from '../../src/units.js';
import { activate, board, play, u, unit } from '../fixtures.js';

const fire = (s: State, target: string, face: number, weapon = 0): State => play(s, [{ type: 'fire', target, weapon }, { type: 'die', face }]);

describe('Fire (HoN p.7 L454-522)', () => {
  it('T29 ATK +2 against yellow 6 on open ground at distance 5: die 4 hits, die 3 misses', () => {
    const s = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 10), unit('t', 'DE', 'de-grenadiers', 5, 5)]), 'a');
    expect(u(fire(s, 't', 4), 't').side).toBe(1);
    expect(u(fire(s, 't', 3), 't').side).toBe(0);
  });
  it('T30 Kill Shot: DEF 5 + forest 1 = 6; +4 and die 6 make 10, a hit; +6 and die 6 make 12, a Kill Shot (L522)', () => {
    // Target on the forest's edge square; the line crosses no forest square.
    const tiles = [{ tile: 'forest-3x3', at: { x: 5, y: 3 } }];
    const s = activate(board([unit('a', 'DE', 'de-mg42', 6, 9), unit('t', 'US', 'us-30cal', 6, 5)], { tiles }), 'a');
    const hit = fire(s, 't', 6);
    expect(u(hit, 't')).toMatchObject({ alive: true, side: 1 });
    const boosted: State = { ...s, activation: { ...s.activation!, boost: { fire: 2, move: 0, defense: 0, fuel: 0 } } };
    const kill = fire(boosted, 't', 6);
    expect(u(kill, 't').alive).toBe(false);
    expect(fireResult(12, 6)).toBe('killShot');
    expect(fireResult(10, 6)).toBe('hit');
  });
  it('T31 Kill Shot against a heavy vehicle (side DEF): eliminated without a damage roll and without a wreck [A27]', () => {
    // Panzer IV facing north, fired at from the east: its side (6). Sherman main gun +4, +2 cards, die 6 = 12.
    const s = activate(board([unit('a', 'US', 'us-sherman', 9, 5, { facing: 4 }), unit('t', 'DE', 'de-panzer-iv', 5, 5, { facing: 2 })]), 'a');
    const boosted: State = { ...s, activation: { ...s.activation!, boost: { fire: 2, move: 0, defense: 0, fuel: 0 } } };
    const after = play(boosted, [{ type: 'fire', target: 't', weapon: 0 }]);
    expect(after.attack?.defense).toBe(6);
    const done = play(after, [{ type: 'die', face: 6 }]);
    expect(u(done, 't')).toMatchObject({ alive: false, wreck: false });
    expect(done.attack).toBeNull();
  });
  it('T32 range: 7 no penalty, 8 -2; Sharpshooters 9 none, 10 -2; Hawkeye 15 none (L490, L969, L1191)', () => {
    expect(longRangePenalty(7)).toBe(0);
    expect(longRangePenalty(8)).toBe(2);
    expect(longRangePenalty(9, { sharpshooters: true })).toBe(0);
    expect(longRangePenalty(10, { sharpshooters: true })).toBe(2);
    expect(longRangePenalty(15, { hawkeye: true })).toBe(0);
  });
  it('T33 distance counts diagonals, the target square and not the firer\'s (L492)', () => {
    expect(squareDistanceXY(0, 0, 5, 3)).toBe(5);
    expect(squareDistanceXY(0, 0, 7, 7)).toBe(7);
    expect(longRangePenalty(squareDistanceXY(0, 0, 7, 7))).toBe(0);
    expect(longRangePenalty(squareDistanceXY(0, 0, 8, 1))).toBe(2);
  });
  it('T34 a firer with X against grey cannot choose a heavy vehicle (L460)', () => {
    const s = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 10), unit('t', 'DE', 'de-panzer-iv', 5, 5), unit('i', 'DE', 'de-grenadiers', 8, 8)]), 'a');
    const targets = game.legalMoves(s).filter((m) => m.type === 'fire').map((m) => (m.type === 'fire' ? m.target : ''));
    expect(targets).toEqual(['i']);
  });
  it('T35 two Suppressed markers: -4 on the fire roll (L508)', () => {
    const st = board([unit('a', 'US', 'us-rifle-squad', 5, 10), unit('b', 'US', 'us-rifle-squad', 6, 10, { suppressed: 2 }), unit('t', 'DE', 'de-grenadiers', 5, 5)]);
    const b = compileBoard(st.battlefield);
    const [a, sup, t] = st.units as [never, never, never];
    expect(fireModifier(st, b, a, 0, t, 0) - fireModifier(st, b, sup, 0, t, 0)).toBe(4);
  });
  it('T36 obstacles: 2 squares of -1 and 1 of -2 crossed, the target\'s own -1 square excluded: -4 (L653)', () => {
    const tiles: Record<string, TerrainTile> = {
      light: { id: 'light', name: 'light', kind: 'thicket', cells: [{ x: 0, y: 0 }], effects: { defense: 0, obstacle: 1, rough: false, impassable: [], water: false, opportunityFire: false, building: false }, provenance: { kind: 'stand-in' } },
      heavy: { id: 'heavy', name: 'heavy', kind: 'forest', cells: [{ x: 0, y: 0 }], effects: { defense: 0, obstacle: 2, rough: false, impassable: [], water: false, opportunityFire: false, building: false }, provenance: { kind: 'stand-in' } },
    };
    const field = {
      width: 10,
      height: 3,
      tiles: [
        { tile: 'light', at: { x: 1, y: 1 } },
        { tile: 'light', at: { x: 2, y: 1 } },
        { tile: 'heavy', at: { x: 3, y: 1 } },
        { tile: 'light', at: { x: 5, y: 1 } },
      ],
      edges: [],
      provenance: { kind: 'stand-in' as const },
    };
    const b = compileBoard(field, tiles);
    expect(sight(b, 0, 1, 5, 1, () => false)).toEqual({ blocked: false, penalty: 4, clear: false });
  });
  it('T38 an intervening infantry unit does not block a line to a vehicle, and blocks one to infantry [A8]', () => {
    const st = board([unit('a', 'US', 'us-bazooka', 1, 1), unit('m', 'US', 'us-rifle-squad', 2, 1), unit('v', 'DE', 'de-kubelwagen', 4, 1), unit('i', 'DE', 'de-grenadiers', 4, 1)]);
    const b = compileBoard(st.battlefield);
    expect(sightBetween(st, b, st.units[0]!, st.units[2]!).blocked).toBe(false);
    expect(sightBetween(st, b, st.units[0]!, st.units[3]!).blocked).toBe(true);
  });
  it('a line walked once per board still sees the units of each state: a unit stepping onto it blocks it (L474; the terrain part is cached)', () => {
    const st = board([unit('a', 'US', 'us-rifle-squad', 1, 1), unit('t', 'DE', 'de-grenadiers', 6, 1), unit('m', 'US', 'us-30cal', 3, 4)]);
    const b = compileBoard(st.battlefield);
    expect(sightBetween(st, b, st.units[0]!, st.units[1]!).blocked).toBe(false);
    const moved: State = { ...st, units: st.units.map((x) => (x.id === st.units[2]!.id ? { ...x, y: 1 } : x)) };
    expect(sightBetween(moved, b, moved.units[0]!, moved.units[1]!).blocked).toBe(true);
    // Back off the line: clear again, the same board and line.
    expect(sightBetween(st, b, st.units[0]!, st.units[1]!).blocked).toBe(false);
  });
  it('T39 heavy-vehicle defence by angle: front, side and rear; at an exact corner the attacker takes the lower [A7]', () => {
    const def = { color: 'grey' as const, front: 8, side: 6, rear: 5 };
    // Facing north (2): a firer to the north meets the front, to the east the side, to the south the rear.
    expect(facingDefense(def, 2, 0, -5)).toBe(8);
    expect(facingDefense(def, 2, 5, 0)).toBe(6);
    expect(facingDefense(def, 2, 0, 5)).toBe(5);
    expect(facingDefense(def, 2, 3, -3)).toBe(6);
    // Facing north-east (1): a firer due east is at 45 degrees, a corner: min(front, side).
    expect(facingDefense(def, 1, 4, -4)).toBe(8);
    expect(facingDefense(def, 1, -4, 4)).toBe(5);
  });
  it('T41 a vehicle that has not moved fires its primary at one target and its secondary at another; after Crew damage only one (L462, L528)', () => {
    const units = [unit('s', 'US', 'us-sherman', 5, 10, { facing: 2 }), unit('t', 'DE', 'de-panzer-iv', 5, 4, { facing: 6 }), unit('i', 'DE', 'de-grenadiers', 8, 8)];
    const s = activate(board(units), 's');
    const first = fire(s, 't', 1, 0);
    expect(first.activation?.stage).toBe('fired');
    expect(game.legalMoves(first)).toContainEqual({ type: 'fire', target: 'i', weapon: 1 });
    const second = fire(first, 'i', 1, 1);
    expect(second.activation?.unit).not.toBe('s');
    expect(u(second, 'i').side).toBe(0);
    const crew = activate(board(units.map((x) => (x.id === 's' ? { ...x, damage: ['crew' as const] } : x))), 's');
    const once = fire(crew, 't', 1, 0);
    expect(once.activation?.unit ?? null).not.toBe('s');
  });
  it('Suppressive Fire thresholds: > DEF one marker, >= 2 x DEF two (L1323, review finding 3; T54 literal reading)', () => {
    expect(suppressiveResult(7, 6)).toBe(1);
    expect(suppressiveResult(10, 5)).toBe(2);
    expect(suppressiveResult(6, 6)).toBe(0);
  });
});

describe('Heavy-vehicle damage (HoN p.7 L524-542)', () => {
  const hvHit = (face: number, damage: ('crew' | 'tracks' | 'hull' | 'mainWeapon')[] = []): State => {
    // Panzer IV (no Piercing) against a Sherman's side 6: +5 and die 4 make 9, a hit (not 12).
    const s = activate(board([unit('a', 'DE', 'de-panzer-iv', 9, 5, { facing: 4 }), unit('t', 'US', 'us-sherman', 5, 5, { facing: 2, damage })]), 'a');
    const rolled = play(s, [{ type: 'fire', target: 't', weapon: 0 }, { type: 'die', face: 4 }]);
    expect(rolled.attack?.stage).toBe('damage');
    return play(rolled, [{ type: 'die', face }]);
  };
  it('T42 location rolls: 1 Crew, 2 Tracks (cannot move), 3 Hull (+2 Suppressed), 5 main weapon destroyed, 6 wreck', () => {
    expect(u(hvHit(1), 't').damage).toEqual(['crew']);
    const tracks = u(hvHit(2), 't');
    expect(tracks.damage).toEqual(['tracks']);
    expect(movementOf(tracks)).toBe(0);
    expect(u(hvHit(3), 't')).toMatchObject({ damage: ['hull'], suppressed: 2 });
    const main = u(hvHit(5), 't');
    expect(main.damage).toEqual(['mainWeapon']);
    expect(bonusOf(main, 0, 'grey')).toBe('X');
    expect(u(hvHit(6), 't')).toMatchObject({ alive: false, wreck: true });
  });
  it('T43 Hull on 3, later Hull on 4: the second marker of a type destroys the vehicle (L542)', () => {
    expect(u(hvHit(4, ['hull']), 't')).toMatchObject({ alive: false, wreck: true });
  });
  it('T44 Piercing: a roll of 5 reads 6, destroyed (L1274)', () => {
    const s = activate(board([unit('a', 'US', 'us-sherman', 9, 5, { facing: 4 }), unit('t', 'DE', 'de-panzer-iv', 5, 5, { facing: 2 })]), 'a');
    const rolled = play(s, [{ type: 'fire', target: 't', weapon: 0 }, { type: 'die', face: 3 }]);
    expect(rolled.attack).toMatchObject({ stage: 'damage', piercing: true });
    expect(u(play(rolled, [{ type: 'die', face: 5 }]), 't')).toMatchObject({ alive: false, wreck: true });
  });
});

describe('Terrain examples (HoN p.9 L701-755)', () => {
  it('EX-3a thicket: no movement effect, -1 per thicket square crossed, +1 defence to infantry in it', () => {
    const tiles = [{ tile: 'thicket-2x2', at: { x: 3, y: 1 } }];
    const st = board([unit('a', 'US', 'us-rifle-squad', 0, 1), unit('t', 'DE', 'de-grenadiers', 6, 1), unit('in', 'DE', 'de-grenadiers', 4, 2)], { tiles });
    const b = compileBoard(st.battlefield);
    expect(sightBetween(st, b, st.units[0]!, st.units[1]!).penalty).toBe(2);
    const open = activate(board([unit('a', 'US', 'us-rifle-squad', 0, 1), unit('far', 'DE', 'de-grenadiers', 19, 19)], { tiles }), 'a');
    const through = play(open, [{ type: 'step', dir: 0 }, { type: 'step', dir: 0 }, { type: 'step', dir: 0 }]);
    expect(through.activation).toMatchObject({ stopped: false, spent: 3 });
    const shot = play(activate(st, 'a'), [{ type: 'fire', target: 'in', weapon: 0 }]);
    expect(shot.attack?.defense).toBe(7);
  });
  it('EX-3c forest: a target 2 squares deep is behind 2 forest squares (-2); at the edge, none', () => {
    const tiles = [{ tile: 'forest-3x3', at: { x: 4, y: 0 } }];
    const st = board([unit('a', 'US', 'us-rifle-squad', 0, 1), unit('deep', 'DE', 'de-grenadiers', 6, 1), unit('edge', 'DE', 'de-grenadiers', 4, 2)], { tiles });
    const b = compileBoard(st.battlefield);
    expect(sightBetween(st, b, st.units[0]!, st.units[1]!).penalty).toBe(2);
    expect(sight(b, 0, 2, 4, 2, () => false).penalty).toBe(0);
  });
  it('EX-3d defensive position: no line-of-sight penalty, +2 defence, Opportunity Fire for its unit', () => {
    const tiles = [{ tile: 'sandbags-2x1', at: { x: 3, y: 1 } }];
    const st = board([unit('a', 'US', 'us-rifle-squad', 0, 1), unit('t', 'DE', 'de-grenadiers', 6, 1), unit('in', 'DE', 'de-grenadiers', 3, 1)], { tiles });
    const b = compileBoard(st.battlefield);
    expect(sight(b, 0, 1, 6, 1, () => false).penalty).toBe(0);
    const shot = play(activate(st, 'a'), [{ type: 'fire', target: 'in', weapon: 0 }]);
    expect(shot.attack?.defense).toBe(8);
  });
  it('EX-3e building: blocks a line through it; infantry inside (on an opening) gets +2 defence', () => {
    const tiles = [{ tile: 'house-2x2', at: { x: 3, y: 0 } }];
    const st = board([unit('a', 'US', 'us-rifle-squad', 0, 1), unit('t', 'DE', 'de-grenadiers', 6, 1), unit('in', 'DE', 'de-grenadiers', 3, 0)], { tiles });
    const b = compileBoard(st.battlefield);
    expect(sightBetween(st, b, st.units[0]!, st.units[1]!).blocked).toBe(true);
    const shot = play(activate(st, 'a'), [{ type: 'fire', target: 'in', weapon: 0 }]);
    expect(shot.attack?.defense).toBe(8);
  });
});

describe('Special fire (HoN p.14-15)', () => {
  it('T54 Suppressive Fire doubles the bonus: +2 -> +4; DEF 6, die 3 -> 7 > 6: 1 Suppressed, no damage; die 6 vs DEF 5 -> 10: 2; exactly 6 vs 6: none (L1323)', () => {
    // A .30 cal (ATK yellow +3) is our stand-in; a card bonus of -1 is not possible, so +3 -> +6 and the dice change to match.
    const mk = (target: string, counter: string) => activate(board([unit('a', 'US', 'us-30cal', 5, 10), unit(target, 'DE', counter, 5, 5)]), 'a');
    const s = mk('t', 'de-grenadiers'); // DEF 6
    expect(game.legalMoves(s)).toContainEqual({ type: 'fire', target: 't', weapon: 0, mode: 'suppressive' });
    const one = play(s, [{ type: 'fire', target: 't', weapon: 0, mode: 'suppressive' }, { type: 'die', face: 1 }]);
    // 1 + 6 = 7 > 6: one marker, no hit.
    expect(u(one, 't')).toMatchObject({ suppressed: 1, side: 0 });
    const two = play(mk('t', 'de-volksgrenadiers'), [{ type: 'fire', target: 't', weapon: 0, mode: 'suppressive' }, { type: 'die', face: 4 }]);
    // 4 + 6 = 10 >= 2 x 5.
    expect(u(two, 't')).toMatchObject({ suppressed: 2, side: 0 });
    // A firer with 1 Suppressed: +6 - 2 = +4 (penalties are not doubled [A29]); die 2 makes exactly 6: no effect.
    const tired = activate(board([unit('a', 'US', 'us-30cal', 5, 10, { suppressed: 1 }), unit('t', 'DE', 'de-grenadiers', 5, 5)]), 'a');
    const none = play(tired, [{ type: 'fire', target: 't', weapon: 0, mode: 'suppressive' }]);
    expect(none.attack?.attackMod).toBe(4);
    expect(u(play(none, [{ type: 'die', face: 2 }]), 't').suppressed).toBe(0);
  });
  it('T58 Sniper: the table on the die modified by obstacles, terrain defence ignored; infantry targets only (L1300-1309)', () => {
    const tiles = [{ tile: 'thicket-2x2', at: { x: 5, y: 6 } }];
    // The line from (5,10) to (5,4) crosses the thicket squares (5,7) and (5,6): -2.
    const mk = () => activate(board([unit('s', 'US', 'us-sniper', 5, 10), unit('t', 'DE', 'de-grenadiers', 5, 4), unit('v', 'DE', 'de-kubelwagen', 9, 9)], { tiles }), 's');
    expect(game.legalMoves(mk()).some((m) => m.type === 'fire' && m.target === 'v')).toBe(false);
    const hit = play(mk(), [{ type: 'fire', target: 't', weapon: 0 }, { type: 'die', face: 6 }]);
    // 6 - 2 = 4: a hit.
    expect(u(hit, 't')).toMatchObject({ side: 1, suppressed: 0 });
    const sup = play(mk(), [{ type: 'fire', target: 't', weapon: 0 }, { type: 'die', face: 4 }]);
    // 4 - 2 = 2: Suppressed.
    expect(u(sup, 't')).toMatchObject({ side: 0, suppressed: 1 });
    const open = activate(board([unit('s', 'US', 'us-sniper', 5, 10), unit('t', 'DE', 'de-grenadiers', 5, 4)]), 's');
    const both = play(open, [{ type: 'fire', target: 't', weapon: 0 }, { type: 'die', face: 6 }]);
    expect(u(both, 't')).toMatchObject({ side: 1, suppressed: 1 });
  });
  it('T62 Tiro Agghiacciante: a miss still puts 1 Suppressed on the target (L1185)', () => {
    const s = activate(board([unit('h', 'DE', 'de-feldwebel-hero', 5, 2), unit('t', 'US', 'us-rifle-squad', 5, 6)]), 'h');
    const missed = play(s, [{ type: 'fire', target: 't', weapon: 0 }, { type: 'die', face: 1 }]);
    // 1 + 3 = 4 < 6: a miss.
    expect(u(missed, 't')).toMatchObject({ side: 0, suppressed: 1 });
  });
});

describe('Fire on the Move (HoN p.7 L464, p.14 L1177-1179)', () => {
  it('T40 a vehicle moves 2, fires its MG (Fire on the Move -1: die 4 + 3 - 1 = 6) and moves on; its main gun cannot fire; Ace Driver cancels the penalty', () => {
    const units = [unit('s', 'US', 'us-sherman', 5, 10, { facing: 2, group: 'US.t0' }), unit('i', 'DE', 'de-grenadiers', 5, 3), unit('t', 'DE', 'de-panzer-iv', 9, 3)];
    const moved = play(activate(board(units), 's'), [{ type: 'step', dir: 2 }, { type: 'step', dir: 2 }]);
    const fires = game.legalMoves(moved).filter((m) => m.type === 'fire');
    expect(fires.every((m) => m.type === 'fire' && m.weapon === 1)).toBe(true);
    expect(fires).toContainEqual({ type: 'fire', target: 'i', weapon: 1 });
    const shot = play(moved, [{ type: 'fire', target: 'i', weapon: 1 }]);
    expect(shot.attack?.attackMod).toBe(2);
    const after = play(shot, [{ type: 'die', face: 4 }]);
    expect(u(after, 'i').side).toBe(1);
    expect(after.activation).toMatchObject({ unit: 's', stage: 'moving' });
    expect(game.legalMoves(after).map((m) => m.type)).toContain('step');
    const ace: State = { ...board(units), groups: [{ key: 'US.t0.s0', owner: 'US', breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['aceDriver'], wide: false, markers: 0 }] };
    const aceShot = play(activate(ace, 's'), [{ type: 'step', dir: 2 }, { type: 'fire', target: 'i', weapon: 1 }]);
    expect(aceShot.attack?.attackMod).toBe(3);
  });
});

describe('Positive Waves and Sostituto (HoN p.15 L1284-1286, L1311-1315)', () => {
  it('T45 the attacker rolls two location dice (6, 1) and the owner of the Positive Waves vehicle picks 1: Crew', () => {
    const s = activate(board([unit('a', 'DE', 'de-panzer-iv', 9, 5, { facing: 4 }), unit('t', 'US', 'us-sherman-hero', 5, 5, { facing: 2 })]), 'a');
    let r = play(s, [{ type: 'fire', target: 't', weapon: 0 }, { type: 'die', face: 4 }]);
    expect(r.attack?.stage).toBe('damage');
    expect(game.chanceOutcomes(r)).toHaveLength(36);
    r = play(r, [{ type: 'two-dice', first: 6, second: 1 }]);
    expect(game.actor(r)).toEqual({ kind: 'player', player: 'US' });
    expect(game.legalMoves(r)).toEqual([{ type: 'choose-die', face: 6 }, { type: 'choose-die', face: 1 }]);
    r = play(r, [{ type: 'choose-die', face: 1 }]);
    expect(u(r, 't').damage).toEqual(['crew']);
  });
  it('T63 a hit on a red-border MG may go to a Sostituto within 2 squares; one at 3 may not; never after a lost Assault', () => {
    const mk = (sx: number) =>
      activate(board([unit('a', 'US', 'us-rifle-squad', 5, 10), unit('mg', 'DE', 'de-mg42', 5, 4), unit('sub', 'DE', 'de-volksgrenadiers', sx, 4)]), 'a');
    let s = play(mk(7), [{ type: 'fire', target: 'mg', weapon: 0 }, { type: 'die', face: 6 }]);
    expect(s.attack?.stage).toBe('substitute');
    expect(game.legalMoves(s)).toEqual([{ type: 'substitute', unit: 'sub' }, { type: 'hold' }]);
    s = play(s, [{ type: 'substitute', unit: 'sub' }]);
    expect(u(s, 'mg').side).toBe(0);
    expect(u(s, 'sub').side).toBe(1);
    const far = play(mk(8), [{ type: 'fire', target: 'mg', weapon: 0 }, { type: 'die', face: 6 }]);
    expect(u(far, 'mg').side).toBe(1);
    const assault = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('mg', 'DE', 'de-mg42', 6, 5), unit('sub', 'DE', 'de-volksgrenadiers', 7, 7)]), 'a');
    const lost = play(assault, [{ type: 'assault', target: 'mg' }, { type: 'assault-dice', attacker: 6, defender: 1 }]);
    expect(u(lost, 'mg').side).toBe(1);
    expect(u(lost, 'sub').side).toBe(0);
  });
});

describe('Raffica (HoN p.15 L1246-1250)', () => {
  it('T59 ATK +3 split +2/+1 between two infantry targets 2 squares apart in sight: two separate rolls; 3 apart or mixed with a vehicle: not offered', () => {
    const mk = (bx: number, vehicle = false) =>
      activate(board([unit('m', 'US', 'us-30cal', 5, 10), unit('A', 'DE', 'de-grenadiers', 5, 5), unit('B', 'DE', vehicle ? 'de-kubelwagen' : 'de-grenadiers', bx, 5)]), 'm');
    const s = mk(7);
    const moves = game.legalMoves(s).filter((m) => m.type === 'raffica');
    expect(moves).toContainEqual({ type: 'raffica', shots: [{ target: 'A', bonus: 2 }, { target: 'B', bonus: 1 }] });
    expect(moves).toContainEqual({ type: 'raffica', shots: [{ target: 'A', bonus: 1 }, { target: 'B', bonus: 2 }] });
    let r = play(s, [{ type: 'raffica', shots: [{ target: 'A', bonus: 2 }, { target: 'B', bonus: 1 }] }]);
    expect(r.attack).toMatchObject({ target: 'A', attackMod: 2, mode: 'raffica' });
    r = play(r, [{ type: 'die', face: 4 }]);
    // 4 + 2 = 6 >= 6: A flips; then B's own roll at +1.
    expect(u(r, 'A').side).toBe(1);
    expect(r.attack).toMatchObject({ target: 'B', attackMod: 1 });
    r = play(r, [{ type: 'die', face: 4 }]);
    expect(u(r, 'B').side).toBe(0);
    expect(r.attack).toBeNull();
    expect(game.legalMoves(mk(8)).some((m) => m.type === 'raffica')).toBe(false);
    expect(game.legalMoves(mk(7, true)).some((m) => m.type === 'raffica')).toBe(false);
  });
});

describe('Guardian (HoN p.13 L1049-1051)', () => {
  it('+1 to the defence a terrain element gives; nothing on open ground', () => {
    const guardian: State['groups'][number] = { key: 'DE.t1.s0', owner: 'DE', breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['guardian'], wide: true, markers: 0 };
    const tiles = [{ tile: 'thicket-2x2', at: { x: 5, y: 4 } }];
    const st: State = { ...board([unit('a', 'US', 'us-rifle-squad', 5, 10), unit('in', 'DE', 'de-grenadiers', 5, 5), unit('out', 'DE', 'de-grenadiers', 8, 8)], { tiles }), groups: [guardian] };
    expect(play(activate(st, 'a'), [{ type: 'fire', target: 'in', weapon: 0 }]).attack?.defense).toBe(8);
    expect(play(activate(st, 'a'), [{ type: 'fire', target: 'out', weapon: 0 }]).attack?.defense).toBe(6);
  });
});

describe('Obstacles on an edge (HoN p.9 L657)', () => {
  it('T37 an edge obstacle spares a firer in a square beside it; a target beside it still gets its cover (review finding 2)', () => {
    const field = { width: 10, height: 3, tiles: [], edges: [{ x: 3, y: 1, dir: 0 as const, obstacle: 1 }], provenance: { kind: 'stand-in' as const } };
    const b = compileBoard(field);
    expect(sight(b, 3, 1, 7, 1, () => false).penalty).toBe(0);
    expect(sight(b, 0, 1, 4, 1, () => false).penalty).toBe(1);
    expect(sight(b, 0, 1, 7, 1, () => false)).toEqual({ blocked: false, penalty: 1, clear: false });
  });
});

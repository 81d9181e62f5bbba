import { describe, expect, it } from 'vitest';
import { game, scenarios, ScenarioSchema, type Move, type State } from '../../src/index.js';
import { CounterSchema } from '../../src/data/schemas.js';
import { ROSTER } from '../../src/data/roster.js';
import { canFireFrom, inFireArc } from '../../src/combat/fire.js';
import { compileBoard } from '../../src/map/board.js';
import { unitAt } from '../../src/units.js';
import { cellsOf } from '../../src/vehicles/footprint.js';
import { renderSvg } from '../../src/present/index.js';
import { unitsUnder } from '../../src/combat/aoe.js';
import { activate, board, play, randomGames, u, unit } from '../fixtures.js';

const far = () => unit('far', 'US', 'us-rifle-squad', 19, 19);
const moves = (s: State, type: Move['type']) => game.legalMoves(s).filter((m) => m.type === type);

describe('2-space vehicles (HoN p.6 L366-384, p.7 L476-486)', () => {
  it('3.1 a vehicle counter may occupy two spaces, an infantry counter never (L368)', () => {
    const panther = ROSTER['de-panther']!;
    expect(panther.footprint).toBe(2);
    expect(CounterSchema.safeParse({ ...panther, footprint: 2 }).success).toBe(true);
    const infantry = ROSTER['de-grenadiers']!;
    expect(CounterSchema.safeParse({ ...infantry, footprint: 2 }).success).toBe(false);
    expect(CounterSchema.safeParse({ ...panther, footprint: 3 }).success).toBe(false);
  });

  it('occupies its front space and the one behind it, facing along a row or diagonally (L368, L376)', () => {
    expect(cellsOf(unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }))).toEqual([{ x: 5, y: 5 }, { x: 4, y: 5 }]);
    // Facing north-east it occupies ONLY the two diagonal spaces (L376).
    expect(cellsOf(unit('p', 'DE', 'de-panther', 5, 5, { facing: 1 }))).toEqual([{ x: 5, y: 5 }, { x: 4, y: 6 }]);
    const s = activate(board([unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }), unit('a', 'US', 'us-rifle-squad', 3, 5)]), 'a');
    expect(unitAt(s, 4, 5)?.id).toBe('p');
    // Infantry never enters a vehicle's space, its rear included (L356, review finding 1).
    expect(moves(s, 'step')).not.toContainEqual({ type: 'step', dir: 0 });
  });

  it('its rear space blocks lines as the vehicle does (L474, [A8])', () => {
    // Facing east on (5,5)-(4,5): a US squad at (4,2) and a German squad at (4,8) see each other only through the rear space.
    const s = activate(board([unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }), unit('a', 'US', 'us-rifle-squad', 4, 2), unit('g', 'DE', 'de-grenadiers', 4, 8)]), 'a');
    expect(moves(s, 'fire')).not.toContainEqual({ type: 'fire', target: 'g', weapon: 0 });
    const moved = activate(board([unit('p', 'DE', 'de-panther', 6, 5, { facing: 0 }), unit('a', 'US', 'us-rifle-squad', 4, 2), unit('g', 'DE', 'de-grenadiers', 4, 8)]), 'a');
    expect(moves(moved, 'fire')).toContainEqual({ type: 'fire', target: 'g', weapon: 0 });
  });

  it('T15 forward counted from the front with a free 45-degree turn; reverse counted from the rear (L370-372)', () => {
    let s = activate(board([unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }), far()]), 'p');
    s = play(s, [{ type: 'step', dir: 0 }]);
    expect(cellsOf(u(s, 'p'))).toEqual([{ x: 6, y: 5 }, { x: 5, y: 5 }]);
    s = play(s, [{ type: 'step', dir: 1 }]);
    expect(u(s, 'p')).toMatchObject({ x: 7, y: 4, facing: 1 });
    expect(cellsOf(u(s, 'p'))[1]).toEqual({ x: 6, y: 5 });
    expect(s.activation?.spent).toBe(2);
    const back = play(activate(board([unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }), far()]), 'p'), [{ type: 'step', dir: 4 }]);
    expect(u(back, 'p')).toMatchObject({ x: 4, y: 5, facing: 0 });
    expect(cellsOf(u(back, 'p'))[1]).toEqual({ x: 3, y: 5 });
    // The rear moves first in reverse: a vehicle behind it stops it, not one ahead.
    const blocked = activate(board([unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }), unit('j', 'DE', 'de-kubelwagen', 3, 5), far()]), 'p');
    expect(moves(blocked, 'step')).not.toContainEqual({ type: 'step', dir: 4 });
    expect(moves(blocked, 'step')).toContainEqual({ type: 'step', dir: 0 });
  });

  it('in reverse it enters by its rear: a Culling Hedgerow Cutter lays its Passage marker there (L372, HoN p.10 L816)', () => {
    // A US-owned Panther (a test piece) facing north on (10,9)-(10,10) backs south through a hedgerow on (10..13, 11).
    const s0 = {
      ...board([unit('v', 'US', 'de-panther', 10, 9, { facing: 2, group: 'US.t0.s1' }), unit('e', 'DE', 'de-grenadiers', 1, 1)], { tiles: [{ tile: 'hedgerow-4x1', at: { x: 10, y: 11 } }] }),
      groups: [{ key: 'US.t0.s1', owner: 'US' as const, breakPoint: 1, vp: 5, lost: 0, broken: false, stars: 0, grants: ['cullingHedgerowCutter'], wide: false, markers: 2 }],
    };
    const r = game.resolve(activate(s0, 'v'), { type: 'step', dir: 6 });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(cellsOf(u(r.state, 'v'))).toEqual([{ x: 10, y: 10 }, { x: 10, y: 11 }]);
      expect(r.events).toContainEqual(expect.objectContaining({ type: 'passage', x: 10, y: 11 }));
    }
  });

  it('turns in place on its front space at 1 MP per 45 degrees, the rear swinging into an open space (L372)', () => {
    const s = activate(board([unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }), unit('j', 'DE', 'de-kubelwagen', 4, 6), far()]), 'p');
    // Facing north-east the rear would be (4,6), where the Kübelwagen stands.
    expect(moves(s, 'turn')).toEqual([{ type: 'turn', facing: 7 }]);
    const turned = play(s, [{ type: 'turn', facing: 7 }]);
    expect(cellsOf(u(turned, 'p'))).toEqual([{ x: 5, y: 5 }, { x: 4, y: 4 }]);
    expect(turned.activation?.spent).toBe(1);
  });

  it('may not end diagonally when a side space of its 2 x 2 block is inaccessible (L380, [A4])', () => {
    // A hedgerow (closed to vehicles) on (2..5, 4): after a step north-east the Panther spans (6,4)-(5,5), side spaces (5,4) and (6,5).
    const tiles = [{ tile: 'hedgerow-4x1', at: { x: 2, y: 4 } }];
    const s = activate(board([unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }), far()], { tiles }), 'p');
    expect(moves(s, 'step')).toContainEqual({ type: 'step', dir: 1 });
    const diagonal = play(s, [{ type: 'step', dir: 1 }]);
    // It may go on (turn onto the open side, or step), but not stop there.
    expect(moves(diagonal, 'stop')).toEqual([]);
    expect(moves(diagonal, 'turn')).toContainEqual({ type: 'turn', facing: 2 });
    expect(moves(play(diagonal, [{ type: 'turn', facing: 2 }]), 'stop')).toEqual([{ type: 'stop' }]);
    // With its last MP the step north-east would leave it there: refused; straight on is fine.
    const last = { ...s, activation: { ...s.activation!, spent: 4 } };
    expect(moves(last, 'step')).not.toContainEqual({ type: 'step', dir: 1 });
    expect(moves(last, 'step')).toContainEqual({ type: 'step', dir: 0 });
  });

  it('ending over two friendly infantry units, each is moved off by its owner in turn (L380-384)', () => {
    const units = [unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }), unit('g1', 'DE', 'de-grenadiers', 6, 5), unit('g2', 'DE', 'de-grenadiers', 7, 5), far()];
    const s = play(activate(board(units), 'p'), [{ type: 'step', dir: 0 }, { type: 'step', dir: 0 }, { type: 'stop' }]);
    expect(cellsOf(u(s, 'p'))).toEqual([{ x: 7, y: 5 }, { x: 6, y: 5 }]);
    const first = s.displace!;
    expect(['g1', 'g2']).toContain(first);
    const r1 = moves(s, 'relocate')[0]!;
    const s2 = play(s, [r1]);
    const second = s2.displace!;
    expect(second).toBe(first === 'g1' ? 'g2' : 'g1');
    const s3 = play(s2, [moves(s2, 'relocate')[0]!]);
    expect(s3.displace).toBeNull();
    for (const id of ['g1', 'g2']) expect(cellsOf(u(s3, 'p'))).not.toContainEqual({ x: u(s3, id).x, y: u(s3, id).y });
  });

  it('fires from the centre of either of its spaces (L478); a hull weapon only within its fire arc (L494-496)', () => {
    // Facing east on (5,5)-(4,5); a hedgerow on (5..8, 7) hides the target at (4,10) from the front space only.
    const tiles = [{ tile: 'hedgerow-4x1', at: { x: 5, y: 7 } }];
    const s = activate(board([unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }), unit('t', 'US', 'us-rifle-squad', 4, 10)], { tiles }), 'p');
    const fire = moves(s, 'fire');
    expect(fire).toContainEqual({ type: 'fire', target: 't', weapon: 0, from: 1, at: 0 });
    expect(fire).not.toContainEqual({ type: 'fire', target: 't', weapon: 0, from: 0, at: 0 });
    // The hull machine gun (90 degrees ahead) cannot turn to a target south of the vehicle.
    expect(fire.filter((m) => m.type === 'fire' && m.weapon === 1)).toEqual([]);
    const b = compileBoard(s.battlefield);
    const check = canFireFrom(s, b, { ...u(s, 'p'), x: 4 }, 1, u(s, 't'));
    expect(check).toMatchObject({ ok: false, rule: 'HoN p.7 L494-496' });
    const ahead = activate(board([unit('p', 'DE', 'de-panther', 5, 5, { facing: 0 }), unit('t', 'US', 'us-rifle-squad', 9, 7)]), 'p');
    expect(moves(ahead, 'fire')).toContainEqual({ type: 'fire', target: 't', weapon: 1, from: 0, at: 0 });
  });

  it('fire arcs of 90, 180 and 270 degrees about the facing, the edge inside (L494-496)', () => {
    expect(inFireArc(360, 0, -5, 0)).toBe(true);
    expect(inFireArc(90, 0, 3, 3)).toBe(true);
    expect(inFireArc(90, 0, 3, 4)).toBe(false);
    expect(inFireArc(180, 0, 0, 5)).toBe(true);
    expect(inFireArc(180, 0, -1, 5)).toBe(false);
    expect(inFireArc(270, 0, -3, 3)).toBe(true);
    expect(inFireArc(270, 0, -5, 1)).toBe(false);
    // Facing north-east, ahead is up and to the right.
    expect(inFireArc(90, 1, 4, -4)).toBe(true);
    expect(inFireArc(90, 1, -4, 4)).toBe(false);
  });

  it('T39 a shot at a 2-space heavy vehicle aims at either space; the attacker takes the lower defence (L482-486, [A7])', () => {
    // The Panther (front 9, side 6, rear 5) faces south on (8,5)-(8,4); a Sherman at (10,3) behind its flank.
    const units = [unit('s', 'US', 'us-sherman', 10, 3, { facing: 4 }), unit('p', 'DE', 'de-panther', 8, 5, { facing: 6 })];
    const s = activate(board(units), 's');
    const fire = moves(s, 'fire').filter((m) => m.type === 'fire' && m.weapon === 0);
    expect(fire).toEqual([
      { type: 'fire', target: 'p', weapon: 0, from: 0, at: 0 },
      { type: 'fire', target: 'p', weapon: 0, from: 0, at: 1 },
    ]);
    // Aimed at the front space the line meets the rear corner: min(rear 5, side 6) = 5; at the rear space, the side: 6.
    expect(play(s, [fire[0]!]).attack?.defense).toBe(5);
    expect(play(s, [fire[1]!]).attack?.defense).toBe(6);
  });

  it('deploys with its rear space inside the zone, on open terrain and free (L266, L368)', () => {
    const base = scenarios['free-skirmish-armour']!;
    expect(game.setup(base).ok).toBe(true);
    const outside = ScenarioSchema.parse({
      ...base,
      deployment: { ...base.deployment, DE: base.deployment.DE.map((d) => (d.unit === 't0.s1.0' ? { ...d, y: 2, facing: 2 } : d)) },
    });
    const r = game.setup(outside);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('HoN p.4 L266');
  });

  it('the armour scenario plays to the end with random bots, its Panther moving and firing from either space', () => {
    const seen = new Set<string>();
    const finals = randomGames('free-skirmish-armour', 6, (m, s) => {
      if (m.type === 'fire' && m.from !== undefined) seen.add(`from${m.from}at${m.at}`);
      if (m.type === 'step' && s.activation?.unit === 'DE.t0.s1.0') seen.add('panther-step');
    });
    for (const s of finals) expect(game.actor(s).kind).toBe('terminal');
    expect(seen).toContain('panther-step');
    expect([...seen].some((k) => k.startsWith('from'))).toBe(true);
  });

  it('T46 a 2-space vehicle partly under an interspace marker suffers it (L546, L368)', () => {
    // Facing east on (11,10)-(10,10): the interspace (10,10) touches (9,9), (10,9), (9,10) and (10,10).
    const s = board([unit('p', 'DE', 'de-panther', 11, 10, { facing: 0 }), unit('q', 'DE', 'de-panther', 13, 10, { facing: 0 }), far()]);
    expect(unitsUnder(s, compileBoard(s.battlefield), { px: 10, py: 10 }).map((x) => x.id)).toEqual(['p']);
  });

  it('the board picture draws a 2-space vehicle over both its spaces (L368)', () => {
    const init = game.setup(scenarios['free-skirmish-armour']!);
    if (!init.ok) throw new Error(init.error.message);
    const svg = renderSvg(game.view(init.state, 'US'));
    expect(svg.match(/class="rear"/g)?.length).toBe(1);
    // The Panther faces south with its front on (8,1): its rear square (8,0) is drawn one square above.
    const plain = renderSvg(game.view(scenarioWithout(init.state), 'US'));
    expect(plain.match(/class="rear"/g)).toBeNull();
  });
});

function scenarioWithout(s: State): State {
  return { ...s, units: s.units.filter((x) => x.counter !== 'de-panther') };
}

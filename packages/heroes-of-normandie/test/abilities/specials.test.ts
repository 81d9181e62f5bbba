import { describe, expect, it } from 'vitest';
import { Rng } from '@esagono/kernel';
import { determinize, game, ROSTER, scenarios, ScenarioSchema, type State } from '../../src/index.js';
import { HIDDEN_COUNTER } from '../../src/view.js';
import { INFILTRATED_SCOUT } from '../../src/setup/build.js';
import { activate, board, play, u, unit } from '../fixtures.js';

const group = (key: string, owner: 'US' | 'DE', breakPoint: number) => ({ key, owner, breakPoint, vp: 10, lost: 0, broken: false, stars: 0, grants: [], wide: false, markers: 0 });
const forest = [{ tile: 'forest-3x3', at: { x: 0, y: 0 } }];

describe('Tricky: Stratagem decoys (HoN p.12 L979-985)', () => {
  it('a decoy takes an Order like any unit but stays still: its activation is only a pass (L985)', () => {
    const s = activate(board([unit('d', 'US', 'us-stratagem', 1, 1, { hidden: true }), unit('e', 'DE', 'de-grenadiers', 12, 12)], { tiles: forest }), 'd');
    expect(game.legalMoves(s)).toEqual([{ type: 'pass' }]);
  });

  it('identified by the Imboscata reveal test, it is removed: no Break Point, no victory points (L983, [A42])', () => {
    const st: State = { ...board([unit('d', 'US', 'us-stratagem', 2, 2, { hidden: true, group: 'US.t0.s0' }), unit('r', 'US', 'us-rifle-squad', 9, 9), unit('e', 'DE', 'de-grenadiers', 2, 15)]), groups: [group('US.t0.s0', 'US', 1)] };
    const r = game.resolve(activate(st, 'e'), { type: 'pass' });
    if (!r.ok) throw new Error('pass refused');
    expect(r.events.map((e) => e.type)).toContain('stratagem-identified');
    expect(u(r.state, 'd')).toMatchObject({ alive: false, hidden: false });
    expect(r.state.groups[0]).toMatchObject({ lost: 0, broken: false });
    expect(r.state.sides.DE.vp).toBe(0);
  });

  it('a player left with decoys only has no units (L272)', () => {
    const st = board([unit('d', 'US', 'us-stratagem', 1, 1, { hidden: true }), unit('e', 'DE', 'de-grenadiers', 12, 12)], { tiles: forest });
    const r = game.resolve(activate(st, 'e'), { type: 'pass' });
    expect(r.ok && r.state.result).toEqual({ winner: 'DE', reason: 'no units left' });
  });

  it('a Stratagem deploys on its secret face only (L981)', () => {
    const base = scenarios['free-skirmish-specials']!;
    const sc = ScenarioSchema.parse({ ...base, deployment: { ...base.deployment, US: base.deployment.US.map((d) => (d.unit === 't0.s0.0' ? { ...d, face: undefined } : d)) } });
    const r = game.setup(sc);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('HoN p.12 L981');
  });
});

describe('Goliath (HoN p.10 L838-842)', () => {
  it('enters an enemy space, its move then ends with its detonation; the unit there is attacked and the Goliath removed (L840-842)', () => {
    // Another German unit keeps the game going once the Goliath is gone (L272).
    let s = activate(board([unit('g', 'DE', 'de-goliath', 5, 5, { facing: 6 }), unit('e', 'US', 'us-rifle-squad', 5, 7), unit('k', 'DE', 'de-grenadiers', 15, 15)]), 'g');
    expect(game.legalMoves(s)).toContainEqual({ type: 'detonate' });
    s = play(s, [{ type: 'step', dir: 6 }, { type: 'step', dir: 6 }]);
    expect([u(s, 'g').x, u(s, 'g').y]).toEqual([5, 7]);
    expect(game.legalMoves(s)).toEqual([{ type: 'detonate' }]);
    s = play(s, [{ type: 'detonate' }]);
    expect(u(s, 'g')).toMatchObject({ alive: false, wreck: false });
    expect(s.attack).toMatchObject({ target: 'e', marker: 'goliath', defense: 6 });
    // The stand-in charge: +4 against infantry; die 2 + 4 = 6 >= 6, a hit (the squad flips).
    s = play(s, [{ type: 'die', face: 2 }]);
    expect(u(s, 'e').side).toBe(1);
    expect(s.activation).toBeNull();
  });

  it('against a heavy vehicle the side defence counts (L842)', () => {
    let s = activate(board([unit('g', 'DE', 'de-goliath', 5, 5, { facing: 6 }), unit('t', 'US', 'us-sherman', 5, 6, { facing: 6 }), unit('k', 'DE', 'de-grenadiers', 15, 15)]), 'g');
    s = play(s, [{ type: 'step', dir: 6 }, { type: 'detonate' }]);
    const def = ROSTER['us-sherman']!.sides[0].defense;
    expect(def.color).toBe('grey');
    if (def.color === 'grey') expect(s.attack?.defense).toBe(def.side);
  });

  it("a 2-space vehicle's rear space is its space too (HoN p.6 L368): entered there, it is attacked", () => {
    // A Panther (2 spaces: front (5,5), rear (4,5)) on the US side for the test; the Goliath comes from the south.
    let s = activate(board([unit('g', 'DE', 'de-goliath', 4, 7, { facing: 2 }), unit('p', 'US', 'de-panther', 5, 5, { facing: 0 }), unit('k', 'DE', 'de-grenadiers', 15, 15)]), 'g');
    s = play(s, [{ type: 'step', dir: 2 }, { type: 'step', dir: 2 }]);
    expect(game.legalMoves(s)).toEqual([{ type: 'detonate' }]);
    s = play(s, [{ type: 'detonate' }]);
    expect(s.attack?.target).toBe('p');
  });

  it('may blow up at the start of its move, and in a Supply-phase move (review finding 5: only Fire and Assault are barred, L604)', () => {
    const st = board([unit('g', 'DE', 'de-goliath', 5, 5, { facing: 6 }), unit('e', 'US', 'us-rifle-squad', 9, 9)]);
    const supply: State = { ...st, phase: 'supply', activation: { ...activate(st, 'g').activation!, supply: true } };
    expect(game.legalMoves(supply)).toContainEqual({ type: 'detonate' });
    expect(game.legalMoves(supply).some((m) => m.type === 'fire' || m.type === 'assault')).toBe(false);
  });
});

describe('Horn of Plenty (HoN p.11 L873-875)', () => {
  it('a mortar within 2 spaces of it fires a green marker instead of a blue one; at 3, blue', () => {
    const near = play(activate(board([unit('m', 'DE', 'de-mortar', 5, 2), unit('h', 'DE', 'de-horn-of-plenty', 7, 2), unit('t', 'US', 'us-rifle-squad', 5, 9)]), 'm'), [{ type: 'aoe-fire', px: 5, py: 9 }]);
    expect(near.attack?.marker).toBe('green');
    const far = play(activate(board([unit('m', 'DE', 'de-mortar', 5, 2), unit('h', 'DE', 'de-horn-of-plenty', 8, 2), unit('t', 'US', 'us-rifle-squad', 5, 9)]), 'm'), [{ type: 'aoe-fire', px: 5, py: 9 }]);
    expect(far.attack?.marker).toBe('blue');
  });
  it('deploys as an Esploratore 3 unit (L875)', () => {
    expect(ROSTER['de-horn-of-plenty']!.sides[0].abilities).toContainEqual({ id: 'scout', value: 3 });
  });
});

describe('Infiltrated: Esploratore for the units of its tile (HoN p.13 L1063-1065)', () => {
  const base = scenarios['free-skirmish-specials']!;
  const at = (unitId: string, x: number, y: number) =>
    game.setup(ScenarioSchema.parse({ ...base, deployment: { ...base.deployment, DE: base.deployment.DE.map((d) => (d.unit === unitId ? { ...d, x, y } : d)) } }));
  it(`a unit of the Infiltrated tile deploys up to ${INFILTRATED_SCOUT.value} spaces outside the zone (L1292), no further`, () => {
    // The DE zone is rows 0-2; (10, 4) is 2 outside and next to no objective.
    expect(at('t2.0', 10, 4).ok).toBe(true);
    const r = at('t2.0', 10, 5);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('HoN p.15 L1292');
  });
  it('a unit of another tile does not', () => {
    const r = at('t0.0', 10, 3);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('HoN p.4 L266');
  });
});

describe('determinize: hidden counters are public tokens with private identities (HoN p.14 L1125, p.12 L981)', () => {
  const st = (): State =>
    board(
      [
        unit('d', 'US', 'us-stratagem', 1, 1, { hidden: true, group: 'US.t0.s0' }),
        unit('r', 'US', 'us-rifle-squad', 1, 2, { hidden: true, group: 'US.t0', token: 2 }),
        unit('o', 'US', 'de-artillery-spotter', 2, 1, { hidden: true, suppressed: 1 }),
        unit('v', 'US', 'us-rifle-squad', 9, 9, { token: 1 }),
        unit('e', 'DE', 'de-grenadiers', 15, 15),
      ],
      { tiles: forest },
    );

  it("re-deals the opponent's hidden identities, keeps everything the player sees and the player's own units", () => {
    const s = st();
    const seen = new Map<string, Set<string>>();
    for (let seed = 1; seed <= 40; seed++) {
      const d = determinize(s, 'DE', new Rng(seed));
      expect(JSON.stringify(game.view(d, 'DE'))).toBe(JSON.stringify(game.view(s, 'DE')));
      const hidden = d.units.filter((x) => x.hidden);
      // The same identities, dealt among the same counters.
      expect(hidden.map((x) => `${x.counter}/${x.group}`).sort()).toEqual(['de-artillery-spotter/null', 'us-rifle-squad/US.t0', 'us-stratagem/US.t0.s0']);
      for (const x of hidden) (seen.get(x.id) ?? seen.set(x.id, new Set()).get(x.id)!).add(x.counter);
      // Public markers stay on their token.
      expect(u(d, 'o').suppressed).toBe(1);
      // The face-down Order numbers are re-dealt too; the rest of a visible unit stays.
      expect({ ...u(d, 'v'), token: 0 }).toEqual({ ...u(s, 'v'), token: 0 });
      expect(d.units.filter((x) => x.owner === 'DE')).toEqual(s.units.filter((x) => x.owner === 'DE'));
    }
    for (const id of ['d', 'r', 'o']) expect(seen.get(id)!.size).toBeGreaterThan(1);
    // Its own hidden units are no secret to their owner.
    expect(determinize(s, 'US', new Rng(3)).units.filter((x) => x.owner === 'US')).toEqual(s.units.filter((x) => x.owner === 'US'));
    expect(game.view(s, 'DE').state.units.find((x) => x.id === 'd')!.counter).toBe(HIDDEN_COUNTER);
  });

  it('the view shows the discard pile by its size only (Supply step 5, HoN p.8 L614)', () => {
    const s = st();
    const x: State = { ...s, sides: { ...s.sides, US: { ...s.sides.US, discards: 3, hand: ['us-rally'] } } };
    const v = game.view(x, 'DE');
    expect(v.state.sides.US).toMatchObject({ discards: 3, handSize: 1 });
    expect(JSON.stringify(v)).not.toContain('us-rally');
  });
});

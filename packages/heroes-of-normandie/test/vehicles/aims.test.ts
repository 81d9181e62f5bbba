import { describe, expect, it } from 'vitest';
import { game, type Move, type State } from '../../src/index.js';
import { startNext } from '../../src/sequence/flow.js';
import { describeMove, moveOdds } from '../../src/present/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';

// HoN p.7 L478: a 2-space firer may start its line from the centre of either of its spaces;
// L482: a shot at a 2-space vehicle may aim at the centre of either; L486: the attacker chooses,
// to meet the lower defence. Every shot is the firer's choice, whatever the path that fires it.

const listed = (s: State, type: Move['type']) => game.legalMoves(s).filter((m) => m.type === type);

function after(s: State, m: Move): State {
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('Opportunity Fire at a 2-space vehicle: the reacting player aims (HoN p.7 L478-486, p.9 L687-693)', () => {
  // A US bazooka in sandbags (an Opportunity Fire element, L689) at (10,3); the Panther (front 9,
  // side 6, rear 5) faces south and steps from (8,4)-(8,3) to (8,5)-(8,4), behind the bazooka's flank.
  const mk = () =>
    play(
      activate(
        board([unit('bz', 'US', 'us-bazooka', 10, 3, { token: 3 }), unit('p', 'DE', 'de-panther', 8, 4, { facing: 6, token: 1 })], {
          tiles: [{ tile: 'sandbags-2x1', at: { x: 10, y: 3 } }],
        }),
        'p',
      ),
      [{ type: 'step', dir: 6 }],
    );

  it('lists one Opportunity Fire move per space of the vehicle, each meeting its own defence', () => {
    const s = mk();
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    expect(listed(s, 'opportunity-fire')).toEqual([
      { type: 'opportunity-fire', unit: 'bz', target: 'p', from: 0, at: 0 },
      { type: 'opportunity-fire', unit: 'bz', target: 'p', from: 0, at: 1 },
    ]);
    // At the front space the line enters by the rear corner: min(rear 5, side 6) = 5 (L486, [A7]);
    // at the rear space, by the side: 6.
    const front = after(s, { type: 'opportunity-fire', unit: 'bz', target: 'p', from: 0, at: 0 });
    const rear = after(s, { type: 'opportunity-fire', unit: 'bz', target: 'p', from: 0, at: 1 });
    expect(front.attack).toMatchObject({ opportunity: true, defense: 5 });
    expect(rear.attack).toMatchObject({ opportunity: true, defense: 6 });
    // Bazooka +3 against grey: a 2 (total 5) hits at the front space, a location die follows (L524); at the rear space it misses.
    expect(play(front, [{ type: 'die', face: 2 }]).attack).toMatchObject({ stage: 'damage' });
    expect(play(rear, [{ type: 'die', face: 2 }]).attack).toBeNull();
  });

  it('refuses the shot that names no space, citing L478-486', () => {
    const r = game.resolve(mk(), { type: 'opportunity-fire', unit: 'bz', target: 'p' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('HoN p.7 L478-486');
  });

  it('the move says which space the shot is aimed at', () => {
    const s = mk();
    expect(describeMove(s, { type: 'opportunity-fire', unit: 'bz', target: 'p', from: 0, at: 1 })).toMatch(/at the rear space$/);
  });
});

describe('Barrage fire at a 2-space vehicle: the caller aims each shot (HoN p.7 L478-486, p.14 L1161-1165)', () => {
  // The T39 geometry: the Panther faces south on (8,5)-(8,4); a bazooka called by an Ordine di Sbarramento fires from (10,3).
  const mk = () =>
    startNext(
      board(
        [unit('S', 'US', 'us-mg-sergeant', 10, 6, { token: 1 }), unit('bz', 'US', 'us-bazooka', 10, 3, { facing: 4 }), unit('p', 'DE', 'de-panther', 8, 5, { facing: 6 })],
        { initiative: 'US' },
      ),
      [],
    );

  it('lists both aims, the front space meeting the rear corner (5), the rear space the side (6)', () => {
    const s = mk();
    expect(s.activation).toMatchObject({ unit: 'S', stage: 'barrage' });
    expect(listed(s, 'barrage-fire')).toEqual([
      { type: 'barrage-fire', unit: 'bz', target: 'p', from: 0, at: 0 },
      { type: 'barrage-fire', unit: 'bz', target: 'p', from: 0, at: 1 },
    ]);
    const r = game.resolve(s, { type: 'barrage-fire', unit: 'bz', target: 'p', from: 0, at: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.attack?.defense).toBe(6);
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ unit: 'bz', target: 'p', from: 0, at: 1 });
    expect(after(s, { type: 'barrage-fire', unit: 'bz', target: 'p', from: 0, at: 0 }).attack?.defense).toBe(5);
    // Bazooka +3 against grey: a 2 reaches the rear corner's 5, not the side's 6.
    const hit = play(after(s, { type: 'barrage-fire', unit: 'bz', target: 'p', from: 0, at: 0 }), [{ type: 'die', face: 2 }]);
    expect(hit.attack).toMatchObject({ stage: 'damage' });
    const miss = play(after(s, { type: 'barrage-fire', unit: 'bz', target: 'p', from: 0, at: 1 }), [{ type: 'die', face: 2 }]);
    expect(miss.attack).toBeNull();
  });

  it('refuses a barrage shot at it that names no space (L478-486)', () => {
    const r = game.resolve(mk(), { type: 'barrage-fire', unit: 'bz', target: 'p' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('HoN p.7 L478-486');
  });
});

describe('Raffica from and at 2-space vehicles: each shot names its spaces (HoN p.7 L478-486, p.15 L1246-1250)', () => {
  it('a 2-space firer: every shot may start from either space, and the space changes the long-range penalty (L490)', () => {
    // The M16 MGMC (ATK +4 against yellow) faces north on (5,5)-(5,6); grenadiers at (5,13) and (6,13):
    // 8 spaces from its front (-2 beyond 7, L490), 7 from its rear.
    const s = activate(board([unit('m', 'US', 'us-m16-mgmc', 5, 5, { facing: 2 }), unit('A', 'DE', 'de-grenadiers', 5, 13), unit('B', 'DE', 'de-grenadiers', 6, 13)]), 'm');
    const raffica = listed(s, 'raffica');
    const splitOf = (m: Move) => (m.type === 'raffica' ? m.shots.map((x) => x.bonus).join('/') : '');
    // 3 splits of +4 (1/3, 2/2, 3/1), each with 2 x 2 choices of space.
    expect(raffica).toHaveLength(12);
    expect(raffica.filter((m) => splitOf(m) === '2/2')).toEqual([
      { type: 'raffica', shots: [{ target: 'A', bonus: 2, from: 0, at: 0 }, { target: 'B', bonus: 2, from: 0, at: 0 }] },
      { type: 'raffica', shots: [{ target: 'A', bonus: 2, from: 0, at: 0 }, { target: 'B', bonus: 2, from: 1, at: 0 }] },
      { type: 'raffica', shots: [{ target: 'A', bonus: 2, from: 1, at: 0 }, { target: 'B', bonus: 2, from: 0, at: 0 }] },
      { type: 'raffica', shots: [{ target: 'A', bonus: 2, from: 1, at: 0 }, { target: 'B', bonus: 2, from: 1, at: 0 }] },
    ]);
    // From the front the first shot takes -2; the second, from the rear, none: each shot its own space.
    let r = play(s, [{ type: 'raffica', shots: [{ target: 'A', bonus: 2, from: 0, at: 0 }, { target: 'B', bonus: 2, from: 1, at: 0 }] }]);
    expect(r.attack).toMatchObject({ target: 'A', mode: 'raffica', attackMod: 0, fromY: 5 });
    r = play(r, [{ type: 'die', face: 1 }]);
    expect(r.attack).toMatchObject({ target: 'B', mode: 'raffica', attackMod: 2, fromY: 6 });
    const rear = play(s, [{ type: 'raffica', shots: [{ target: 'A', bonus: 2, from: 1, at: 0 }, { target: 'B', bonus: 2, from: 0, at: 0 }] }]);
    expect(rear.attack).toMatchObject({ target: 'A', attackMod: 2, fromY: 6 });
    // A die of 5: 5 + 0 misses the grenadiers' 6 from the front; 5 + 2 hits from the rear.
    expect(u(play(r, [{ type: 'die', face: 5 }]), 'B').side).toBe(1);
    expect(u(play(play(s, [{ type: 'raffica', shots: [{ target: 'A', bonus: 2, from: 0, at: 0 }, { target: 'B', bonus: 2, from: 1, at: 0 }] }]), [{ type: 'die', face: 5 }]), 'A').side).toBe(0);
    expect(u(play(rear, [{ type: 'die', face: 5 }]), 'A').side).toBe(1);
  });

  it('a 2-space target: the burst aims at either of its spaces, each at its own range', () => {
    // A German-owned M16 (a test piece) faces north on (5,12)-(5,13) beside a Kübelwagen at (6,12):
    // two light vehicles 1 apart. The US M16's +2 against purple splits +1/+1. From its front (5,5)
    // the German rear space (5,13) is 8 away (-2, L490); from its rear (5,6), 7.
    const s = activate(
      board([unit('m', 'US', 'us-m16-mgmc', 5, 5, { facing: 2 }), unit('v', 'DE', 'us-m16-mgmc', 5, 12, { facing: 2 }), unit('k', 'DE', 'de-kubelwagen', 6, 12)]),
      'm',
    );
    const raffica = listed(s, 'raffica');
    // 1 split, the German M16 with 2 x 2 choices and the Kübelwagen with 2.
    expect(raffica).toHaveLength(8);
    for (const at of [0, 1] as const) expect(raffica).toContainEqual({ type: 'raffica', shots: [{ target: 'v', bonus: 1, from: 0, at }, { target: 'k', bonus: 1, from: 0, at: 0 }] });
    const shotAt = (at: 0 | 1) => play(s, [{ type: 'raffica', shots: [{ target: 'v', bonus: 1, from: 0, at }, { target: 'k', bonus: 1, from: 0, at: 0 }] }]);
    // The German M16 at its front (7 away, +1) or its rear (8 away, +1 - 2); the Kübelwagen's roll after it.
    expect(shotAt(0).attack).toMatchObject({ target: 'v', attackMod: 1, queue: ['k'], aims: [{ from: 0, at: 0 }] });
    expect(shotAt(1).attack).toMatchObject({ target: 'v', attackMod: -1 });
    expect(play(shotAt(1), [{ type: 'die', face: 1 }]).attack).toMatchObject({ target: 'k', attackMod: 1 });
    // A 4 reaches the purple 5 at its front, not at its rear.
    expect(u(play(shotAt(0), [{ type: 'die', face: 4 }]), 'v').side).toBe(1);
    expect(u(play(shotAt(1), [{ type: 'die', face: 4 }]), 'v').side).toBe(0);
  });

  it('two targets are within 2 spaces of each other by the nearer space of a 2-space vehicle (L1250, [derived] from L368)', () => {
    // The German M16 on (5,12)-(5,13): a Kübelwagen at (6,15) is 3 from its front, 2 from its rear; at (6,16), 3 from both.
    const at = (y: number) =>
      activate(board([unit('m', 'US', 'us-m16-mgmc', 5, 5, { facing: 2 }), unit('v', 'DE', 'us-m16-mgmc', 5, 12, { facing: 2 }), unit('k', 'DE', 'de-kubelwagen', 6, y)]), 'm');
    expect(listed(at(15), 'raffica').length).toBeGreaterThan(0);
    expect(listed(at(16), 'raffica')).toEqual([]);
  });

  it('refuses a burst whose shot at a 2-space vehicle names no space (L478-486)', () => {
    const s = activate(
      board([unit('m', 'US', 'us-m16-mgmc', 5, 5, { facing: 2 }), unit('v', 'DE', 'us-m16-mgmc', 5, 12, { facing: 2 }), unit('k', 'DE', 'de-kubelwagen', 6, 12)]),
      'm',
    );
    const r = game.resolve(s, { type: 'raffica', shots: [{ target: 'v', bonus: 1 }, { target: 'k', bonus: 1, from: 0, at: 0 }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('HoN p.7 L478-486');
  });
});

describe('the odds before an aimed shot read the spaces chosen (HoN p.7 L478-486, L490)', () => {
  it('a burst from the front space shows the long-range penalty, from the rear none, and nothing unexplained', () => {
    const s = activate(board([unit('m', 'US', 'us-m16-mgmc', 5, 5, { facing: 2 }), unit('A', 'DE', 'de-grenadiers', 5, 13), unit('B', 'DE', 'de-grenadiers', 6, 13)]), 'm');
    const front = moveOdds(s, { type: 'raffica', shots: [{ target: 'A', bonus: 2, from: 0, at: 0 }, { target: 'B', bonus: 2, from: 1, at: 0 }] })!;
    const rear = moveOdds(s, { type: 'raffica', shots: [{ target: 'A', bonus: 2, from: 1, at: 0 }, { target: 'B', bonus: 2, from: 0, at: 0 }] })!;
    expect(front.terms).toContainEqual({ label: 'long range (8 squares)', value: '-2', rule: 'HoN p.7 L490' });
    expect(rear.terms.some((t) => t.label.startsWith('long range'))).toBe(false);
    // The burst's share (+2) is all that is left to explain in either.
    for (const o of [front, rear]) expect(o.terms).toContainEqual({ label: 'burst share and other modifiers', value: '+2', rule: 'HoN p.15 L1248' });
  });
});

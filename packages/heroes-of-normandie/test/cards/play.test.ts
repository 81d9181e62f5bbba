import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { supplyMover } from '../../src/sequence/flow.js';
import { activate, board, play, u, unit } from '../fixtures.js';

const withHand = (s: State, p: 'US' | 'DE', hand: string[]): State => ({ ...s, sides: { ...s.sides, [p]: { ...s.sides[p], hand } } });

describe('Card activations and the Activated marker (HoN p.5 L339-345)', () => {
  const base = (): State =>
    withHand(
      board([
        unit('a', 'US', 'us-rifle-squad', 2, 2, { token: 3 }),
        unit('b', 'US', 'us-rifle-squad', 8, 8, { token: 1 }),
        unit('e', 'DE', 'de-grenadiers', 3, 3, { token: 1 }),
      ]),
      'US',
      ['us-rapid-response'],
    );

  it('T04 a card activates a unit carrying unrevealed Order 3: an Activated marker, the Order is lost (L341-345)', () => {
    const s0: State = { ...base(), gap: 'US' };
    const plays = game.legalMoves(s0).filter((m) => m.type === 'play');
    // Own units not yet activated, with or without an Order (L341).
    expect(plays).toEqual([
      { type: 'play', card: 'us-rapid-response', unit: 'a' },
      { type: 'play', card: 'us-rapid-response', unit: 'b' },
    ]);
    const s = play(s0, [{ type: 'play', card: 'us-rapid-response', unit: 'a' }]);
    expect(u(s, 'a')).toMatchObject({ activated: true, token: null, acted: true });
    expect(s.activation).toMatchObject({ unit: 'a', player: 'US', stage: 'start' });
    expect(s.sides.US.hand).toEqual([]);
    expect(s.sides.US.discards).toBe(1);
    // Not a Special Order: the Battle Plan count is untouched.
    expect(s.sides.US.specialUsed).toBe(0);
  });

  it('T04 after its card activation the unit never acts again this turn, defends in an assault, and does not move in Supply (L345)', () => {
    let s = play({ ...base(), gap: 'US' }, [{ type: 'play', card: 'us-rapid-response', unit: 'a' }, { type: 'pass' }]);
    // Order 3 is gone: the alternation goes on without it [A14]; no Heroic, no second activation.
    expect(s.activation?.unit).toBe('b');
    expect(u(s, 'a')).toMatchObject({ token: null, activations: 1 });
    // The enemy may still assault it: it defends (L345).
    const atk = activate({ ...s, activation: null, gap: null, gapPassed: [] }, 'e');
    expect(game.legalMoves(atk)).toContainEqual({ type: 'assault', target: 'a' });
    expect(supplyMover(u(s, 'a'))).toBe(false);
    s = play(atk, [{ type: 'assault', target: 'a' }]);
    expect(s.attack?.target).toBe('a');
  });

  it('a card activation is played between activations only, never during one (L324, L341)', () => {
    const mid = activate({ ...base(), gap: null }, 'b');
    expect(game.legalMoves(mid).some((m) => m.type === 'play')).toBe(false);
  });
});

describe('Alto Comando: a Special Order from a card (HoN p.5 L318-326)', () => {
  const st = (): State =>
    withHand(board([unit('a', 'US', 'us-rifle-squad', 2, 2), unit('b', 'US', 'us-rifle-squad', 4, 2, { token: 2 }), unit('e', 'DE', 'de-grenadiers', 9, 9)]), 'US', ['us-alto-comando']);

  it('is played in a gap as an Order 0 on a unit with no numbered Order, and counts as a Special Order (L324, [A13])', () => {
    const s0: State = { ...st(), gap: 'US' };
    expect(game.legalMoves(s0).filter((m) => m.type === 'play')).toEqual([{ type: 'play', card: 'us-alto-comando', unit: 'a' }]);
    const s = play(s0, [{ type: 'play', card: 'us-alto-comando', unit: 'a' }]);
    expect(s.activation).toMatchObject({ unit: 'a', stage: 'start' });
    expect(u(s, 'a')).toMatchObject({ activated: false, acted: true, activations: 1 });
    expect(s.sides.US.specialUsed).toBe(1);
  });

  it('never more than 2 Special Orders (L322): a third is not playable', () => {
    const s0: State = { ...st(), gap: 'US', sides: { ...st().sides, US: { ...st().sides.US, specialUsed: 2 } } };
    expect(game.legalMoves(s0).some((m) => m.type === 'play')).toBe(false);
  });

  it('a gap opens for a player holding a playable gap card, the initiative player first (L326)', () => {
    const s = { ...st(), units: st().units.map((x) => (x.id === 'e' ? { ...x, token: 1 as const } : x)) };
    const r = game.resolve({ ...s, gap: null, gapPassed: [], activation: activate(s, 'e').activation }, { type: 'pass' });
    expect(r.ok && r.state.gap).toBe('US');
  });
});

describe('Artillery and Aviation cards in play (HoN p.8 L582-594)', () => {
  const st = (hand: string[]): State => withHand(activate(board([unit('a', 'US', 'us-rifle-squad', 2, 2), unit('e', 'DE', 'de-grenadiers', 2, 7)]), 'a'), 'US', hand);

  it('an Artillery card is played like any other once in the deck (L582-586): its effect at once', () => {
    const s = play(st(['us-barrage']), [{ type: 'play', card: 'us-barrage' }]);
    expect(s.activation?.boost.fire).toBe(2);
    expect(s.aa).toBeNull();
  });

  it('T71 an Aviation card waits for the opponent\'s AA die: AA 5 with no AAA unit, shot down on 5 or 6 (exactly 1/3) (L590-594)', () => {
    const s = play(st(['us-air-support']), [{ type: 'play', card: 'us-air-support' }]);
    expect(s.aa).toEqual({ player: 'US', card: 'us-air-support', unit: null });
    expect(game.actor(s)).toEqual({ kind: 'chance' });
    const outcomes = game.chanceOutcomes(s);
    expect(outcomes).toHaveLength(6);
    let down = 0;
    for (const o of outcomes) {
      const r = game.resolve(s, o.move);
      if (!r.ok) throw new Error('refused');
      expect(r.state.aa).toBeNull();
      if (r.state.activation?.boost.fire === 0) down += Number(o.p.num) / Number(o.p.den);
      else expect(r.state.activation?.boost.fire).toBe(3);
    }
    expect(down).toBeCloseTo(1 / 3, 12);
    // Shot down: discarded all the same, no effect (L592).
    const shot = play(s, [{ type: 'die', face: 5 }]);
    expect(shot.activation?.boost.fire).toBe(0);
    expect(shot.sides.US).toMatchObject({ hand: [], discards: 1 });
    expect(play(s, [{ type: 'die', face: 4 }]).activation?.boost.fire).toBe(3);
  });

  it('T71 with an AAA unit of the opposing faction: AA die 4 + 1 = 5 reaches AA 5, the card is shot down; the card player\'s own AAA counts nothing (L1113-1115, L594, [A49])', () => {
    const withFlak = (owner: 'US' | 'DE'): State =>
      withHand(activate(board([unit('a', 'US', 'us-rifle-squad', 2, 2), unit('e', 'DE', 'de-grenadiers', 2, 7), unit('f', owner, 'de-flak-38', 6, 7)]), 'a'), 'US', ['us-air-support']);
    const opposing = play(withFlak('DE'), [{ type: 'play', card: 'us-air-support' }, { type: 'die', face: 4 }]);
    expect(opposing.activation?.boost.fire).toBe(0);
    expect(opposing.sides.US).toMatchObject({ hand: [], discards: 1 });
    // Face 3 + 1 = 4: below 5, the card applies (+3 fire).
    expect(play(withFlak('DE'), [{ type: 'play', card: 'us-air-support' }, { type: 'die', face: 3 }]).activation?.boost.fire).toBe(3);
    // The AAA unit on the card player's side: 4 alone is below 5.
    expect(play(withFlak('US'), [{ type: 'play', card: 'us-air-support' }, { type: 'die', face: 4 }]).activation?.boost.fire).toBe(3);
  });
});

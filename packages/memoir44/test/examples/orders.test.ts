import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { airPowerDice } from '../../src/board/static.js';
import { STANDARD_DECK, SECTION_DECK, CARDS, CARD_IDS } from '../../src/data/cards.js';
import { medalTotal } from '../../src/medals/medals.js';
import type { State } from '../../src/state.js';
import { H, apply, attackWith, declare, faces, scenario, setupState, withOrders, playCard } from '../helpers.js';

/** The active player holds exactly `card` and plays it. */
describe('command cards and orders (M44 p.6, p.11)', () => {
  it('the deck has 60 cards: 40 section, 20 tactic (M44 p.3 [L76]; digest Appendix A)', () => {
    const total = (type: 'section' | 'tactic') => CARD_IDS.filter((c) => CARDS[c].type === type).reduce((n, c) => n + STANDARD_DECK[c], 0);
    expect(total('section')).toBe(40);
    expect(total('tactic')).toBe(20);
  });

  it('TC-46 orders beyond the eligible units are lost; a card for an empty section still plays (M44 p.6 [L217-219])', () => {
    const s = setupState({ units: [{ row: 6, col: 12, side: 'allies' }, { row: 6, col: 2, side: 'allies' }, { row: 1, col: 1, side: 'axis' }] });
    const r = playCard(s, 'probe-center');
    expect(r.turn?.orders.map((o) => o.unit)).toEqual([0]);
    expect(r.phase.kind).toBe('move');
    // Allies see column 24 as their right flank: no unit there.
    const empty = playCard(s, 'attack-right');
    expect(empty.turn?.orders).toEqual([]);
    expect(empty.phase.kind).toBe('draw');
    expect(empty.discard).toContain('attack-right');
    expect(game.actor(empty)).toEqual({ kind: 'chance' });
  });

  it('TC-47 a unit on a dotted line counts in both sections (M44 p.6 [L215])', () => {
    const s = setupState({ units: [{ row: 3, col: 7, side: 'allies' }, { row: 1, col: 1, side: 'axis' }] });
    expect(playCard(s, 'recon-left').turn?.orders.map((o) => o.unit)).toEqual([0]);
    expect(playCard(s, 'recon-center').turn?.orders.map((o) => o.unit)).toEqual([0]);
    expect(playCard(s, 'recon-right').turn?.orders).toEqual([]);
  });

  it('sections are mirrored for the top player (M44 p.6 [L168])', () => {
    const s = setupState({ units: [{ row: 1, col: 3, side: 'axis' }, { row: 7, col: 1, side: 'allies' }], first: 'axis' });
    expect(playCard({ ...s, active: 'axis' }, 'recon-right').turn?.orders.map((o) => o.unit)).toEqual([0]);
  });

  it('when more units are eligible than orders, the player chooses one by one', () => {
    const s = setupState({
      units: [
        { row: 6, col: 10, side: 'allies' },
        { row: 6, col: 12, side: 'allies' },
        { row: 6, col: 14, side: 'allies' },
        { row: 1, col: 1, side: 'axis' },
      ],
    });
    let r = playCard(s, 'probe-center');
    expect(r.phase.kind).toBe('order');
    expect(game.legalMoves(r)).toHaveLength(3);
    r = apply(r, { type: 'order', unit: 1 });
    r = apply(r, { type: 'order', unit: 2 });
    expect(r.phase.kind).toBe('move');
    expect(r.turn?.orders.map((o) => o.unit)).toEqual([1, 2]);
  });

  it('Armor Assault orders armour, +1 die in close assault; with no armour 1 unit (digest Appendix A)', () => {
    const s = setupState({ units: [{ row: 6, col: 10, side: 'allies', type: 'armor' }, { row: 6, col: 2, side: 'allies' }, { row: 5, col: 11, side: 'axis' }] });
    const r = playCard(s, 'armor-assault');
    expect(r.turn?.orders.map((o) => o.unit)).toEqual([0]);
    const b = declare(apply(r, { type: 'end-moves' }), 0, 2);
    expect(b.phase.kind === 'roll' && b.phase.attack.dice).toBe(4);
    const noArmour = setupState({ units: [{ row: 6, col: 2, side: 'allies' }, { row: 6, col: 20, side: 'allies' }, { row: 1, col: 1, side: 'axis' }] });
    const f = playCard(noArmour, 'armor-assault');
    expect(f.turn?.fallback).toBe(true);
    expect(f.phase.kind).toBe('order');
  });

  it('Barrage: any enemy unit, 4 dice, no LOS; flags may not be ignored (digest Appendix A)', () => {
    const s = setupState({ terrain: [[1, 1, 'church']], units: [{ row: 8, col: 24, side: 'allies' }, { row: 1, col: 1, side: 'axis' }] });
    let r = playCard(s, 'barrage');
    expect(game.legalMoves(r)).toEqual([{ type: 'target', target: 1 }]);
    r = apply(r, { type: 'target', target: 1 });
    expect(r.phase.kind === 'roll' && r.phase.attack.dice).toBe(4);
    r = apply(r, { type: 'roll', faces: faces('star', 'star', 'star', 'flag') });
    expect(r.phase.kind).not.toBe('ignore-flag');
  });

  it('Dig-In puts a sandbag under each ordered infantry (M44 p.19 [L857])', () => {
    const s = setupState({ units: [{ row: 6, col: 10, side: 'allies' }, { row: 1, col: 1, side: 'axis' }] });
    const r = playCard(s, 'dig-in');
    expect(r.obstacles[H(6, 10)]).toBe('sandbag');
  });

  it('Counter-Attack repeats the opponent\'s last card, flanks mirrored (digest Appendix A)', () => {
    const s = setupState({ units: [{ row: 6, col: 22, side: 'allies' }, { row: 1, col: 1, side: 'axis' }] });
    const r = playCard({ ...s, lastCard: { axis: 'recon-left' } }, 'counter-attack');
    expect(r.turn?.effect).toBe('recon-left');
    expect(r.turn?.orders.map((o) => o.unit)).toEqual([0]);
  });

  it('Recon draws 2 and keeps 1 (digest Appendix A; M44 p.22 [L954])', () => {
    const s = setupState({ units: [{ row: 6, col: 2, side: 'allies' }, { row: 1, col: 1, side: 'axis' }] });
    let r = apply(playCard(s, 'recon-left'), { type: 'end-moves' });
    expect(r.phase.kind).toBe('draw');
    r = apply(r, game.chanceOutcomes(r)[0]!.move);
    r = apply(r, game.chanceOutcomes(r)[0]!.move);
    expect(r.phase.kind).toBe('recon');
    const keep = game.legalMoves(r)[0]!;
    r = apply(r, keep);
    expect(r.hands.allies).toHaveLength(1);
    expect(r.active).toBe('axis');
  });

  it('TC-48 an empty deck is refilled from the discards (M44 p.11 [L471])', () => {
    const s = setupState({ units: [{ row: 6, col: 2, side: 'allies' }, { row: 1, col: 1, side: 'axis' }] });
    const st: State = { ...s, deck: {}, discard: ['probe-left', 'probe-left', 'attack-center'] };
    // Nothing on the right flank: the card is played, discarded, and the draw reshuffles.
    const r = playCard(st, 'recon-right');
    expect(Object.fromEntries(Object.entries(r.deck).filter(([, n]) => (n ?? 0) > 0))).toEqual({ 'probe-left': 2, 'attack-center': 1, 'recon-right': 1 });
    const out = game.chanceOutcomes(r);
    expect(out.map((o) => [o.move, o.p])).toContainEqual([{ type: 'draw', card: 'probe-left' }, { num: 1, den: 2 }]);
  });

  it('TC-49 air superiority by front and year (M44 p.21 [L887-899])', () => {
    expect(airPowerDice('western', 1944)).toEqual({ allies: 2, axis: 1 });
    expect(airPowerDice('eastern', 1943)).toEqual({ allies: 1, axis: 1 });
    expect(airPowerDice('pacific', 1942)).toEqual({ allies: 1, axis: 2 });
    expect(airPowerDice('mediterranean', 1939)).toEqual({ allies: 1, axis: 1 });
    expect(airPowerDice('mediterranean', 1940)).toEqual({ allies: 1, axis: 2 });
  });

  it('TC-53 Young Generals: section cards only, 6 each (M44 p.22 [L963-964])', () => {
    const r = game.setup({ scenario: scenario({ units: [{ row: 6, col: 2, side: 'allies' }, { row: 1, col: 1, side: 'axis' }], hands: { allies: 2, axis: 3 } }), variant: 'young-generals' });
    if (!r.ok) throw new Error(r.error.message);
    expect(Object.values(r.state.deck).reduce((a, b) => a + (b ?? 0), 0)).toBe(40);
    expect(Object.keys(SECTION_DECK).filter((c) => SECTION_DECK[c as keyof typeof SECTION_DECK] > 0).every((c) => CARDS[c as keyof typeof CARDS].type === 'section')).toBe(true);
    let s = r.state;
    while (game.actor(s).kind === 'chance') s = apply(s, game.chanceOutcomes(s)[0]!.move);
    expect([s.hands.allies.length, s.hands.axis.length]).toEqual([6, 6]);
  });
});

describe('Ambush (M44 p.22 [L955]; digest Appendix A)', () => {
  const s0 = setupState({ units: [{ row: 5, col: 9, side: 'allies' }, { row: 4, col: 8, side: 'axis' }, { row: 0, col: 24, side: 'axis' }] });
  const ready = (hand: (typeof CARD_IDS)[number][]) => withOrders({ ...s0, hands: { allies: ['probe-left'], axis: hand } }, [0], 'battle');

  it('the defender answers a close assault first, and the attack goes on if the attacker stays', () => {
    let r = apply(ready(['ambush', 'attack-left']), { type: 'attack', unit: 0, target: 1 });
    expect(game.actor(r)).toEqual({ kind: 'player', player: 'axis' });
    expect(game.legalMoves(r)).toContainEqual({ type: 'ambush', play: true });
    r = apply(r, { type: 'ambush', play: true });
    expect(r.phase.kind === 'roll' && r.phase.attack.target).toBe(0);
    r = apply(r, { type: 'roll', faces: faces('infantry', 'star', 'star') });
    expect(r.units[0]?.figures).toBe(3);
    // The declared attack now rolls.
    expect(r.phase.kind === 'roll' && r.phase.attack.target).toBe(1);
    expect(r.hands.axis).toEqual(['attack-left']);
  });

  it('an attacker forced back by the Ambush does not attack', () => {
    let r = apply(apply(ready(['ambush']), { type: 'attack', unit: 0, target: 1 }), { type: 'ambush', play: true });
    r = apply(r, { type: 'roll', faces: faces('flag', 'star', 'star') });
    while (r.phase.kind === 'retreat') r = apply(r, game.legalMoves(r)[0]!);
    expect(r.units[0]?.at).not.toBe(H(5, 9));
    expect(r.phase.kind).not.toBe('roll');
  });

  it('the pause comes whether or not the defender holds the card, so it reveals nothing', () => {
    const r = apply(ready(['attack-left']), { type: 'attack', unit: 0, target: 1 });
    expect(r.phase.kind).toBe('ambush');
    expect(game.legalMoves(r)).toEqual([{ type: 'ambush', play: false }]);
  });
});

describe('medals and victory (M44 p.6, p.20)', () => {
  const objective = (kind: 'temporary-medal' | 'permanent-medal') =>
    setupState({
      units: [{ row: 5, col: 9, side: 'allies' }, { row: 4, col: 8, side: 'axis' }, { row: 0, col: 24, side: 'axis' }],
      objectives: [{ kind, side: 'allies', hexes: [{ row: 4, col: 8 }] }],
    });

  it('TC-43 a temporary medal is held only while a unit occupies the hex (M44 p.20 [L871])', () => {
    let r = attackWith(objective('temporary-medal'), 0, 1, faces('grenade', 'grenade', 'grenade'));
    r = attackWith(r, 0, 1, faces('infantry', 'star', 'star'));
    expect(r.units[1]?.at).toBe(-1);
    r = apply(r, { type: 'take-ground', take: true });
    expect(medalTotal(r, 'allies')).toBe(2);
    r = apply(withOrders(r, [0], 'move'), { type: 'move', unit: 0, to: H(5, 7) });
    expect(medalTotal(r, 'allies')).toBe(1);
  });

  it('TC-44 a permanent medal stays after the unit leaves (M44 p.20 [L875])', () => {
    let r = attackWith(objective('permanent-medal'), 0, 1, faces('grenade', 'grenade', 'grenade'));
    r = attackWith(r, 0, 1, faces('infantry', 'star', 'star'));
    r = apply(r, { type: 'take-ground', take: true });
    r = apply(withOrders(r, [0], 'move'), { type: 'move', unit: 0, to: H(5, 7) });
    expect(medalTotal(r, 'allies')).toBe(2);
  });

  it('TC-44 majority and sudden death (M44 p.20 [L879-883])', () => {
    const maj = setupState({
      units: [{ row: 6, col: 2, side: 'allies' }, { row: 6, col: 4, side: 'allies' }, { row: 6, col: 6, side: 'axis' }, { row: 0, col: 0, side: 'axis' }],
      objectives: [{ kind: 'majority-medal', hexes: [{ row: 6, col: 2 }, { row: 6, col: 4 }, { row: 6, col: 6 }] }],
      victory: { allies: 5, axis: 5 },
    });
    expect([medalTotal(maj, 'allies'), medalTotal(maj, 'axis')]).toEqual([1, 0]);
    const sd = setupState({
      units: [{ row: 5, col: 9, side: 'allies' }, { row: 0, col: 0, side: 'axis' }],
      objectives: [{ kind: 'sudden-death', side: 'allies', hexes: [{ row: 4, col: 8 }] }],
    });
    const r = apply(withOrders(sd, [0], 'move'), { type: 'move', unit: 0, to: H(4, 8) });
    expect(game.outcome(r)).toMatchObject({ kind: 'win', winner: 'allies' });
  });

  it('TC-45 the game ends the moment a side reaches its medal count (M44 p.6 [L158]; digest A19)', () => {
    const s = setupState({ units: [{ row: 5, col: 9, side: 'allies' }, { row: 4, col: 8, side: 'axis', figures: 1 }, { row: 0, col: 0, side: 'axis' }], victory: { allies: 1, axis: 3 } });
    const r = attackWith(s, 0, 1, faces('infantry', 'star', 'star'));
    expect(game.actor(r)).toEqual({ kind: 'terminal' });
    expect(game.outcome(r)).toMatchObject({ kind: 'win', winner: 'allies' });
  });
});

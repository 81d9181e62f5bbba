// The 54 cards (DDOB 2.3) against the gap-fill's checksums (§6.3), restated here from the source.
import { describe, expect, it } from 'vitest';
import { CARDS, COLOURS, card, eventFor, type LandingLetter, type TargetSymbol } from '../../src/index.js';

const count = <T,>(xs: readonly T[], f: (x: T) => boolean) => xs.filter(f).length;

describe('DDOB 2.3 the deck: 54 cards, gap-fill §6.3 checks', () => {
  it('has 54 cards numbered 1..54', () => {
    expect(CARDS.map((c) => c.id)).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
  });
  it('every card shows three colour squares in the printed order', () => {
    for (const c of CARDS) {
      expect(c.fire).toHaveLength(3);
      const idx = c.fire.map((s) => COLOURS.indexOf(s.colour));
      expect([...idx].sort((a, b) => a - b)).toEqual(idx);
    }
  });
  it('every colour appears on exactly 27 cards', () => {
    for (const colour of COLOURS) expect(count(CARDS, (c) => c.fire.some((s) => s.colour === colour))).toBe(27);
  });
  it('each target symbol is on exactly 18 cards', () => {
    for (const s of ['diamond', 'triangle', 'circle'] as const) expect(count(CARDS, (c) => c.target === s)).toBe(18);
  });
  it('83 double and 79 single squares', () => {
    const squares = CARDS.flatMap((c) => c.fire);
    expect(count(squares, (s) => s.double)).toBe(83);
    expect(count(squares, (s) => !s.double)).toBe(79);
  });
  it('square contents: R 42, A 30, T 30, M 24, P 18, star 12, F 6', () => {
    const squares = CARDS.flatMap((c) => c.fire);
    const expected = { R: 42, A: 30, armor: 30, M: 24, P: 18, leader: 12, F: 6 };
    for (const [k, n] of Object.entries(expected)) expect(count(squares, (s) => s.content === k)).toBe(n);
  });
  it('landing letters: A 21/22/22, B 17/16/17, C 11/11/10, D 5/5/5 for diamond/triangle/circle', () => {
    const expected: Record<LandingLetter, [number, number, number]> = { A: [21, 22, 22], B: [17, 16, 17], C: [11, 11, 10], D: [5, 5, 5] };
    const syms: TargetSymbol[] = ['diamond', 'triangle', 'circle'];
    for (const [letter, ns] of Object.entries(expected))
      syms.forEach((s, i) => expect(count(CARDS, (c) => c.landing[s] === letter)).toBe(ns[i]));
  });
  it('letter sets per card: ABC 29, ABD 14, AAB 7, AAC 3, AAD 1', () => {
    const sets = CARDS.map((c) => [c.landing.diamond, c.landing.triangle, c.landing.circle].sort().join(''));
    expect({ ABC: count(sets, (x) => x === 'ABC'), ABD: count(sets, (x) => x === 'ABD'), AAB: count(sets, (x) => x === 'AAB'), AAC: count(sets, (x) => x === 'AAC'), AAD: count(sets, (x) => x === 'AAD') }).toEqual({ ABC: 29, ABD: 14, AAB: 7, AAC: 3, AAD: 1 });
  });
  it('mine cards are 01, 12, 22, 26, 32, 37, 42, 52, 53', () => {
    expect(CARDS.filter((c) => c.mine).map((c) => c.id)).toEqual([1, 12, 22, 26, 32, 37, 42, 52, 53]);
  });
  it('artillery bars on 12 cards with the listed values', () => {
    const bars = Object.fromEntries(CARDS.filter((c) => c.artillery).map((c) => [c.id, `${c.artillery?.value}:${c.artillery?.calibres.join('/')}`]));
    expect(bars).toEqual({
      4: '3:75/88/105', 6: '2:88/105', 14: '1:88', 23: '4:75/88/105', 25: '4:75/88/105', 37: '2:88/105', 40: '5:75/88/105',
      42: '1:88', 45: '2:88', 46: '4:75/88/105', 47: '3:75/88/105', 48: '5:75/88/105',
    });
  });
  it('no event covers turn 1 or turn 32', () => {
    for (const c of CARDS) {
      expect(eventFor(c, 1)).toBeNull();
      expect(eventFor(c, 32)).toBeNull();
      for (let t = 2; t <= 31; t++) expect(eventFor(c, t)).not.toBeNull();
    }
  });
  it('event index: smoke 03 09 10 11 14 16; Kampfgruppe Meyer 32 50; GI 08 16 17 18; plunging fire 02 17', () => {
    const cardsWith = (kind: string) => CARDS.filter((c) => c.events.some((b) => b.event.kind === kind)).map((c) => c.id);
    expect(cardsWith('smoke')).toEqual([3, 9, 10, 11, 14, 16]);
    expect(cardsWith('kampfgruppe-meyer')).toEqual([32, 50]);
    expect(cardsWith('gi-initiative')).toEqual([8, 16, 17, 18]);
    expect(cardsWith('plunging-fire')).toEqual([2, 17]);
    expect(cardsWith('concealed')).toEqual([9, 12, 24, 29, 35, 44]);
    expect(cardsWith('naval-hit')).toEqual([7, 8, 52]);
  });
  it('E-16 card 21: A red, R purple, M blue (double red)', () => {
    expect(card(21).fire).toEqual([
      { colour: 'red', double: true, content: 'A' },
      { colour: 'purple', double: false, content: 'R' },
      { colour: 'blue', double: false, content: 'M' },
    ]);
  });
  it('E-17 card 35: M purple, tank blue (double), P brown (double)', () => {
    expect(card(35).fire).toEqual([
      { colour: 'purple', double: false, content: 'M' },
      { colour: 'blue', double: true, content: 'armor' },
      { colour: 'brown', double: true, content: 'P' },
    ]);
  });
  it('E-24 card 19 on turn 23: reinforcements in zones C and G', () => {
    expect(eventFor(card(19), 23)).toEqual({ kind: 'reinforce', zones: ['C', 'G'] });
  });
  it('card 01: landing diamond A, triangle A, circle C, mine; target diamond', () => {
    const c = card(1);
    expect(c.landing).toEqual({ diamond: 'A', triangle: 'A', circle: 'C' });
    expect(c.mine).toBe(true);
    expect(c.target).toBe('diamond');
  });
});

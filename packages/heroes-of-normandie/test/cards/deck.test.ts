import { describe, expect, it } from 'vitest';
import { aaShootsDown, CARDS, deckProblems, standardDeck } from '../../src/index.js';

describe('T74 deck legality (HoN p.4 L256-260, p.8 L586)', () => {
  it('T74 the standard 40-card deck is legal', () => expect(deckProblems(standardDeck('US'), 'US', CARDS, { artillery: 0, airstrike: 0 })).toEqual([]));
  it('T74 39 ordinary cards + 3 artillery cards is illegal: artillery does not count toward 40', () => {
    const deck = { ...standardDeck('US'), 'us-aimed-fire': 7, 'us-barrage': 2 };
    const problems = deckProblems(deck, 'US', CARDS, { artillery: 3, airstrike: 0 });
    expect(problems.map((p) => p.rule)).toContain('HoN p.8 L586');
  });
  it('T74 an artillery card without the Artillery command is illegal', () => {
    const deck = { ...standardDeck('US'), 'us-barrage': 1 };
    expect(deckProblems(deck, 'US', CARDS, { artillery: 0, airstrike: 0 }).map((p) => p.rule)).toContain('HoN p.4 L260, p.13 L1009');
    expect(deckProblems(deck, 'US', CARDS, { artillery: 2, airstrike: 0 })).toEqual([]);
  });
  it('another faction\'s card is illegal (HoN p.4 L258)', () => {
    expect(deckProblems({ ...standardDeck('US'), 'de-rally': 1 }, 'US', CARDS, { artillery: 0, airstrike: 0 }).map((p) => p.rule)).toContain('HoN p.4 L258');
  });
});

describe('T71 the AA test of Aviation cards (HoN p.8 L590-594, p.14 L1115)', () => {
  it('T71 AA 5: a roll of 4 with 1 AAA unit shoots the card down; 4 with none does not', () => {
    expect(aaShootsDown(4, 1, 5)).toBe(true);
    expect(aaShootsDown(4, 0, 5)).toBe(false);
    expect(CARDS['us-air-support']!.aa).toBe(5);
  });
});

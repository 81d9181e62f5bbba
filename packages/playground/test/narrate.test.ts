import { describe, expect, it } from 'vitest';
import { Rng, RAT_ONE, ratAdd, ratEquals, RAT_ZERO } from '@esagono/kernel';
import { game, scenarios, type Move, type State } from '@esagono/memoir44';
import { memoir44Presenter } from '../src/titles/memoir44.js';
import { undoMessage } from '../src/session.js';

const p = memoir44Presenter;

function* steps(seed: number, limit = 1500): Generator<{ before: State; move: Move; after: State }> {
  const init = game.setup(scenarios['pegasus-bridge'] as (typeof scenarios)[string]);
  if (!init.ok) throw new Error(init.error.message);
  const rng = new Rng(seed);
  let s = init.state;
  for (let i = 0; i < limit; i++) {
    const a = game.actor(s);
    if (a.kind === 'terminal') return;
    const all = a.kind === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s);
    const m = all[rng.int(all.length)] as Move;
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    yield { before: s, move: m, after: r.state };
    s = r.state;
  }
}

describe("the Memoir '44 log and odds on the page (issue #16)", () => {
  it('Recon: the drawer reads both cards drawn, as the hand shows them; the opponent reads only that cards were drawn', () => {
    let recon = 0;
    for (const seed of [1, 2, 3, 4]) {
      for (const { before, move, after } of steps(seed)) {
        if (before.phase.kind !== 'draw' || !before.phase.recon || move.type !== 'draw') continue;
        recon++;
        const drawer = before.active;
        const other = drawer === 'allies' ? 'axis' : 'allies';
        const mine = p.narrate?.(before, move, after, drawer) ?? [];
        const theirs = p.narrate?.(before, move, after, other) ?? [];
        expect(mine[0]?.text).toMatch(/^Draw /);
        expect(theirs.map((l) => l.text)).toEqual(['a card is drawn (hidden)']);
        // Once both are drawn the drawer's hand offers exactly the cards the log named.
        if (after.phase.kind === 'recon') {
          const offered = p.hand(game.view(after, drawer)).flatMap((g) => g.cards.filter((c) => c.id.startsWith('keep:')).map((c) => c.label));
          expect(offered).toHaveLength(2);
          expect(mine[0]?.text).toBe(`Draw ${offered[1]}`);
        }
      }
    }
    expect(recon).toBeGreaterThan(1);
  });

  it('every log line of a random game has a rule reference, and no line is raw JSON', () => {
    for (const { before, move, after } of steps(7, 600)) {
      for (const viewer of ['allies', 'axis'] as const) {
        for (const l of p.narrate?.(before, move, after, viewer) ?? []) {
          expect(l.text).toMatch(/^[^{]/);
          expect(l.rule ?? '').toMatch(/M44|digest|scenario/);
        }
      }
    }
  });

  it('odds of every legal battle: terms add up to the dice and the rows of hits and elimination sum to 1', () => {
    let n = 0;
    for (const { before } of steps(9, 800)) {
      if (before.phase.kind !== 'battle') continue;
      for (const m of game.legalMoves(before)) {
        const c = p.odds?.(before, m) ?? null;
        if (m.type !== 'attack') {
          expect(c).toBeNull();
          continue;
        }
        expect(c).not.toBeNull();
        if (!c) continue;
        const dice = Number(/^(\d+)/.exec(c.total)?.[1]);
        expect(c.terms.reduce((a, t) => a + Number(t.value), 0)).toBe(dice);
        const upTo = c.rows.findIndex((r) => r.label.startsWith('eliminated'));
        expect(ratEquals(c.rows.slice(0, upTo + 1).reduce((a, r) => ratAdd(a, r.p), RAT_ZERO), RAT_ONE)).toBe(true);
        n++;
      }
    }
    expect(n).toBeGreaterThan(5);
  });

  it('answers Ambush for a defender without the card, and only then', () => {
    let without = 0;
    let holding = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const { before } of steps(seed)) {
        if (before.phase.kind !== 'ambush') continue;
        const a = game.actor(before);
        if (a.kind !== 'player') continue;
        const v = game.view(before, a.player);
        const r = p.autoAnswer?.(v, game.legalMoves(before)) ?? null;
        if (before.hands[a.player].includes('ambush')) {
          holding++;
          expect(r).toBeNull();
        } else {
          without++;
          expect(r?.move).toEqual({ type: 'ambush', play: false });
        }
      }
    }
    expect(without).toBeGreaterThan(0);
    expect(without + holding).toBeGreaterThan(0);
  });

  it('undo names the position by the number of moves left in the log', () => {
    expect(undoMessage(184)).toBe('Undone: back to the position after move 184.');
    expect(undoMessage(0)).toBe('Undone: back to the start of the game.');
  });
});

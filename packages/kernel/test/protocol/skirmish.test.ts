import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Rng,
  canonicalize,
  pickChance,
  play,
  randomPlayout,
  ratSum,
  rational,
  replay,
  stateHash,
  type ChanceOutcome,
} from '../../src/index.js';
import { skirmish, type Move, type State } from '../../src/example/skirmish.js';

const start = (): State => {
  const r = skirmish.setup({});
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

/** Plays the moves in order, failing the test on a refusal. */
function run(state: State, moves: Move[]): State {
  return moves.reduce((s, m) => {
    const r = skirmish.resolve(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    return r.state;
  }, state);
}

describe('the protocol carries dice, a hidden hand and a mid-resolution decision', () => {
  it('deals by chance with exact probabilities', () => {
    const s = start();
    expect(skirmish.actor(s)).toEqual({ kind: 'chance' });
    expect(skirmish.legalMoves(s)).toEqual([]);
    const outs = skirmish.chanceOutcomes(s);
    expect(outs.map((o) => o.move)).toEqual([
      { type: 'deal', card: 1 },
      { type: 'deal', card: 2 },
      { type: 'deal', card: 3 },
    ]);
    expect(ratSum(outs.map((o) => o.p))).toEqual({ num: 1, den: 1 });
    const after = run(s, [{ type: 'deal', card: 1 }]);
    // One card 1 is gone: 1 of 5 left is a 1.
    expect(skirmish.chanceOutcomes(after)[0]?.p).toEqual({ num: 1, den: 5 });
  });

  const dealt = () =>
    run(start(), [
      { type: 'deal', card: 1 },
      { type: 'deal', card: 3 },
      { type: 'deal', card: 2 },
      { type: 'deal', card: 3 },
    ]);

  it('hides the opponent hand in view', () => {
    const s = dealt();
    expect(skirmish.view(s, 'red').hand).toEqual([1, 2]);
    expect(skirmish.view(s, 'red').opponentHandSize).toBe(2);
    expect(JSON.stringify(skirmish.view(s, 'red'))).not.toContain('"blue":[');
    expect(skirmish.view(s, 'blue').hand).toEqual([3, 3]);
  });

  it('rolls a die as a chance move, then asks the defender to choose', () => {
    let s = run(dealt(), [{ type: 'play', card: 2 }]);
    expect(skirmish.actor(s)).toEqual({ kind: 'chance' });
    expect(skirmish.chanceOutcomes(s)).toHaveLength(6);
    s = run(s, [{ type: 'roll', die: 3 }]);
    // SK 4: the defender decides in the middle of red's attack.
    expect(skirmish.actor(s)).toEqual({ kind: 'player', player: 'blue' });
    expect(skirmish.legalMoves(s)).toHaveLength(2);
    s = run(s, [{ type: 'react', choice: 'take-loss' }]);
    expect(s.hp.blue).toBe(2);
    expect(skirmish.actor(s)).toEqual({ kind: 'chance' });
  });

  it('refuses illegal moves with a rule reference and leaves the state untouched', () => {
    const s = dealt();
    const before = canonicalize(s);
    const r = skirmish.resolve(s, { type: 'play', card: 3 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('not-in-hand');
      expect(r.error.rule).toBe('SK 2');
    }
    const wrong = skirmish.resolve(s, { type: 'roll', die: 4 });
    expect(wrong.ok === false && wrong.error.code).toBe('wrong-phase');
    expect(canonicalize(s)).toBe(before);
  });

  it('never throws on garbage and names the bad field', () => {
    const s = dealt();
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const r = skirmish.resolve(s, junk as Move);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
    const r = skirmish.resolve(s, { type: 'play', card: 'x' } as unknown as Move);
    expect(r.ok === false && r.error.path).toBe('card');
    const polluted = JSON.parse('{"type":"play","card":1,"__proto__":{"admin":true}}');
    expect(skirmish.resolve(s, polluted).ok).toBe(true);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(skirmish.setup({ hp: -1 }).ok).toBe(false);
    expect(skirmish.resolve(null as unknown as State, { type: 'roll', die: 1 }).ok).toBe(false);
  });

  it('plays random games to the end, and a log replays to the identical state', () => {
    for (let seed = 0; seed < 100; seed++) {
      const g = randomPlayout(skirmish, {}, seed);
      expect(g.stop).toBe('terminal');
      expect(g.outcome).not.toBeNull();
      const again = replay(skirmish, g.log.setup, g.log.moves);
      expect(again.ok).toBe(true);
      if (again.ok) expect(stateHash(again.state)).toBe(stateHash(g.state));
      // A JSON round-trip of the log changes nothing.
      const log = JSON.parse(JSON.stringify(g.log));
      const third = replay(skirmish, log.setup, log.moves);
      expect(third.ok && canonicalize(third.state)).toBe(canonicalize(g.state));
    }
  });

  it('replay reports the first refused move', () => {
    const r = replay(skirmish, {}, [{ type: 'deal', card: 1 }, { type: 'play', card: 1 }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.index).toBe(1);
  });

  it('play asks the chooser only for player moves', () => {
    const seen: string[] = [];
    const r = play(skirmish, start(), {
      rng: new Rng(5),
      choose: (_s, moves, player) => {
        seen.push(player);
        return moves[0] as Move;
      },
    });
    expect(r.stop).toBe('terminal');
    expect(seen.length).toBeGreaterThan(0);
    expect(r.moves.length).toBeGreaterThan(seen.length);
  });

  it('pickChance picks the same outcome from a frozen list (weights kept) as from a fresh one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }), fc.integer(), (dens, seed) => {
        // Outcomes 1/(k·d) over k = len... normalised: weights w_i = 1/d_i, scaled to sum 1.
        const total = dens.reduce((a, d) => a + 720720 / d, 0);
        const outs: ChanceOutcome<number>[] = dens.map((d, i) => ({ move: i, p: rational(720720 / d, total) }));
        const frozen = Object.freeze(outs.map((o) => ({ ...o })));
        const a = new Rng(seed);
        const b = new Rng(seed);
        for (let k = 0; k < 20; k++) expect(pickChance(frozen, b)).toBe(pickChance(outs, a));
      }),
    );
  });

  it('pickChance follows the exact distribution', () => {
    const outs: ChanceOutcome<string>[] = [
      { move: 'a', p: { num: 1, den: 6 } },
      { move: 'b', p: { num: 1, den: 2 } },
      { move: 'c', p: { num: 1, den: 3 } },
    ];
    const rng = new Rng(9);
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 30_000; i++) counts[pickChance(outs, rng)]! += 1;
    expect(counts.a! / 30_000).toBeCloseTo(1 / 6, 1);
    expect(counts.b! / 30_000).toBeCloseTo(1 / 2, 1);
    expect(counts.c! / 30_000).toBeCloseTo(1 / 3, 1);
  });
});

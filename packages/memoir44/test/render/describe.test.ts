import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, pickChance } from '@esagono/kernel';
import { describeMove, game, medalTotal, scenarios, type Move, type State } from '../../src/index.js';

/** A random game of a shipped scenario, as (before, move, after) steps. */
function steps(id: string, seed: number): { before: State; move: Move; after: State }[] {
  const init = game.setup(scenarios[id]!, { seed });
  if (!init.ok) throw new Error(init.error.message);
  const rng = new Rng(seed);
  const out: { before: State; move: Move; after: State }[] = [];
  let s = init.state;
  while (game.actor(s).kind !== 'terminal') {
    const a = game.actor(s);
    const legal = a.kind === 'chance' ? [] : game.legalMoves(s);
    const move = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : legal[rng.int(legal.length)]!;
    const r = game.resolve(s, move);
    if (!r.ok) throw new Error(r.error.message);
    out.push({ before: s, move, after: r.state });
    s = r.state;
  }
  return out;
}

/** The unit id an effect names: "Axis infantry (elite-infantry) 4 at (3, 7) ...". */
const unitOf = (text: string): number | null => {
  const m = /^(?:Allies|Axis) [a-z]+(?: \([a-z-]+\))? (\d+)/.exec(text);
  return m ? Number(m[1]) : null;
};

describe('describeMove', () => {
  it('names every move with its rule, and its effects account for every figure lost, unit eliminated and the winner', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(scenarios)), fc.nat({ max: 2 ** 31 - 1 }), (id, seed) => {
        const played = steps(id, seed);
        const first = played[0]!.before;
        const start = new Map(first.units.map((u) => [u.id, u.figures]));
        const net = new Map<number, number>();
        const gone = new Set<number>();
        for (const { before, move, after } of played) {
          const d = describeMove(before, move, after);
          expect(d.text).not.toMatch(/undefined|NaN|\[object/);
          expect(d.rule).toMatch(/^(M44 p\.|scenario)/);
          for (const e of d.effects) {
            const u = unitOf(e.text);
            if (u === null) continue;
            if (e.text.endsWith(' enters the board')) start.set(u, after.units[u]!.figures);
            if (e.text.endsWith(' is eliminated') || e.text.endsWith(' leaves the board')) gone.add(u);
            const loss = / loses (\d+) figures?$/.exec(e.text);
            const gain = / regains (\d+) figures?$/.exec(e.text);
            net.set(u, (net.get(u) ?? 0) - Number(loss?.[1] ?? 0) + Number(gain?.[1] ?? 0));
          }
        }
        const last = played.at(-1)!.after;
        for (const u of last.units) {
          if (u.at < 0) expect(gone.has(u.id) || first.units[u.id]?.at === -1).toBe(true);
          else expect(u.figures, `unit ${u.id}`).toBe((start.get(u.id) ?? 0) + (net.get(u.id) ?? 0));
        }
        const end = describeMove(played.at(-1)!.before, played.at(-1)!.move, last);
        const winner = last.phase.kind === 'over' ? last.phase.winner : null;
        expect(end.effects.at(-1)).toEqual({ text: `${winner === 'allies' ? 'Allies' : 'Axis'} win`, rule: 'M44 p.6 [L158]' });
        // Each side's last medal effect gives its final medal count.
        for (const side of ['Allies', 'Axis'] as const) {
          const counts = played.flatMap(({ before, move, after }) => describeMove(before, move, after).effects).flatMap((e) => {
            const m = new RegExp(`^${side} medals \\d+ -> (\\d+)$`).exec(e.text);
            return m ? [Number(m[1])] : [];
          });
          const key = side === 'Allies' ? 'allies' : 'axis';
          expect(counts.at(-1) ?? medalTotal(first, key)).toBe(medalTotal(last, key));
        }
      }),
      { numRuns: 6 },
    );
  });
});

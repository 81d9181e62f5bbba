// The illegal-move check tries well-formed moves of every type `schemas.move` knows (issue #15:
// a `resolve` accepting `{ type: 'skip' }`, never listed, went uncaught over 100 games).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { ConformanceError, branchesArb, checkConformance, graft, illegalMoveArb, schemaArb } from '../src/index.js';
import { hidden, trail, trailVariant, type State, type Trail } from './trail.js';

const scenarios = { short: { length: 40 } };

function caught(game: Trail, seed: number, playthroughs: number): ConformanceError | null {
  try {
    checkConformance(game, { scenarios, hidden, playthroughs, exactPlaythroughs: true, seed, shrinkTimeLimit: 500, deepStates: 5 });
    return null;
  } catch (e) {
    if (e instanceof ConformanceError) return e;
    throw e;
  }
}

/** TR 5 broken: `skip` (a type no state lists) passes the turn. */
const skipping = trailVariant({
  resolve: (s, m) =>
    s.phase === 'mark' && m?.type === 'skip' ? { ok: true, state: { ...s, count: s.count + 1, phase: s.count + 1 >= s.length ? 'over' : 'draw' }, events: [] } : trail.resolve(s, m),
});

/** TR 5 broken: a step to any square is accepted (the "move to any hex" bug). */
const anywhere = trailVariant({
  resolve: (s, m) => (s.phase === 'mark' && m?.type === 'step' ? { ok: true, state: { ...s, count: s.count + 1, phase: s.count + 1 >= s.length ? 'over' : 'draw' }, events: [] } : trail.resolve(s, m)),
});

describe('illegal moves generated from schemas.move', () => {
  it('TR 5: resolve accepting a well-formed move of a type never listed is caught, with it as the input', () => {
    for (const seed of [1, 2, 3]) {
      const e = caught(skipping, seed, 10);
      expect(e?.failure?.check).toBe('illegal');
      expect(e?.message).toMatch(/resolve accepted a move that neither legalMoves nor chanceOutcomes lists[\s\S]*input: \{"type":"skip"\}/);
      // Shrunk to the first state: no move is needed to show it.
      expect(e?.failure?.moves).toEqual([]);
    }
  });

  it('TR 5: resolve accepting a step to any square is caught on every one of 20 seeds with 20 games', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const e = caught(anywhere, seed, 20);
      expect(e?.failure?.check, `seed ${seed}`).toBe('illegal');
      expect(e?.message).toMatch(/"type":"step"/);
    }
  });

  it('the correct title still passes', () => {
    expect(caught(trail, 4, 20)).toBeNull();
  });

  it('illegalMoveArb offers values of every move type, and a listed move with one field from another shape', () => {
    const s: State = { count: 3, length: 40, turn: 'a', phase: 'mark', hands: { a: 0, b: 0 } };
    const seen = new Set<string>();
    for (const v of fc.sample(illegalMoveArb(trail, s), { numRuns: 400, seed: 1 })) {
      if (typeof v === 'object' && v !== null && 'type' in v) seen.add(String((v as { type: unknown }).type));
      expect(trail.resolve(s, v as never).ok).toBe(false);
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['draw', 'mark', 'skip', 'step']));
    expect(graft({ type: 'step', to: 99 }, trail.legalMoves(s), 0, 0)).toEqual({ type: 'step', to: 99 });
    expect(graft({ type: 'mark', mark: 2 }, [{ type: 'mark', mark: 0 }], 0, 0)).toEqual({ type: 'mark', mark: 2 });
  });

  it('schemaArb gives values the schema accepts: unions, enums, bounds, lengths, optional and nullable fields', () => {
    const schema = z.discriminatedUnion('type', [
      z.object({ type: z.literal('a'), n: z.number().int().min(-3).max(3), faces: z.array(z.number().int().min(0)).length(5) }),
      z.object({ type: z.literal('b'), side: z.enum(['allies', 'axis']), note: z.string().optional(), at: z.number().int().nullable() }),
      z.object({ type: z.literal('c'), pair: z.tuple([z.boolean(), z.number()]), extra: z.record(z.string(), z.number().int()) }),
    ]);
    fc.assert(fc.property(schemaArb(schema), (v) => {
      expect(schema.safeParse(v).success).toBe(true);
    }));
    fc.assert(
      fc.property(branchesArb(schema), (vs) => {
        expect(vs.map((v) => (v as { type: string }).type)).toEqual(['a', 'b', 'c']);
      }),
      { numRuns: 20 },
    );
    // The title's own schema, too.
    fc.assert(fc.property(schemaArb(trail.schemas.move), (v) => {
      expect(trail.schemas.move.safeParse(v).success).toBe(true);
    }));
  });
});

/**
 * The fast move guard that lets `defineGame` skip zod must never accept what `MoveSchema` would
 * refuse or reshape, and must accept every move the engine itself produces.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, pickChance } from '@esagono/kernel';
import { isMove } from '../../src/util/is-move.js';
import { MoveSchema, type Move, type State } from '../../src/state.js';
import { CARD_IDS } from '../../src/data/cards.js';
import { game } from '../../src/game.js';
import { scenarios } from '../../src/index.js';

/** Every `type` literal of the schema, read from the schema itself. */
const SCHEMA_TYPES: string[] = MoveSchema.options.map((o) => String(o.shape.type.value));
const FIELDS = ['card', 'unit', 'section', 'to', 'target', 'faces', 'ignore', 'take', 'play', 'extra', 'type'];

/** Field values near the edges of what the schema allows. */
const value = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1, max: 3 }) },
  fc.integer({ min: -3, max: 40 }),
  fc.constantFrom(0, -0, 2, 3, 0.5, NaN, Infinity, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constantFrom(...CARD_IDS, 'joker', ''),
  fc.array(fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constantFrom(0.5, NaN)), { minLength: 4, maxLength: 6 }),
  fc.constant(null),
  fc.constant(undefined),
  fc.string({ maxLength: 3 }),
);

const SHAPE_KEYS: Record<string, string[]> = Object.fromEntries(
  MoveSchema.options.map((o) => [String(o.shape.type.value), Object.keys(o.shape).filter((k) => k !== 'type')]),
);

/** Objects shaped like moves: a schema type with its own fields, sometimes one missing or one extra. */
const nearMove = fc
  .tuple(
    fc.constantFrom(...SCHEMA_TYPES, 'jump', 'Move'),
    fc.array(value, { minLength: 3, maxLength: 3 }),
    fc.constantFrom('none', 'none', 'none', 'drop', 'extra'),
    fc.constantFrom(...FIELDS),
    value,
  )
  .map(([type, vals, twist, extraKey, extraValue]) => {
    const out: Record<string, unknown> = { type };
    const keys = SHAPE_KEYS[type] ?? [];
    keys.forEach((k, i) => {
      out[k] = vals[i];
    });
    if (twist === 'drop' && keys[0] !== undefined) delete out[keys[0]];
    if (twist === 'extra') out[extraKey] = extraValue;
    return out;
  });

/** Legal and chance moves of random playouts of a shipped scenario. */
function engineMoves(id: string, seeds: number): Move[] {
  const out: Move[] = [];
  const setup = scenarios[id];
  if (!setup) throw new Error(id);
  for (let seed = 1; seed <= seeds; seed++) {
    const init = game.setup(setup);
    if (!init.ok) throw new Error(init.error.message);
    const rng = new Rng(seed);
    let s: State = init.state;
    for (let k = 0; k < 5000 && game.actor(s).kind !== 'terminal'; k++) {
      const chance = game.actor(s).kind === 'chance';
      const options = chance ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s);
      out.push(...options);
      const m = chance ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(options);
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

describe('isMove, the fast guard for MoveSchema (kernel defineGame isMove)', () => {
  it('accepts only values that MoveSchema parses to an equal value', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: nearMove }, { weight: 1, arbitrary: fc.anything() }), (v) => {
        if (!isMove(v)) return;
        accepted++;
        const parsed = MoveSchema.safeParse(v);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toStrictEqual(v);
      }),
      { numRuns: 3000 },
    );
    // The generator must reach the accepting side, or the property says nothing.
    expect(accepted).toBeGreaterThan(20);
  });

  it('accepts every legal and chance move of random playouts (M44 p.6-11)', () => {
    const moves = engineMoves('sainte-mere-eglise', 2).concat(engineMoves('pegasus-bridge', 1));
    expect(moves.length).toBeGreaterThan(1000);
    const refused = moves.filter((m) => !isMove(m));
    expect(refused).toEqual([]);
  });

  it('knows every move type of the schema, and no other', () => {
    const sampleField: Record<string, unknown> = { card: 'ambush', unit: 0, section: 1, to: 5, target: 2, faces: [1, 0, 0, 0, 2], ignore: true, take: false, play: true };
    for (const o of MoveSchema.options) {
      const sample: Record<string, unknown> = { type: o.shape.type.value };
      for (const k of Object.keys(o.shape)) if (k !== 'type') sample[k] = sampleField[k];
      expect(MoveSchema.safeParse(sample).success).toBe(true);
      expect(isMove(sample), JSON.stringify(sample)).toBe(true);
    }
    expect(isMove({ type: 'jump' })).toBe(false);
  });

  it('leaves malformed moves to the schema, whose error names the field', () => {
    const init = game.setup(scenarios['sainte-mere-eglise'] as { scenario: never });
    if (!init.ok) throw new Error(init.error.message);
    const r = game.resolve(init.state, { type: 'roll', faces: [1, 2] } as unknown as Move);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('faces');
    const extra = { type: 'end-turn', by: 'me' };
    expect(isMove(extra)).toBe(false);
    expect(MoveSchema.safeParse(extra).success).toBe(true);
  });
});

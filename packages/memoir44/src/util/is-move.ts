/**
 * A fast structural check of a move, used by `defineGame` instead of zod when it says yes
 * (zod costs more than applying most moves). It is strict: it accepts only plain objects with
 * exactly the fields of one `MoveSchema` branch, so the schema would return an equal value;
 * anything else goes to the schema, which names the offending field.
 */
import { CardIdSchema } from '../data/cards.js';
import type { Move } from '../state.js';

type Field = 'int' | 'section' | 'bool' | 'card' | 'faces';

/** The fields of each move type besides `type`, as in `MoveSchema` (typed so a new move type must be added). */
const SHAPES: { readonly [K in Move['type']]: Readonly<Record<string, Field>> } = {
  play: { card: 'card' },
  order: { unit: 'int' },
  section: { section: 'section' },
  move: { unit: 'int', to: 'int' },
  'end-moves': {},
  attack: { unit: 'int', target: 'int' },
  target: { target: 'int' },
  'remove-wire': { unit: 'int' },
  'end-turn': {},
  roll: { faces: 'faces' },
  'ignore-flag': { ignore: 'bool' },
  retreat: { to: 'int' },
  'stop-retreat': {},
  'take-ground': { take: 'bool' },
  skip: {},
  draw: { card: 'card' },
  keep: { card: 'card' },
  ambush: { play: 'bool' },
  drop: { to: 'int' },
  exit: { unit: 'int' },
};

/** Field counts per type, `type` included, so extra keys are caught by counting. */
const SIZES: ReadonlyMap<string, number> = new Map(Object.entries(SHAPES).map(([k, v]) => [k, Object.keys(v).length + 1]));
const CARDS: ReadonlySet<unknown> = new Set<unknown>(CardIdSchema.options);

function fieldOk(kind: Field, x: unknown): boolean {
  switch (kind) {
    case 'int':
      return Number.isSafeInteger(x);
    case 'section':
      return x === 0 || x === 1 || x === 2;
    case 'bool':
      return typeof x === 'boolean';
    case 'card':
      return CARDS.has(x);
    case 'faces': {
      if (!Array.isArray(x) || x.length !== 5) return false;
      for (let i = 0; i < 5; i++) {
        const f: unknown = x[i];
        if (!Number.isSafeInteger(f) || (f as number) < 0) return false;
      }
      return true;
    }
  }
}

/** Is `v` a well-formed Memoir '44 move (shape only, not legality)? */
export function isMove(v: unknown): v is Move {
  if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype) return false;
  const o = v as Record<string, unknown>;
  const type = o['type'];
  if (typeof type !== 'string') return false;
  const size = SIZES.get(type);
  if (size === undefined) return false;
  const shape = SHAPES[type as Move['type']];
  let n = 0;
  for (const k in o) {
    n++;
    if (k === 'type') continue;
    const kind = Object.hasOwn(shape, k) ? shape[k] : undefined;
    if (kind === undefined || !Object.hasOwn(o, k) || !fieldOk(kind, o[k])) return false;
  }
  return n === size;
}

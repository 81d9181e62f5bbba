/**
 * The editor's JSON, read loosely (unknown keys are allowed and ignored) and tolerant of how real
 * files write it: enum values in any case (`player2`, `country`), counts as strings
 * (`"cards_player1": "5"`), and what PHP's JSON encoder makes of arrays: `[]` for an empty object,
 * and a list written as an object keyed "0", "1"... (tags, groups, hexagons).
 */
import { z } from 'zod';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{"0": a, "1": b}` -> `[a, b]` (PHP's encoding of an array whose keys are not 0..n-1). */
function asList(v: unknown): unknown {
  if (!isRecord(v)) return v;
  const entries = Object.entries(v);
  if (!entries.every(([k]) => /^\d+$/.test(k))) return v;
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, x]) => x);
}
/** `[]` -> `{}` (PHP's encoding of an empty associative array). */
const asObject = (v: unknown): unknown => (Array.isArray(v) && v.length === 0 ? {} : v);
/** `[]` -> absent, for a hex part written as an empty array. */
const asPart = (v: unknown): unknown => (Array.isArray(v) && v.length === 0 ? undefined : v);

export const int = z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v), z.number().int());
const bool = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0 || v === '') return false;
  return v;
}, z.boolean());
/** An enum of upper-case names, read in any case. */
export const upper = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(values));
/** A name compared in upper case (behaviours, faces, board types). */
const upperName = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string());

const list = <T extends z.ZodType>(item: T) => z.preprocess(asList, z.array(item));
const object = <T extends z.ZodType>(shape: T) => z.preprocess(asObject, shape);
const part = <T extends z.ZodType>(shape: T) => z.preprocess(asPart, shape.optional()).optional();

export const Side = upper(['ALLIES', 'AXIS']);

const Named = z.looseObject({
  name: z.string(),
  orientation: int.optional(),
  behavior: upperName.optional(),
  original_owner: Side.optional(),
});
export const M44Unit = z.looseObject({
  name: z.string(),
  badge: z.string().optional(),
  nbr_units: int.optional(),
  behavior: upperName.optional(),
  equipment: z.string().optional(),
});
export const M44Tag = z.looseObject({
  name: z.string(),
  behavior: upperName.optional(),
  side: Side.optional(),
  group: list(z.string()).optional(),
  medal: object(
    z.looseObject({
      permanent: bool.optional(),
      counts_for: int.optional(),
      nbr_hex: int.optional(),
    }),
  ).optional(),
});
const M44Hex = z.looseObject({
  row: int,
  col: int,
  terrain: part(Named),
  rect_terrain: part(Named),
  obstacle: part(Named),
  unit: part(M44Unit),
  tags: list(M44Tag).optional(),
});
export const M44File = z.looseObject({
  meta_data: object(z.looseObject({ scenario_id: z.union([z.string(), z.number()]).optional() })).optional(),
  game_info: z.looseObject({
    front: z.preprocess((v) => (v === null || v === '' ? undefined : v), upperName.optional()).optional(),
    date_begin: z.unknown().optional(),
    starting: upper(['PLAYER1', 'PLAYER2']),
    side_player1: Side,
    side_player2: Side,
    cards_player1: int,
    cards_player2: int,
    victory_player1: int,
    victory_player2: int,
    victory_conditions: list(object(z.record(z.string(), z.unknown()))).optional(),
    options: object(z.record(z.string(), z.unknown())).optional(),
  }),
  board: z.looseObject({
    type: upperName,
    face: upperName,
    hexagons: list(M44Hex),
  }),
  packs: z.unknown().optional(),
  equipment_packs: z.unknown().optional(),
  text: object(z.record(z.string(), object(z.looseObject({ name: z.unknown().optional(), rules: z.unknown().optional() })))).optional(),
});
export type M44File = z.infer<typeof M44File>;
export type M44Hex = z.infer<typeof M44Hex>;
export type M44UnitJson = z.infer<typeof M44Unit>;
export type M44TagJson = z.infer<typeof M44Tag>;

export const M44Airdrop = z.looseObject({
  side: Side,
  range: int,
  nbr_units: int,
  center: z.string(),
  unit: z.looseObject({ name: z.string() }),
});

/**
 * The names a `packs` or `equipment_packs` value lists as needed: `["terrain"]`, or
 * `{"terrain": 1, "air": 0}` (only the true ones); nothing for `[]`, `{}` or an absent key.
 */
export function listedNames(v: unknown): string[] {
  if (Array.isArray(v)) return v.flatMap((x) => (typeof x === 'string' ? [x] : isRecord(x) && typeof x['name'] === 'string' ? [x['name']] : []));
  if (isRecord(v)) return Object.entries(v).filter(([, on]) => isOn(on)).map(([k]) => k);
  if (typeof v === 'string' && v.trim() !== '') return [v.trim()];
  return [];
}

/** An option's value that puts its rule in effect: not false, 0, "0", "", null, [] or {}. */
export function isOn(v: unknown): boolean {
  if (v === undefined || v === null || v === false || v === 0 || v === '' || v === '0' || v === 'false') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (isRecord(v)) return Object.keys(v).length > 0;
  return true;
}

/**
 * Our own scenario format: plain JSON facts (terrain, obstacles, units, objectives, hands, who
 * starts, victory) that set up a Memoir '44 battle. The vocabularies (terrain, obstacles, unit
 * types, badges) are the rules' own (src/data/).
 * Hexes use the .m44 doubled (row, col) convention; see `board.ts`.
 */
import { z } from 'zod';
import { parseWith, type RuleError } from '@esagono/kernel';
import { BADGES, BadgeIdSchema } from '../data/badges.js';
import { ObstacleIdSchema } from '../data/obstacles.js';
import { TerrainIdSchema } from '../data/terrain.js';
import { UnitTypeSchema } from '../data/units.js';
import { coordKey, offBoardReason, type BoardType, type HexCoord } from './board.js';

export const SIDES = ['allies', 'axis'] as const;
export const SideSchema = z.enum(SIDES);
export type Side = (typeof SIDES)[number];

/** The two printed faces of the base board plus the expansions' winter and desert boards (M44 p.6 [L114]). */
export const BoardFaceSchema = z.enum(['countryside', 'beach', 'winter', 'desert']);
export type BoardFace = z.infer<typeof BoardFaceSchema>;
export const BoardTypeSchema = z.enum(['standard', 'overlord']);

export const FrontSchema = z.enum(['western', 'eastern', 'pacific', 'mediterranean']);
export type Front = z.infer<typeof FrontSchema>;

/** Nations as the .m44 unit names spell them, kept for display and for exporting back. */
export const NationSchema = z.enum(['us', 'gb', 'de']);
export type Nation = z.infer<typeof NationSchema>;

const CoordShape = {
  row: z.number().int(),
  col: z.number().int(),
};
export const HexCoordSchema = z.object(CoordShape).strict();

/** Tile orientation as the scenario editor numbers it, 1..6 (only drawing depends on it). */
const OrientationSchema = z.number().int().min(1).max(6);

export const TerrainTileSchema = z
  .object({
    ...CoordShape,
    terrain: TerrainIdSchema,
    orientation: OrientationSchema.optional(),
    /** A road runs through the hex (Terrain Pack; the base rules give roads no effect). */
    road: z.literal(true).optional(),
    /** The scenario makes this hex impassable, e.g. Villers-Bocage's woods and villages. */
    impassable: z.literal(true).optional(),
  })
  .strict();
export type TerrainTile = z.infer<typeof TerrainTileSchema>;

export const ObstaclePlacementSchema = z
  .object({
    ...CoordShape,
    obstacle: ObstacleIdSchema,
    orientation: OrientationSchema.optional(),
    /** Only this side may claim the obstacle's protection (bunkers, M44 p.19 [L819]; the Omaha sea wall). */
    owner: SideSchema.optional(),
  })
  .strict();
export type ObstaclePlacement = z.infer<typeof ObstaclePlacementSchema>;

export const UnitPlacementSchema = z
  .object({
    ...CoordShape,
    side: SideSchema,
    type: UnitTypeSchema,
    /** Figures at set-up; a number on the map overrides the type's default (M44 p.12 [L510]). */
    figures: z.number().int().min(1).max(4),
    badge: BadgeIdSchema.optional(),
    nation: NationSchema.optional(),
    /** The insignia on the badge: cosmetic, any of them makes the unit elite (M44 p.12 [L518-534]). */
    insignia: NationSchema.optional(),
    /** Medals the enemy gains for eliminating it when not 1 (Mont Mouchet's tanks count 2). */
    medals: z.number().int().min(0).max(9).optional(),
    /** The unit may ignore 1 flag wherever it stands (Wittmann's Tiger in Villers-Bocage). */
    ignoresOneFlag: z.literal(true).optional(),
    /** A named unit, e.g. a leader's tank. */
    name: z.string().min(1).max(40).optional(),
  })
  .strict();
export type UnitPlacement = z.infer<typeof UnitPlacementSchema>;

const HexListSchema = z.array(HexCoordSchema).min(1);

/** Objectives of M44 Appendix 3 (p.20 [L865-883]) plus exit hexes. */
/** The fields of an objective a side scores by occupying `required` of its hexes. */
const occupationFields = {
  side: SideSchema,
  hexes: HexListSchema,
  required: z.number().int().min(1).default(1),
  medals: z.number().int().min(1).default(1),
};

export const ObjectiveSchema = z.discriminatedUnion('kind', [
  // Held while a unit of `side` occupies `required` of the hexes; lost as soon as it leaves (M44 p.20 [L871]).
  z.object({ kind: z.literal('temporary-medal'), ...occupationFields }).strict(),
  // Gained for good when a unit of `side` enters (M44 p.20 [L875]).
  z.object({ kind: z.literal('permanent-medal'), ...occupationFields }).strict(),
  // Held while the side occupies at least one more of the hexes than the enemy (M44 p.20 [L879]).
  z
    .object({
      kind: z.literal('majority-medal'),
      hexes: HexListSchema,
      medals: z.number().int().min(1).default(1),
    })
    .strict(),
  // The side wins at once on occupying `required` of the hexes (M44 p.20 [L883]).
  z
    .object({
      kind: z.literal('sudden-death'),
      side: SideSchema,
      hexes: HexListSchema,
      required: z.number().int().min(1).default(1),
    })
    .strict(),
  // A unit of `side` leaving the board from one of these hexes gains `medals` (scenario rule).
  z
    .object({
      kind: z.literal('exit'),
      side: SideSchema,
      hexes: HexListSchema,
      medals: z.number().int().min(1).default(1),
    })
    .strict(),
]);
export type Objective = z.infer<typeof ObjectiveSchema>;

/** Special rules the engine can act on, by id with parameters; anything else is kept by name. */
export const SpecialRuleSchema = z.discriminatedUnion('id', [
  // Air Power dice per side when the scenario overrides the front/year table (M44 p.21 [L885-899]).
  z.object({ id: z.literal('air-superiority'), side: z.enum(['allies', 'axis', 'none']) }).strict(),
  // Only `side` may claim the bunkers (M44 p.19 [L819]).
  z.object({ id: z.literal('bunker-owner'), side: SideSchema }).strict(),
  // After each of `side`'s first `turns` turns it draws `draw` cards instead of 1 (Pegasus Bridge, M44 p.22 [L928]).
  z
    .object({
      id: z.literal('extra-draws'),
      side: SideSchema,
      draw: z.number().int().min(2).max(6),
      turns: z.number().int().min(1).max(20),
    })
    .strict(),
  // Before `side`'s first turn, `units` units of `figures` are dropped within `range` of `center`.
  z
    .object({
      id: z.literal('airdrop'),
      side: SideSchema,
      type: UnitTypeSchema,
      units: z.number().int().min(1).max(12),
      figures: z.number().int().min(1).max(4),
      center: HexCoordSchema,
      range: z.number().int().min(0).max(12),
    })
    .strict(),
  // Hexes of these terrains may not be entered (e.g. Villers-Bocage's woods and villages).
  z.object({ id: z.literal('impassable-terrain'), terrain: z.array(TerrainIdSchema).min(1) }).strict(),
  // A rule we do not model, kept by name (and a short note in our words).
  z.object({ id: z.literal('other'), name: z.string().min(1).max(80), note: z.string().max(400).optional() }).strict(),
]);
export type SpecialRule = z.infer<typeof SpecialRuleSchema>;

export const ProvenanceSchema = z
  .object({
    /** Where the facts come from, e.g. the official scenario and the file it was imported from. */
    source: z.string().min(1).max(300),
    /** The scenario editor's id when imported from a .m44 file. */
    m44Id: z.string().max(20).optional(),
    notes: z.string().max(600).optional(),
  })
  .strict();

const PerSide = (inner: z.ZodNumber) => z.object({ allies: inner, axis: inner }).strict();

const BaseScenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be kebab-case'),
    name: z.string().min(1).max(80),
    provenance: ProvenanceSchema,
    /** A short briefing in our own words. */
    briefing: z.string().max(600),
    front: FrontSchema.optional(),
    /** First day of the battle, ISO `YYYY-MM-DD` (the year picks air superiority, M44 p.21). */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    board: z.object({ face: BoardFaceSchema, type: BoardTypeSchema }).strict(),
    terrain: z.array(TerrainTileSchema),
    obstacles: z.array(ObstaclePlacementSchema),
    units: z.array(UnitPlacementSchema),
    objectives: z.array(ObjectiveSchema),
    /** Command cards dealt to each side (M44 p.5). */
    hands: PerSide(z.number().int().min(1).max(10)),
    firstPlayer: SideSchema,
    /** Medals each side needs to win (M44 p.6 [L158]). */
    victory: PerSide(z.number().int().min(1).max(20)),
    specialRules: z.array(SpecialRuleSchema),
  })
  .strict();

type Ctx = z.core.$RefinementCtx<z.output<typeof BaseScenarioSchema>>;

function checkOnBoard(ctx: Ctx, type: BoardType, h: HexCoord, path: (string | number)[]): void {
  const why = offBoardReason(type, h);
  if (why !== null) ctx.addIssue({ code: 'custom', message: `hex (${h.row}, ${h.col}) is off the ${type} board: ${why}`, path });
}

/** Cross-field checks: everything on the board, no two things where only one fits. */
function checkScenario(s: z.output<typeof BaseScenarioSchema>, ctx: Ctx): void {
  const type = s.board.type;
  const terrainAt = new Map<string, TerrainTile>();
  s.terrain.forEach((t, i) => {
    checkOnBoard(ctx, type, t, ['terrain', i]);
    const k = coordKey(t);
    if (terrainAt.has(k)) {
      ctx.addIssue({ code: 'custom', message: `two terrain tiles on hex (${t.row}, ${t.col})`, path: ['terrain', i] });
    }
    terrainAt.set(k, t);
  });
  const obstaclesAt = new Set<string>();
  const bridged = new Set<string>();
  s.obstacles.forEach((o, i) => {
    checkOnBoard(ctx, type, o, ['obstacles', i]);
    const k = `${coordKey(o)}:${o.obstacle}`;
    if (obstaclesAt.has(k)) {
      ctx.addIssue({ code: 'custom', message: `two ${o.obstacle} obstacles on hex (${o.row}, ${o.col})`, path: ['obstacles', i] });
    }
    obstaclesAt.add(k);
    if (o.obstacle === 'bridge') bridged.add(coordKey(o));
    // A bridge is laid across a river (M44 p.16 [L680]).
    const under = terrainAt.get(coordKey(o))?.terrain;
    if (o.obstacle === 'bridge' && under !== 'river' && under !== 'lake') {
      ctx.addIssue({
        code: 'custom',
        message: `bridge on hex (${o.row}, ${o.col}) is not over a river (M44 p.16)`,
        path: ['obstacles', i, 'obstacle'],
      });
    }
  });
  const unitAt = new Set<string>();
  s.units.forEach((u, i) => {
    checkOnBoard(ctx, type, u, ['units', i]);
    const k = coordKey(u);
    // One unit per hex (M44 p.6 [L223]).
    if (unitAt.has(k)) ctx.addIssue({ code: 'custom', message: `two units on hex (${u.row}, ${u.col})`, path: ['units', i] });
    unitAt.add(k);
    // Rivers and lakes are impassable: no unit can stand in one off a bridge (M44 p.16 [L673], p.18 [L756]).
    const ground = terrainAt.get(k)?.terrain;
    if ((ground === 'river' || ground === 'lake') && !bridged.has(k)) {
      ctx.addIssue({ code: 'custom', message: `unit on hex (${u.row}, ${u.col}) stands in a ${ground} with no bridge`, path: ['units', i] });
    }
    if (u.badge !== undefined && BADGES[u.badge].unit !== u.type) {
      ctx.addIssue({
        code: 'custom',
        message: `badge ${u.badge} belongs on ${BADGES[u.badge].unit}, not ${u.type} (M44 p.12-13)`,
        path: ['units', i, 'badge'],
      });
    }
  });
  s.objectives.forEach((o, i) => {
    const seen = new Set<string>();
    o.hexes.forEach((h, j) => {
      checkOnBoard(ctx, type, h, ['objectives', i, 'hexes', j]);
      if (seen.has(coordKey(h))) {
        ctx.addIssue({ code: 'custom', message: `hex (${h.row}, ${h.col}) listed twice`, path: ['objectives', i, 'hexes', j] });
      }
      seen.add(coordKey(h));
    });
    if ('required' in o && o.required > o.hexes.length) {
      ctx.addIssue({
        code: 'custom',
        message: `requires ${o.required} hexes but lists ${o.hexes.length}`,
        path: ['objectives', i, 'required'],
      });
    }
  });
  s.specialRules.forEach((r, i) => {
    if (r.id === 'airdrop') checkOnBoard(ctx, type, r.center, ['specialRules', i, 'center']);
  });
}

export const ScenarioSchema = BaseScenarioSchema.superRefine(checkScenario);
export type Scenario = z.output<typeof ScenarioSchema>;
/** What a scenario may be written as: the defaults (`required`, `medals`) may be left out. */
export type ScenarioInput = z.input<typeof ScenarioSchema>;

export type ScenarioParse = { readonly ok: true; readonly scenario: Scenario } | { readonly ok: false; readonly error: RuleError };

/** Validates a scenario; the error's `path` names the offending field, e.g. `units.3`. Never throws. */
export function parseScenario(input: unknown): ScenarioParse {
  const r = parseWith(ScenarioSchema, input, { code: 'invalid-scenario', what: 'scenario' });
  return r.ok ? { ok: true, scenario: r.value } : r;
}

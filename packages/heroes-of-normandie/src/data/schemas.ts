/**
 * The data formats of the title (the rulebook prints no counters, cards, tiles or scenarios):
 * zod schemas for a unit roster (both sides of each token), recruitment tiles and options,
 * heroes, action cards (effects as data bound to the engine's timing windows), terrain tiles on
 * the square grid and scenarios. Errors name the offending field (`parseWith` in the kernel).
 */
import { z } from 'zod';
import { ProvenanceSchema } from './provenance.js';
import { ABILITY_IDS, COMMAND_IDS, EQUIPMENT_IDS, TRAIT_IDS } from './catalogue.js';

export const FACTIONS = ['US', 'DE'] as const;
export const FactionSchema = z.enum(FACTIONS);
export type Faction = z.infer<typeof FactionSchema>;

/** Defence colours: yellow infantry, purple light vehicle, grey heavy vehicle (HoN p.4 L85, L94, L100). */
export const DEF_COLORS = ['yellow', 'purple', 'grey'] as const;
export const DefColorSchema = z.enum(DEF_COLORS);
export type DefColor = z.infer<typeof DefColorSchema>;

export const UNIT_KINDS = ['infantry', 'lightVehicle', 'heavyVehicle'] as const;
export const UnitKindSchema = z.enum(UNIT_KINDS);
export type UnitKind = z.infer<typeof UnitKindSchema>;

/** An attack bonus, or X: cannot attack that colour (HoN p.4 L100, p.6 L410, p.7 L460). */
export const BonusSchema = z.union([z.number().int().min(-5).max(12), z.literal('X')]);
export type Bonus = z.infer<typeof BonusSchema>;

export const AttackSchema = z.object({ yellow: BonusSchema, purple: BonusSchema, grey: BonusSchema });
export type Attack = z.infer<typeof AttackSchema>;

/** A special-ability icon, with its printed value where it has one (digest §4.5). */
export const AbilityRefSchema = z.object({
  id: z.enum(ABILITY_IDS),
  value: z.number().int().min(-6).max(12).optional(),
  /** Howitzer and Fuoco Indiretto: the colour of the AoE marker they use (HoN p.14 L1197, L1215). */
  color: z.enum(['blue', 'green']).optional(),
});
export type AbilityRef = z.infer<typeof AbilityRefSchema>;

/** Infantry and light vehicles: one colour and value; heavy vehicles: grey front/side/rear (HoN p.4 L102, L125-133). */
export const DefenseSchema = z.discriminatedUnion('color', [
  z.object({ color: z.literal('yellow'), value: z.number().int().min(1).max(12) }),
  z.object({ color: z.literal('purple'), value: z.number().int().min(1).max(12) }),
  z.object({
    color: z.literal('grey'),
    front: z.number().int().min(1).max(12),
    side: z.number().int().min(1).max(12),
    rear: z.number().int().min(1).max(12),
  }),
]);
export type Defense = z.infer<typeof DefenseSchema>;

/** Vehicle weapons: primary (red) and secondary (yellow) (HoN p.4 L123, L129). */
export const WeaponSchema = z.object({
  slot: z.enum(['primary', 'secondary']),
  attack: AttackSchema,
  abilities: z.array(AbilityRefSchema).default([]),
  /**
   * Its fire arc in degrees, centred on the vehicle's facing: 360 unless the counter draws a
   * narrower one (HoN p.7 L494-496). The drawings are on counters the sources lack: stand-in values.
   */
  arc: z.union([z.literal(90), z.literal(180), z.literal(270), z.literal(360)]).default(360),
});
export type Weapon = z.infer<typeof WeaponSchema>;

/** What a terrain element does (HoN p.9 L633-699); the same shape for a wreck side (L115). */
export const TerrainEffectsSchema = z.object({
  /** +N defence to infantry on it (L643-645). */
  defense: z.number().int().min(0).max(6).default(0),
  /** LoS: `blocks` stops it; a number is the penalty per space crossed (L649-657). */
  obstacle: z.union([z.literal('blocks'), z.number().int().min(0).max(6)]).default(0),
  /** Entering stops the move; 1 space per move inside (L661-663). */
  rough: z.boolean().default(false),
  /** The kinds of unit that may not enter (L667-677). */
  impassable: z.array(UnitKindSchema).default([]),
  /** Water: impassable except to Amphibious units, which stop on entering (L697-699). */
  water: z.boolean().default(false),
  /** Opportunity Fire for units standing on it (L687-693). */
  opportunityFire: z.boolean().default(false),
  /** Building: entry only through its entry spaces, fire from openings (L734-755). */
  building: z.boolean().default(false),
});
export type TerrainEffects = z.infer<typeof TerrainEffectsSchema>;

export const CounterSideSchema = z
  .object({
    name: z.string().min(1),
    /** White on a full-strength side, red on a damaged one (HoN p.4 L79). */
    nameColor: z.enum(['white', 'red']),
    movement: z.union([z.number().int().min(0).max(12), z.literal('X')]),
    /** Infantry and light vehicles; heavy vehicles use `weapons`. */
    attack: AttackSchema.optional(),
    weapons: z.array(WeaponSchema).max(2).optional(),
    defense: DefenseSchema,
    /** The hit symbol: this side absorbs one hit by flipping (HoN p.4 L96-97). */
    hitSymbol: z.boolean(),
    abilities: z.array(AbilityRefSchema).default([]),
    /** A vehicle's wreck side (HoN p.4 L113-115, L135), with its terrain effects. */
    wreck: TerrainEffectsSchema.optional(),
  })
  .refine((s) => s.wreck !== undefined || s.attack !== undefined || (s.weapons?.length ?? 0) > 0, {
    message: 'a side that is not a wreck needs `attack` or `weapons`',
    path: ['attack'],
  });
export type CounterSide = z.infer<typeof CounterSideSchema>;

export const BORDERS = ['standard', 'officer', 'heavyWeapon', 'hero'] as const;

export const CounterSchema = z
  .object({
    id: z.string().min(1).max(40),
    /**
     * A counter an option brings that is no ordinary unit: a Stratagem decoy (Tricky, HoN p.12
     * L979-985), a Goliath (L838-842) or the Horn of Plenty (p.11 L873-875).
     */
    role: z.enum(['unit', 'decoy', 'goliath', 'hornOfPlenty']).default('unit'),
    faction: FactionSchema,
    badge: z.string().min(1),
    kind: UnitKindSchema,
    /** Yellow officer, red heavy weapon, dark hero (HoN p.4 L87-88). */
    border: z.enum(BORDERS),
    /** Spaces a vehicle occupies: one or two (HoN p.6 L368); infantry 1. */
    footprint: z.union([z.literal(1), z.literal(2)]),
    sides: z.tuple([CounterSideSchema, CounterSideSchema]),
    provenance: ProvenanceSchema,
  })
  .superRefine((c, ctx) => {
    const want: DefColor = c.kind === 'infantry' ? 'yellow' : c.kind === 'lightVehicle' ? 'purple' : 'grey';
    if (c.sides[0].defense.color !== want)
      ctx.addIssue({ code: 'custom', path: ['sides', 0, 'defense', 'color'], message: `a ${c.kind} defends in ${want}` });
    if (c.kind !== 'infantry' && c.sides[1].wreck === undefined)
      ctx.addIssue({ code: 'custom', path: ['sides', 1, 'wreck'], message: 'a vehicle side B is its wreck (HoN p.4 L113, L135)' });
    if (c.kind === 'infantry' && c.footprint !== 1)
      ctx.addIssue({ code: 'custom', path: ['footprint'], message: 'only a vehicle may occupy two spaces (HoN p.6 L368)' });
  });
export type Counter = z.infer<typeof CounterSchema>;

// -------------------------------------------------------------------------------------------
// Recruitment (HoN p.4 L139-166, L198-252)

/** A slot: its size and the coloured bands on its edges (HoN p.4 L214). */
export const SlotSchema = z.object({ size: z.enum(['small', 'large']), bands: z.array(z.string().min(1)).min(1) });

export const RecruitmentTileSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  faction: FactionSchema,
  badge: z.string().min(1),
  cost: z.number().int().min(0),
  /** The Officer icon: gates Command options (HoN p.4 L238). */
  officer: z.boolean(),
  /** Printed stars (Orders, HoN p.5 L304). */
  stars: z.number().int().min(0).max(10),
  /** The corner bonus, gained only when `slot` is filled (HoN p.4 L143-148). */
  cornerStars: z.object({ stars: z.number().int().min(1), slot: z.number().int().min(0) }).optional(),
  slots: z.array(SlotSchema),
  units: z.array(z.string().min(1)).min(1),
  /** Red squares: units to lose before it breaks (HoN p.4 L152, L278). */
  breakPoint: z.number().int().min(1),
  /** Victory points on its back (HoN p.4 L153). */
  vp: z.number().int().min(0),
  provenance: ProvenanceSchema,
});
export type RecruitmentTile = z.infer<typeof RecruitmentTileSchema>;

export const RecruitmentOptionSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    faction: FactionSchema,
    /** Supports, equipment, character traits, commands (HoN p.4 L214; "Ordini" = Comandi). */
    type: z.enum(['support', 'equipment', 'trait', 'command']),
    cost: z.number().int().min(0),
    size: z.enum(['small', 'large']),
    bands: z.array(z.string().min(1)).min(1),
    units: z.array(z.string().min(1)).default([]),
    equipment: z.enum(EQUIPMENT_IDS).optional(),
    trait: z.enum(TRAIT_IDS).optional(),
    command: z.enum(COMMAND_IDS).optional(),
    /** Markers printed on the option (digest §4.11), or the card count of Airstrike/Artillery. */
    markers: z.number().int().min(0).default(0),
    stars: z.number().int().min(0).default(0),
    breakPoint: z.number().int().min(1).optional(),
    vp: z.number().int().min(0).default(0),
    provenance: ProvenanceSchema,
  })
  .superRefine((o, ctx) => {
    const need = { support: 'units', equipment: 'equipment', trait: 'trait', command: 'command' } as const;
    const field = need[o.type];
    const missing = field === 'units' ? o.units.length === 0 : o[field] === undefined;
    if (missing) ctx.addIssue({ code: 'custom', path: [field], message: `a ${o.type} option needs \`${field}\`` });
  });
export type RecruitmentOption = z.infer<typeof RecruitmentOptionSchema>;

/** Heroes: bought apart, no slot; a specific badge needs a tile of that badge (HoN p.4 L164-166, L242-248). */
export const HeroSchema = z.object({
  id: z.string().min(1),
  counter: z.string().min(1),
  faction: FactionSchema,
  cost: z.number().int().min(0),
  badge: z.string().min(1),
  provenance: ProvenanceSchema,
});
export type Hero = z.infer<typeof HeroSchema>;

// -------------------------------------------------------------------------------------------
// Action cards (HoN p.8 L560-594)

/**
 * The engine's windows a card effect binds to: `orders` (the Orders phase), `activation` (the
 * start of one's own activation), `reaction` (before the roll of an enemy's fire or assault at
 * one's unit), `supply` (Supply step 4). A card printed "any time" lists several windows.
 */
/** `gap`: between two activations, where Special Orders are played (HoN p.5 L324-326): a card that activates a unit. */
export const WINDOWS = ['orders', 'activation', 'reaction', 'supply', 'gap'] as const;
export const WindowSchema = z.enum(WINDOWS);
export type CardWindow = z.infer<typeof WindowSchema>;

export const EffectSchema = z.discriminatedUnion('kind', [
  /** One more Bluff token this turn. */
  z.object({ kind: z.literal('extraBluff'), count: z.number().int().min(1).max(3) }),
  /** + to the activated unit's fire this activation. */
  z.object({ kind: z.literal('fireBonus'), value: z.number().int().min(1).max(6) }),
  /** + to the activated unit's movement this activation. */
  z.object({ kind: z.literal('moveBonus'), value: z.number().int().min(1).max(6) }),
  /** + to the targeted unit's defence (or assault roll) against the declared attack. */
  z.object({ kind: z.literal('defenseBonus'), value: z.number().int().min(1).max(6) }),
  /** Remove up to N Suppressed markers from each of one's units. */
  z.object({ kind: z.literal('rally'), value: z.number().int().min(1).max(3) }),
  /** Draw N cards now. */
  z.object({ kind: z.literal('draw'), count: z.number().int().min(1).max(3) }),
  /** Alto Comando: a Special Order, played as an "Order 0" on one's unit (HoN p.5 L320-326). */
  z.object({ kind: z.literal('specialOrder') }),
  /** Activate a unit with no Order or not yet activated: it gets an Activated marker (HoN p.5 L339-345). */
  z.object({ kind: z.literal('activate') }),
]);
export type Effect = z.infer<typeof EffectSchema>;

export const ActionCardSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    faction: FactionSchema,
    /** The printed timing icon (HoN p.8 L562-570). */
    timing: z.enum(['orders', 'activation', 'supply', 'anytime']),
    windows: z.array(WindowSchema).min(1),
    copies: z.number().int().min(1).max(10),
    /** Artillery and Aviation cards need their command (HoN p.8 L582-586). */
    restriction: z.enum(['artillery', 'aviation']).optional(),
    /** Aviation only: the AA value (HoN p.8 L590-592). */
    aa: z.number().int().min(1).max(12).optional(),
    effect: EffectSchema,
    provenance: ProvenanceSchema,
  })
  .superRefine((c, ctx) => {
    if (c.timing !== 'anytime') {
      const phase = c.timing === 'orders' ? ['orders'] : c.timing === 'supply' ? ['supply'] : ['activation', 'reaction', 'gap'];
      c.windows.forEach((w, i) => {
        if (!phase.includes(w)) ctx.addIssue({ code: 'custom', path: ['windows', i], message: `a ${c.timing} card cannot bind to the ${w} window` });
      });
    }
    if ((c.aa !== undefined) !== (c.restriction === 'aviation'))
      ctx.addIssue({ code: 'custom', path: ['aa'], message: 'exactly the Aviation cards carry an AA value (HoN p.8 L590)' });
  });
export type ActionCard = z.infer<typeof ActionCardSchema>;

// -------------------------------------------------------------------------------------------
// Terrain tiles and the battlefield (HoN p.4 L170-176, p.9 L633-755)

export const TERRAIN_KINDS = ['open', 'thicket', 'hedgerow', 'forest', 'defensivePosition', 'building', 'water', 'impassable', 'road'] as const;

/** A terrain tile: a shape of squares (relative to its top-left) with one set of printed effects. */
export const TerrainTileSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  kind: z.enum(TERRAIN_KINDS),
  cells: z.array(z.object({ x: z.number().int().min(0), y: z.number().int().min(0) })).min(1),
  effects: TerrainEffectsSchema,
  /**
   * Buildings (HoN p.9 L736-755): their rooms (cells by room; the whole tile is one room when
   * absent), the opening spaces one fires from and at (L740, L746), and the entry spaces with a
   * blue arrow, the only ones to enter or leave by (L738). A building without them is open on every
   * space.
   */
  rooms: z.array(z.array(z.object({ x: z.number().int().min(0), y: z.number().int().min(0) })).min(1)).optional(),
  openings: z.array(z.object({ x: z.number().int().min(0), y: z.number().int().min(0) })).optional(),
  entries: z.array(z.object({ x: z.number().int().min(0), y: z.number().int().min(0) })).optional(),
  /** A structure: its Demolition Points and the tile of its Ruin side (null: removed) (HoN p.9 L637-639). */
  structure: z.object({ points: z.number().int().min(1), ruin: z.string().nullable() }).optional(),
  provenance: ProvenanceSchema,
});
export type TerrainTile = z.infer<typeof TerrainTileSchema>;

export const PointSchema = z.object({ x: z.number().int().min(0).max(63), y: z.number().int().min(0).max(63) });

/**
 * An edge feature between two orthogonally adjacent squares: No Passage (HoN p.9 L681-683), or an
 * obstacle lying on the edge (a wall, a hedge) with its penalty (L657).
 */
export const EdgeFeatureSchema = z
  .object({
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    /** The edge toward east (0) or south (6) of (x, y). */
    dir: z.union([z.literal(0), z.literal(6)]),
    noPassage: z.literal(true).optional(),
    obstacle: z.number().int().min(1).max(6).optional(),
  })
  .refine((e) => e.noPassage === true || e.obstacle !== undefined, { message: 'an edge feature is No Passage or an obstacle', path: ['noPassage'] });

export const BattlefieldSchema = z.object({
  width: z.number().int().min(4).max(64),
  height: z.number().int().min(4).max(64),
  tiles: z.array(z.object({ tile: z.string().min(1), at: PointSchema })),
  edges: z.array(EdgeFeatureSchema).default([]),
  provenance: ProvenanceSchema,
});
export type Battlefield = z.infer<typeof BattlefieldSchema>;

// -------------------------------------------------------------------------------------------
// Armies and scenarios (HoN p.4 L190-286)

export const ArmyListSchema = z.object({
  faction: FactionSchema,
  tiles: z.array(
    z.object({
      tile: z.string().min(1),
      /** Options by slot index. */
      options: z.array(z.object({ slot: z.number().int().min(0), option: z.string().min(1) })).default([]),
    }),
  ),
  heroes: z.array(z.string().min(1)).default([]),
});
export type ArmyList = z.infer<typeof ArmyListSchema>;

export const RectSchema = z.object({ x: z.number().int().min(0), y: z.number().int().min(0), w: z.number().int().min(1), h: z.number().int().min(1) });
export type Rect = z.infer<typeof RectSchema>;

export const DeploymentSchema = z.object({
  /** A unit instance id: `t<i>.<k>` (k-th unit of tile i), `t<i>.s<slot>.<k>` (support option), `h<j>` (hero). */
  unit: z.string().min(1),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  /** Vehicles: 0..7 (45-degree steps, HoN p.6 L372; 0 = east, counter-clockwise). */
  facing: z.number().int().min(0).max(7).default(0),
  /** The side up: white name side by default (HoN p.4 L266). */
  side: z.union([z.literal(0), z.literal(1)]).default(0),
  /**
   * Deployed with the other face up: `hidden` for Imboscata (HoN p.14 L1125), `overwatch` for
   * Fuoco di Opportunità (HoN p.15 L1260); the stand-in counters carry these faces as flags.
   */
  face: z.enum(['normal', 'hidden', 'overwatch']).default('normal'),
  /**
   * Deployed aboard this Transport vehicle of the same army (an instance id), whose square it
   * shares off the map (HoN p.15 L1349, L1355); `x`, `y` are then the vehicle's.
   */
  aboard: z.string().min(1).optional(),
});

export const ScenarioSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Free scenario: AP budget and VP target agreed (HoN p.4 L200, L274). */
  kind: z.literal('free'),
  armyPoints: z.number().int().min(1),
  vpTarget: z.number().int().min(1),
  turns: z.number().int().min(1).max(20).default(8),
  initiative: FactionSchema,
  battlefield: BattlefieldSchema,
  zones: z.object({ US: RectSchema, DE: RectSchema }),
  objectives: z.array(z.object({ x: z.number().int().min(0), y: z.number().int().min(0), vp: z.number().int().min(1) })).default([]),
  armies: z.object({ US: ArmyListSchema, DE: ArmyListSchema }),
  deployment: z.object({ US: z.array(DeploymentSchema), DE: z.array(DeploymentSchema) }),
  /** Deck per faction: card id -> copies (HoN p.4 L254-262). */
  decks: z.object({ US: z.record(z.string(), z.number().int().min(1)), DE: z.record(z.string(), z.number().int().min(1)) }),
  provenance: ProvenanceSchema,
});
export type Scenario = z.infer<typeof ScenarioSchema>;

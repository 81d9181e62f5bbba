/**
 * The state, moves and set-up of Heroes of Normandie as zod schemas, and their types. State is
 * plain JSON: units carry their square, facing, side up, markers and Order token; the attack or
 * assault being resolved and the Supply phase's step are data (HoN p.5-8).
 */
import { z } from 'zod';
import { BattlefieldSchema, FactionSchema, RectSchema, ScenarioSchema, type Faction } from './data/schemas.js';

export const PLAYERS = ['US', 'DE'] as const satisfies readonly Faction[];
export type Player = Faction;
export const other = (p: Player): Player => (p === 'US' ? 'DE' : 'US');

export const DAMAGE = ['crew', 'tracks', 'hull', 'mainWeapon'] as const;

export const TokenSchema = z.union([z.number().int().min(1).max(10), z.literal('bluff')]);
export type Token = z.infer<typeof TokenSchema>;

export const UnitSchema = z.object({
  id: z.string().min(1),
  owner: FactionSchema,
  counter: z.string().min(1),
  side: z.union([z.literal(0), z.literal(1)]),
  x: z.number().int(),
  y: z.number().int(),
  facing: z.number().int().min(0).max(7),
  /** false once eliminated, or wrecked (a wreck stays on its square as terrain, HoN p.4 L115). */
  alive: z.boolean(),
  wreck: z.boolean(),
  suppressed: z.number().int().min(0),
  /** The Activated marker (HoN p.5 L339-345). */
  activated: z.boolean(),
  /** Activated, moved or acted this turn: no Supply-phase move (HoN p.8 L606). */
  acted: z.boolean(),
  /** The Order or Bluff token on the unit (HoN p.5 L302), and whether it is face up. */
  token: TokenSchema.nullable(),
  revealed: z.boolean(),
  /** Heavy-vehicle Damage markers (HoN p.7 L524-542). */
  damage: z.array(z.enum(DAMAGE)),
  /** Opportunity Fire face up (ability, HoN p.15 L1256-1260). */
  overwatch: z.boolean(),
  /** Activations this turn: 2 at most, with Heroic (HoN p.12 L951). */
  activations: z.number().int().min(0),
  /** Break Point group: the option's key when the unit came with one, else its tile's (HoN p.4 L280). */
  group: z.string().nullable(),
  /** Hidden face up (Imboscata, HoN p.14 L1119-1131). */
  hidden: z.boolean(),
  /** The vehicle carrying it (Trasporto, HoN p.15 L1347-1363); its square is then off the map. */
  carrier: z.string().nullable(),
});
export type Unit = z.infer<typeof UnitSchema>;

export const GroupSchema = z.object({
  key: z.string(),
  owner: FactionSchema,
  breakPoint: z.number().int().min(1),
  vp: z.number().int().min(0),
  lost: z.number().int().min(0),
  broken: z.boolean(),
  stars: z.number().int().min(0),
  /** The command or trait the group grants, lost when it breaks (HoN p.4 L282). */
  grants: z.array(z.string()),
  /** An option on an Officer tile benefits the whole army (HoN p.10 L768). */
  wide: z.boolean(),
  /** Markers left on the option (Heroic, HoN p.12 L947; digest §4.11). */
  markers: z.number().int().min(0),
});
export type Group = z.infer<typeof GroupSchema>;

export const SideStateSchema = z.object({
  /** Numbered Order tokens this turn (1..tokens) and Bluffs (HoN p.5 L304-316). */
  tokens: z.number().int().min(0).max(10),
  bluffs: z.number().int().min(0),
  hand: z.array(z.string()),
  /** The draw pile, counted by card (no order: a draw is chance). */
  deck: z.record(z.string(), z.number().int().min(0)),
  discards: z.number().int().min(0),
  vp: z.number().int().min(0),
  ordersDone: z.boolean(),
  /** The Initiative command was turned to its Used side (HoN p.13 L1071). */
  initiativeUsed: z.boolean(),
  /** Special Orders played this turn (Battle Plan, HoN p.5 L318-326, p.13 L1013-1018). */
  specialUsed: z.number().int().min(0),
});
export type SideState = z.infer<typeof SideStateSchema>;

/** A card effect lasting for an activation or an attack. */
export const BoostSchema = z.object({
  fire: z.number().int().min(0),
  move: z.number().int().min(0),
  defense: z.number().int().min(0),
  /** Fuel markers spent this activation (one a turn, HoN p.10 L836). */
  fuel: z.number().int().min(0),
});

export const ActivationSchema = z.object({
  unit: z.string(),
  player: FactionSchema,
  /** `start`: nothing done yet; `moving`: stepped or turned; `fired`: fired a weapon. */
  /** `barrage`: the revealed Ordine di Sbarramento unit calls its heavy weapons' fire (HoN p.14 L1163-1165). */
  stage: z.enum(['start', 'moving', 'fired', 'barrage']),
  /** The name of the heavy weapons firing in this barrage, once the first has fired. */
  barrage: z.string().nullable(),
  /** Movement points spent (HoN p.6 L353). */
  spent: z.number().int().min(0),
  /** The square before the last step (an assaulter pushed back returns there, HoN p.6 L442). */
  fromX: z.number().int(),
  fromY: z.number().int(),
  /** Rough terrain: entered this move / moved within it (HoN p.9 L663). */
  stopped: z.boolean(),
  weaponsUsed: z.array(z.number().int()),
  boost: BoostSchema,
  /** A Supply-phase move: no fire, no assault, no Opportunity Fire (HoN p.8 L604, p.15 L1260). */
  supply: z.boolean(),
  /** After the last step, the opponent has declined Opportunity Fire. */
  ofOffered: z.boolean(),
  /** Treppiede: the unit flipped at the start of this move, and may not again at its end (HoN p.15 L1369). */
  flipped: z.boolean().default(false),
});
export type Activation = z.infer<typeof ActivationSchema>;

/** A space of a 2-space unit: 0 its front, 1 its rear (HoN p.6 L368). */
export const SpaceSchema = z.union([z.literal(0), z.literal(1)]);

/** The spaces a shot uses: the firer's the line starts from, the target's it aims at (HoN p.7 L478-486). */
export const AimSchema = z.object({ from: SpaceSchema, at: SpaceSchema });

export const PendingAttackSchema = z.object({
  kind: z.enum(['fire', 'assault']),
  /** Fire: normal, Suppressive Fire (L1319-1335) or the Sniper table (L1300-1309). */
  mode: z.enum(['normal', 'suppressive', 'sniper', 'grenade', 'raffica']),
  /** Area attacks: the AoE marker whose attack applies (HoN p.7 L546). */
  marker: z.enum(['grenade', 'blue', 'green', 'rifleGrenade', 'panzerfaust', 'stickyBomb', 'goliath']).nullable(),
  /** Raffica: the bonus given to each target still in `queue` (HoN p.15 L1248). */
  bonuses: z.array(z.number().int()),
  /** Raffica: the spaces declared for each target still in `queue`, null between 1-space units (HoN p.7 L478-486). */
  aims: z.array(AimSchema.nullable()).default([]),
  /** Fire at or from a 2-space vehicle: the spaces this shot uses (HoN p.7 L478-486); null otherwise. */
  aim: AimSchema.nullable().default(null),
  /** Area of effect: the units still to attack after this one, each separately (HoN p.10 L848). */
  queue: z.array(z.string()),
  attacker: z.string(),
  target: z.string(),
  weapon: z.number().int().min(0),
  /** Opportunity Fire: the firer then gets an Activated marker (HoN p.9 L691). */
  opportunity: z.boolean(),
  /** `declare`: the attacker announces equipment; `reaction`: the target's owner plays cards or equipment. */
  /** `choose`: Positive Waves, the owner picks one of two location dice; `substitute`: a hit on a heavy weapon may go to a Sostituto. */
  /** `veteran`: a fire die rolled (`faces[0]`), a Veteran marker may have it rerolled (HoN p.12 L995). */
  stage: z.enum(['declare', 'reaction', 'roll', 'damage', 'choose', 'substitute', 'retreat', 'veteran']),
  /** Players who declined a Veteran reroll of this die. */
  declined: z.array(FactionSchema),
  /** The roll a `veteran` stage is for: the fire die, the assault dice or the damage location die (HoN p.12 L995). */
  veteranOf: z.enum(['fire', 'assault', 'damage', 'positiveWaves']).default('fire'),
  /** Assault with a Veteran marker in play: each die apart, the attacker's first, so that any one may be rerolled (L995). */
  dice: z.array(z.number().int().min(1).max(6)).default([]),
  /** The index in `dice` being rerolled. */
  reroll: z.number().int().min(0).nullable().default(null),
  /** Assault: 1, or 2 for Bloodthirsty's second attack (HoN p.12 L923). */
  round: z.number().int().min(1).max(2),
  /** Positive Waves: the two location dice rolled (HoN p.15 L1286). */
  faces: z.array(z.number().int().min(1).max(6)),
  /** Equipment announced for this attack (APC Shells: one, L810). */
  equipment: z.array(z.string()),
  /** Fire: everything but the die; assault: the attacker's and defender's modifiers. */
  attackMod: z.number().int(),
  defenseMod: z.number().int(),
  /** The defence value to reach (fire). */
  defense: z.number().int(),
  /** Assault: the attacker's launch square and whether each side rolls 2 dice keep highest. */
  fromX: z.number().int(),
  fromY: z.number().int(),
  attackerDice: z.number().int().min(1).max(2),
  defenderDice: z.number().int().min(1).max(2),
  piercing: z.boolean(),
  /** Who retreats and from which attacker square, while `stage` is `retreat`. */
  retreatUnit: z.string().nullable(),
});
export type PendingAttack = z.infer<typeof PendingAttackSchema>;

export const SupplySchema = z.object({
  /** `mgNest`: the end of the phase, where an MG Nest command may place its nest (HoN p.13 L1081). */
  step: z.enum(['movement', 'actions', 'cards', 'mgNest', 'bombs', 'initiative']),
  /** Who acts in this step (the initiative player first, HoN p.8 L611). */
  player: FactionSchema,
  /** Cards step: discarding done, now drawing. */
  drawing: z.boolean(),
  /** Improvisation: one card drawn over the hand size, one to discard once drawn (HoN p.13 L1075). */
  improvise: z.boolean().default(false),
});

/**
 * A smoke bomb of the Smoke command (HoN p.13 L1091-1105): off the board (`face` 0) until an Order
 * token placed on it is revealed; then on an interspace with its -4 face up, flipped to -2 in the
 * next Supply phase and removed (spent) in the one after (L1103).
 */
export const SmokeSchema = z.object({
  id: z.string(),
  owner: FactionSchema,
  /** The command's group: a broken group's markers serve no more (HoN p.4 L282). */
  group: z.string(),
  face: z.union([z.literal(0), z.literal(2), z.literal(4)]),
  px: z.number().int(),
  py: z.number().int(),
  spent: z.boolean(),
  token: TokenSchema.nullable(),
  revealed: z.boolean(),
});
export type Smoke = z.infer<typeof SmokeSchema>;

export const StateSchema = z.object({
  scenario: z.string(),
  battlefield: BattlefieldSchema,
  objectives: z.array(z.object({ x: z.number().int(), y: z.number().int(), vp: z.number().int(), holder: FactionSchema.nullable() })),
  vpTarget: z.number().int(),
  turn: z.number().int().min(1),
  turns: z.number().int().min(1),
  initiative: FactionSchema,
  phase: z.enum(['deal', 'orders', 'activation', 'supply', 'over']),
  /** Orders phase: who is placing (the initiative player first; both are hidden from each other). */
  placing: FactionSchema,
  /** Activation phase: whose turn it is to reveal next (HoN p.5 L332-337). */
  nextReveal: FactionSchema,
  units: z.array(UnitSchema),
  groups: z.array(GroupSchema),
  sides: z.object({ US: SideStateSchema, DE: SideStateSchema }),
  activation: ActivationSchema.nullable(),
  /** Directives placed this turn (HoN p.13 L1027-1047), and who is placing one. */
  directives: z.array(z.object({ player: FactionSchema, unit: z.string(), directive: z.enum(['fireAtWill', 'charge', 'doubleTime', 'holdYourGround']) })),
  directing: FactionSchema.nullable(),
  /** A gap between activations: who may play a Special Order now, and who has declined in this gap (L324-326). */
  gap: FactionSchema.nullable(),
  gapPassed: z.array(FactionSchema),
  /** An indirect shot without a clear line, waiting for its scatter roll (HoN p.14 L1221-1223). */
  /** `reduce`: interspaces taken off the scatter by an Artillery Spotter's clear line (HoN p.14 L1143). */
  scatter: z.object({ attacker: z.string(), px: z.number().int(), py: z.number().int(), marker: z.enum(['grenade', 'blue', 'green', 'rifleGrenade', 'panzerfaust', 'stickyBomb', 'goliath']), reduce: z.number().int().min(0) }).nullable(),
  /** Passengers of a destroyed transport still to place around the wreck, in order (HoN p.15 L1359). */
  unload: z.array(z.string()),
  /** The deployment zones (HoN p.4 L266), kept for the MG Nest (L1081); null in test positions. */
  zones: z.object({ US: RectSchema, DE: RectSchema }).nullable(),
  /** Players who have placed their MG Nest (once a game [A46], HoN p.13 L1079-1081). */
  mgNests: z.array(FactionSchema),
  /** Sticky Bombs on enemy vehicles, with the unit that placed them; they go off at the end of the Supply phase (HoN p.11 L901-905). */
  bombs: z.array(z.object({ vehicle: z.string(), placer: z.string() })).default([]),
  /** Destruction markers on structures, by placed tile index (HoN p.14 L1171). */
  destruction: z.array(z.object({ tile: z.number().int().min(0), markers: z.number().int().min(0) })),
  /** A Distruzione attack on a structure: its dice, then one die per unit inside when it falls (HoN p.9 L639). */
  demolition: z.object({ attacker: z.string(), tile: z.number().int().min(0), dice: z.number().int().min(1), queue: z.array(z.string()) }).nullable(),
  /** Smoke bombs (HoN p.13 L1091-1105). */
  smokes: z.array(SmokeSchema),
  /** A smoke bomb being thrown: its owner aims it (`aimed` false), then its scatter die (L1097-1099). */
  smokeThrow: z.object({ smoke: z.string(), px: z.number().int(), py: z.number().int(), aimed: z.boolean() }).nullable(),
  /** A unit just activated that a Heroic marker may activate again (HoN p.12 L949-951). */
  heroic: z.string().nullable(),
  attack: PendingAttackSchema.nullable(),
  /**
   * Dice a Veteran marker may reroll outside an attack (HoN p.12 L995): a scatter die, the
   * Distruzione dice (each apart) or a collapse die. `units`: those the roll concerns, whose
   * markers serve it (L766); `reroll`: the index being rolled again.
   */
  vetRoll: z
    .object({
      kind: z.enum(['scatter', 'collapse', 'destruction']),
      dice: z.array(z.number().int().min(1).max(6)),
      need: z.number().int().min(1),
      reroll: z.number().int().min(0).nullable(),
      declined: z.array(FactionSchema),
      units: z.array(z.string()),
    })
    .nullable()
    .default(null),
  /** An Aviation card played, waiting for the opponent's anti-aircraft die (HoN p.8 L590-594); `unit` as in its `play` move. */
  aa: z.object({ player: FactionSchema, card: z.string(), unit: z.string().nullable() }).nullable().default(null),
  /** A vehicle ended on friendly infantry: its owner relocates it (HoN p.6 L380-384). */
  displace: z.string().nullable(),
  supply: SupplySchema.nullable(),
  /** Cards still to draw, in order (a draw is chance). */
  draws: z.array(z.object({ player: FactionSchema, n: z.number().int().min(1) })),
  /** A player left with no Order token: the game ends after this Supply phase [A20]. */
  noOrders: z.array(FactionSchema),
  result: z.object({ winner: FactionSchema.nullable(), reason: z.string() }).nullable(),
});
export type State = z.infer<typeof StateSchema>;

export const MoveSchema = z.discriminatedUnion('type', [
  // Orders phase (HoN p.5 L298-327)
  z.object({ type: z.literal('place'), unit: z.string(), token: TokenSchema }),
  z.object({ type: z.literal('end-orders') }),
  /** An Order or Bluff token on a smoke bomb of the Smoke command (HoN p.13 L1093). */
  z.object({ type: z.literal('place-smoke'), smoke: z.string(), token: TokenSchema }),
  // Cards (HoN p.8 L560-594)
  /** `unit`: the unit a gap card activates (Alto Comando's Special Order, an Activated marker, HoN p.5 L320, L341). */
  z.object({ type: z.literal('play'), card: z.string(), unit: z.string().optional() }),
  // Activation (HoN p.5-7)
  z.object({ type: z.literal('step'), dir: z.number().int().min(0).max(7) }),
  z.object({ type: z.literal('turn'), facing: z.number().int().min(0).max(7) }),
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('overwatch') }),
  /** Treppiede: flip the counter to set up or pick up its weapon, at the start or the end of its move (HoN p.15 L1367-1373). */
  z.object({ type: z.literal('tripod') }),
  /** `suppressive`: Suppressive Fire instead of normal fire (HoN p.15 L1319-1335). */
  z.object({
    type: z.literal('fire'),
    target: z.string(),
    weapon: z.number().int().min(0).max(1),
    mode: z.literal('suppressive').optional(),
    /** With a 2-space firer or target: the firer's space the line starts from and the target's space aimed at (0 front, 1 rear; HoN p.7 L478-486). */
    from: SpaceSchema.optional(),
    at: SpaceSchema.optional(),
  }),
  z.object({ type: z.literal('assault'), target: z.string() }),
  /** Fire a Howitzer or an Indirect Fire weapon at the interspace (px, py) (HoN p.14 L1193-1233). */
  z.object({ type: z.literal('aoe-fire'), px: z.number().int(), py: z.number().int() }),
  /** Raffica: the bonus split among 2 or 3 targets, declared before the first roll (HoN p.15 L1246-1250). */
  /** Each shot with a 2-space firer or target names its spaces, as a `fire` move does (HoN p.7 L478-486). */
  z.object({
    type: z.literal('raffica'),
    shots: z.array(z.object({ target: z.string(), bonus: z.number().int().min(1), from: SpaceSchema.optional(), at: SpaceSchema.optional() })).min(2).max(3),
  }),
  /** A heavy weapon fires on a Barrage Order (HoN p.14 L1165); `from`/`at` as for `fire` (HoN p.7 L478-486). */
  z.object({ type: z.literal('barrage-fire'), unit: z.string(), target: z.string(), from: SpaceSchema.optional(), at: SpaceSchema.optional() }),
  /** Throw a grenade on the interspace (px, py): the top-left corner of square (px, py) (HoN p.10 L848). */
  z.object({ type: z.literal('grenade'), px: z.number().int(), py: z.number().int() }),
  /** Aim a revealed smoke bomb at the interspace (px, py), any on the board (HoN p.13 L1095-1097). */
  z.object({ type: z.literal('smoke'), px: z.number().int(), py: z.number().int() }),
  /** Trasporto: board an adjacent friendly vehicle, or get out at the start of the move (HoN p.15 L1355). */
  z.object({ type: z.literal('embark'), vehicle: z.string() }),
  z.object({ type: z.literal('disembark'), x: z.number().int(), y: z.number().int() }),
  /** Imboscata: flip the active unit to its hidden face; its move ends (HoN p.14 L1121-1123). */
  z.object({ type: z.literal('hide') }),
  /** Place a passenger of a destroyed transport beside the wreck (HoN p.15 L1359). */
  z.object({ type: z.literal('unload'), x: z.number().int(), y: z.number().int() }),
  /** Throw a grenade into the room of the opening space (x, y) next to the thrower (HoN p.10 L850). */
  z.object({ type: z.literal('grenade-room'), x: z.number().int(), y: z.number().int() }),
  /** Distruzione: attack the structure laid as tile `tile` of the battlefield (HoN p.14 L1171). */
  z.object({ type: z.literal('demolish'), tile: z.number().int().min(0) }),
  /** Fire a Panzerfaust marker at an enemy within 4 with a clear line (HoN p.11 L887-889). */
  z.object({ type: z.literal('panzerfaust'), target: z.string() }),
  /** A rifle grenade (Grenade Launcher, HoN p.11 L859-869) or HE Shells (L877-883) at the interspace (px, py). */
  z.object({ type: z.literal('launch'), item: z.enum(['rifleGrenade', 'heShells']), px: z.number().int(), py: z.number().int() }),
  /** Blow a Demolition Charge on the structure laid as tile `tile`, next to the unit (HoN p.10 L822-830). */
  z.object({ type: z.literal('demolition-charge'), tile: z.number().int().min(0) }),
  /** Place a Sticky Bomb on an adjacent enemy vehicle at the end of an infantry move (HoN p.11 L903). */
  z.object({ type: z.literal('sticky-bomb'), vehicle: z.string() }),
  /** Put a Concealed tile on an infantry unit: it is hidden as with Imboscata (HoN p.13 L1059). */
  z.object({ type: z.literal('conceal'), unit: z.string() }),
  /** Lay the Position tile on the unit's space instead of its Supply move (HoN p.11 L897). */
  z.object({ type: z.literal('position'), unit: z.string() }),
  /** Place the MG Nest on square (x, y) at the end of the Supply phase (HoN p.13 L1081). */
  z.object({ type: z.literal('mg-nest'), x: z.number().int(), y: z.number().int() }),
  /** Blow the active Goliath up where it stands, at any point of its move (HoN p.10 L840-842). */
  z.object({ type: z.literal('detonate') }),
  /** Spend a Veteran marker: the die just rolled is rolled again; `die`: which assault die (index in the attack's `dice`) (HoN p.12 L995). */
  z.object({ type: z.literal('veteran'), die: z.number().int().min(0).max(3).optional() }),
  // Reactions of the other player
  /** `from`/`at` as for `fire`: the reacting player chooses the spaces of a 2-space firer or target (HoN p.7 L478-486). */
  z.object({ type: z.literal('opportunity-fire'), unit: z.string(), target: z.string(), from: SpaceSchema.optional(), at: SpaceSchema.optional() }),
  z.object({ type: z.literal('hold') }),
  /** Announce one equipment marker (HoN p.10 L776). */
  /** `unit`: the own unit a Hardboiled marker takes a Suppressed marker off (HoN p.12 L937). */
  z.object({ type: z.literal('equipment'), item: z.enum(['ammo', 'ammoBelt', 'apcShells', 'additionalShielding', 'fuel', 'triggerhappy', 'hardboiled']), unit: z.string().optional() }),
  z.object({ type: z.literal('retreat'), x: z.number().int(), y: z.number().int() }),
  z.object({ type: z.literal('relocate'), x: z.number().int(), y: z.number().int() }),
  // Supply phase (HoN p.8 L596-619)
  z.object({ type: z.literal('supply-move'), unit: z.string() }),
  z.object({ type: z.literal('end-step') }),
  /** Supply step 8: keep the initiative with the Initiative command (HoN p.13 L1071). */
  z.object({ type: z.literal('keep-initiative') }),
  /** Play a Special Order as an "Order 0" on a unit, in a gap between activations (HoN p.5 L324). */
  z.object({ type: z.literal('special-order'), unit: z.string() }),
  /** Activate an Autonomo unit without an Order, in a gap between activations (HoN p.14 L1157). */
  z.object({ type: z.literal('autonomous'), unit: z.string() }),
  /** End of the Orders phase: a Directive on an officer (HoN p.13 L1029). */
  z.object({ type: z.literal('directive'), unit: z.string(), directive: z.enum(['fireAtWill', 'charge', 'doubleTime', 'holdYourGround']) }),
  /** Spend a Heroic marker on the unit just activated, or not (HoN p.12 L949). */
  z.object({ type: z.literal('heroic'), use: z.boolean() }),
  z.object({ type: z.literal('discard'), card: z.string() }),
  // Chance
  z.object({ type: z.literal('die'), face: z.number().int().min(1).max(6) }),
  /** Two dice for a Positive Waves location roll, in order (HoN p.15 L1286). */
  z.object({ type: z.literal('two-dice'), first: z.number().int().min(1).max(6), second: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal('choose-die'), face: z.number().int().min(1).max(6) }),
  /** Give a heavy weapon's hit to a Sostituto within 2 (HoN p.15 L1315). */
  z.object({ type: z.literal('substitute'), unit: z.string() }),
  z.object({ type: z.literal('assault-dice'), attacker: z.number().int().min(1).max(6), defender: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal('draw'), card: z.string() }),
  /** The successes (4+) of a Distruzione roll (HoN p.14 L1171). */
  z.object({ type: z.literal('destruction-dice'), hits: z.number().int().min(0) }),
]);
export type Move = z.infer<typeof MoveSchema>;

export const SetupSchema = ScenarioSchema;
export type Setup = z.infer<typeof SetupSchema>;

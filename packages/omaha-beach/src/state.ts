/**
 * State, moves and set-up as zod schemas (docs/writing-a-title.md §3). State is plain JSON.
 * German unit and depth-marker identities are not in the state until revealed: a face-down counter
 * records only its class, and revealing it is a chance move over the faces not yet seen (the
 * counters were shuffled face down, DDOB 3), so nothing hidden can leak through `view`.
 */
import { z } from 'zod';

export const SectorSchema = z.enum(['East', 'West']);
export const DivisionSchema = z.enum(['1st', '29th']);
export const ZoneSchema = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G']);

export const LocSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('track'), turn: z.number().int() }),
  z.object({ kind: z.literal('box'), box: z.string() }),
  z.object({ kind: z.literal('hex'), hex: z.string() }),
  z.object({ kind: z.literal('out'), why: z.enum(['eliminated', 'removed']) }),
]);
export type Loc = z.infer<typeof LocSchema>;

export const UsUnitStateSchema = z.object({
  id: z.string(),
  /** Steps left; leaders have 0. */
  steps: z.number().int().min(0).max(4),
  loc: LocSchema,
  /** `new`: disrupted during this Action Phase, cannot be removed before the next (DDOB 7.7). */
  disrupted: z.enum(['no', 'old', 'new']),
  acted: z.boolean(),
  climb: z.enum(['none', 'climb', 'climb-cliff']),
  hero: z.enum(['none', 'hero', 'inspired']),
  /** Commanding division (changes on landing across the sector line, DDOB 5.22). */
  command: DivisionSchema,
  /** Lost a step in this German Fire Phase (6.34). */
  lostThisFire: z.boolean(),
  /** Generals: lightly wounded (11.4). */
  wounded: z.boolean(),
});
export type UsUnitState = z.infer<typeof UsUnitStateSchema>;

/** `reinforcement`: a Tactical or Divisional unit not yet drawn (Beyond the Beach set-up, 21.1). */
export const FaceClassSchema = z.enum(['wn-plain', 'wn-rocket', 'wn-75', 'wn-88', 'tactical', 'division', 'meyer', 'armor', 'reinforcement']);
export type FaceClass = z.infer<typeof FaceClassSchema>;
export const DmBackSchema = z.enum(['wn', 'mobile', 'building', 'armor']);

export const GermanStackSchema = z.object({
  position: z.string(),
  unit: z.object({ cls: FaceClassSchema, face: z.string().nullable(), revealed: z.boolean() }),
  dm: z.object({ back: DmBackSchema, face: z.string().nullable(), revealed: z.boolean() }).nullable(),
  disrupted: z.boolean(),
  /**
   * DDOB 23 (optional armour): the stack is a German tank, always revealed (23.41), not in a printed
   * position (`position` is `TANK_POSITION`); it acts on its colour (23.4) and stops for good on an
   * end-movement point (23.5).
   */
  tank: z.object({ colour: z.enum(['orange', 'red', 'purple', 'blue', 'green', 'brown']), stopped: z.boolean() }).optional(),
});
export type GermanStack = z.infer<typeof GermanStackSchema>;

/** `dead-wn`: a WN re-occupied (DDOB 16.1) by a previously eliminated non-artillery WN unit, drawn at random. */
/** `class`: Beyond the Beach (21.1) draws whether a stack is a Tactical or a Divisional unit. */
export const RevealSchema = z.object({ hex: z.string(), what: z.enum(['unit', 'dm', 'dead-wn', 'class']) });
export type Reveal = z.infer<typeof RevealSchema>;

export const DrawPurposeSchema = z.discriminatedUnion('for', [
  z.object({ for: z.literal('landing'), sector: SectorSchema }),
  z.object({ for: z.literal('event') }),
  z.object({ for: z.literal('fire'), sector: SectorSchema }),
  z.object({ for: z.literal('infiltration'), units: z.array(z.string()), to: z.string(), colours: z.array(z.string()), withDm: z.array(z.boolean()), division: DivisionSchema }),
  z.object({ for: z.literal('barrage'), unit: z.string(), target: z.string(), division: DivisionSchema }),
  z.object({ for: z.literal('naval-hit'), targets: z.record(z.string(), z.string()) }),
  z.object({ for: z.literal('naval-hit-us'), hex: z.string() }),
  /** 22.1: the pre-invasion bombardment draws two Fire cards (`first` holds the first). */
  z.object({ for: z.literal('bombardment'), first: z.number().int().nullable() }),
]);
export type DrawPurpose = z.infer<typeof DrawPurposeSchema>;

export const StepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('draw'), purpose: DrawPurposeSchema }),
  z.object({ kind: z.literal('mine'), candidates: z.array(z.string()) }),
  /** 5.12: a leader whose box-mates drifted may follow one of them or stay (options[0] is its own box). */
  z.object({ kind: z.literal('leader-follow'), sector: SectorSchema, card: z.number().int(), leader: z.string(), options: z.array(z.string()), rest: z.array(z.object({ leader: z.string(), options: z.array(z.string()) })), rangers: z.array(z.string()) }),
  /** 5.13: the player may drift these Rangers 0–4 boxes East, one at a time, before the mines. */
  z.object({
    kind: z.literal('ranger-drift'),
    sector: SectorSchema,
    card: z.number().int(),
    units: z.array(z.string()),
    /** Boxes Rangers drifted from and to so far: leaders there may follow (5.12). */
    drifted: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
  }),
  /** 7.63: units beyond two in a hex at the end of the Action Phase; the player picks `need` to eliminate. */
  z.object({ kind: z.literal('stacking'), hex: z.string(), need: z.number().int().min(1), options: z.array(z.string()) }),
  z.object({ kind: z.literal('place'), unit: z.string() }),
  z.object({ kind: z.literal('hero'), division: DivisionSchema, withDm: z.boolean() }),
  z.object({ kind: z.literal('restore'), candidates: z.array(z.string()) }),
  /** Prisoner talks, or tied Patrol report: the player picks the face-down German unit to reveal, with its DM. */
  z.object({ kind: z.literal('prisoner'), options: z.array(z.string()) }),
  /** 6.31: the player picks `need` of the tied `options` as the position's targets. */
  z.object({ kind: z.literal('fire-choice'), sector: SectorSchema, card: z.number().int(), next: z.number().int(), position: z.string(), need: z.number().int().min(1), options: z.array(z.string()), picked: z.array(z.string()) }),
  /** 6.5: the player picks the unit the artillery hits among equals. */
  z.object({ kind: z.literal('artillery-choice'), sector: SectorSchema, card: z.number().int(), options: z.array(z.string()) }),
  /** 11.14: a sector's fire stopped for a Hero sacrifice offer; it resumes at entry `next` once answered. */
  z.object({ kind: z.literal('fire-resume'), sector: SectorSchema, card: z.number().int(), next: z.number().int() }),
  z.object({ kind: z.literal('engineers'), sector: SectorSchema, left: z.number().int() }),
  z.object({ kind: z.literal('actions'), division: DivisionSchema }),
  z.object({ kind: z.literal('attack'), division: DivisionSchema, target: z.string(), committed: z.array(z.string()), naval: z.boolean() }),
  /** Automatic: the attack is being resolved (DDOB 8.3), waiting only for reveals. */
  z.object({ kind: z.literal('attack-resolve'), division: DivisionSchema, target: z.string(), attackers: z.array(z.string()), naval: z.boolean(), hero: z.enum(['wild', 'plus']).nullable() }),
  /** 8.23: the Hero of an adjacent attacker is a wild weapon or +1, the player's choice once the German weapons are known. */
  z.object({ kind: z.literal('hero-use'), division: DivisionSchema, target: z.string(), attackers: z.array(z.string()), naval: z.boolean() }),
  z.object({ kind: z.literal('attrition'), division: DivisionSchema, target: z.string(), candidates: z.array(z.string()) }),
  z.object({ kind: z.literal('infiltrate'), division: DivisionSchema, units: z.array(z.string()), to: z.string() }),
  /**
   * A German action (DDOB 16) that leaves a choice to the player: which of the tied `options` suffer
   * `effect` (mortar 16.5, patrol 16.6, artillery 16.7, ambush 16.92: "then the player's choice"), or,
   * for `advance-loss` (16.82), the unit on the path that loses a step.
   */
  z.object({ kind: z.literal('german-choice'), sector: SectorSchema, card: z.number().int(), next: z.number().int(), position: z.string(), effect: z.enum(['step', 'disrupt']), need: z.number().int().min(1), options: z.array(z.string()), picked: z.array(z.string()) }),
  /** 16.82: a US unit in an advance's destination is displaced to an adjacent hex off the path, the player's choice. */
  z.object({ kind: z.literal('displace'), sector: SectorSchema, card: z.number().int(), next: z.number().int(), unit: z.string(), options: z.array(z.string()) }),
  /** Beyond the Beach set-up (21.1): the player places these units, first one first (support units on hexes, turn-16 units in boxes). */
  z.object({ kind: z.literal('setup'), units: z.array(z.string()) }),
  /** The Engineer & HQ Phase (DDOB 15 V, 18.1, 18.2, 19.1–19.3) of one division. */
  z.object({ kind: z.literal('hq'), division: DivisionSchema, baseDone: z.boolean() }),
]);
export type Step = z.infer<typeof StepSchema>;

export const PHASES = [
  'landing:East',
  'landing:West',
  'land',
  'place',
  'event',
  'fire:East',
  'fire:West',
  /** Extended mode only (DDOB 15 IV): the second Event Phase. */
  'event2',
  'engineers:East',
  'engineers:West',
  /** Extended mode only (DDOB 15 V): the Engineer & HQ Phase, per division. */
  'hq:1st',
  'hq:29th',
  'actions:1st',
  'actions:29th',
  'end',
] as const;
export const PhaseSchema = z.enum(PHASES);
export type Phase = z.infer<typeof PhaseSchema>;

export const RulesSchema = z.object({
  scenario: z.enum(['easy-fox', 'first-wave', 'ddob', 'beyond']),
  sectors: z.array(SectorSchema),
  divisions: z.array(DivisionSchema),
  lastTurn: z.number().int(),
  /** Easy Fox: reinforcements for these zones are ignored; Smoke on WNs numbered this or higher is ignored. */
  ignoreZones: z.array(ZoneSchema),
  ignoreWnFrom: z.number().int().nullable(),
  /** Plunging fire: sporadic beach dots by protective hexsides count as intense (seed) or steady (cards). */
  plungingAs: z.enum(['intense', 'steady']),
  /** First turn of the extended mode (DDOB 14, 15): 17 in DDOB and Beyond the Beach, null otherwise. */
  extendedFrom: z.number().int().nullable(),
  /** First turn of German Actions (DDOB 16): as `extendedFrom`, or 12 with the optional rule 14.2. */
  germanActionsFrom: z.number().int().nullable(),
  /** Optional variants in play (DDOB 22.1–22.4), each changing the final VP. */
  variants: z.array(z.enum(['22.1', '22.2', '22.3', '22.4', '23'])),
});
export type Rules = z.infer<typeof RulesSchema>;

export const StateSchema = z.object({
  rules: RulesSchema,
  turn: z.number().int().min(1),
  phase: PhaseSchema,
  step: StepSchema.nullable(),
  /** Counters waiting to be revealed (chance), before anything else proceeds. */
  reveals: z.array(RevealSchema),
  /**
   * 11.14: units with a Hero that kept their last step by a provisional Hero sacrifice; the US player
   * confirms or declines each (a `hero-sacrifice` move) before anything else proceeds.
   */
  heroOffers: z.array(z.string()).optional(),
  /**
   * DDOB 23.1 (optional armour, only with the `23` variant): the German Optional Armor box (tanks and
   * Armor DMs left), how many tanks entered (23.7) and the turn of the last entry (23.21: one a turn).
   */
  armour: z.object({ tanks: z.number().int().min(0), dms: z.number().int().min(0), entered: z.number().int().min(0), lastEntry: z.number().int().nullable() }).optional(),
  /** 22.4: the one-time return of five eliminated Mobile DMs has been made. */
  mobileRecycled: z.boolean().optional(),
  deck: z.array(z.number().int()),
  discard: z.array(z.number().int()),
  fireCard: z.object({ East: z.number().int().nullable(), West: z.number().int().nullable() }),
  us: z.record(z.string(), UsUnitStateSchema),
  german: z.record(z.string(), GermanStackSchema),
  /** Face-down counts in the German boxes (DDOB 2.1 "other boxes"). */
  /**
   * `dmMeyer`: the 4 Mobile DMs kept in the Kampfgruppe Meyer box (DDOB 3, 21.1). `meyerInDivision`:
   * how many of the Division box's units (plus Division-box units placed but not yet drawn) are KG
   * Meyer units sent there by the event (9.5).
   */
  boxes: z.object({ tactical: z.number().int(), division: z.number().int(), meyer: z.number().int(), dmWn: z.number().int(), dmMobile: z.number().int(), dmBuilding: z.number().int(), dmMeyer: z.number().int(), meyerInDivision: z.number().int() }),
  /** German faces already seen (revealed), so no longer among the face-down ones. */
  known: z.array(z.string()),
  /** Faces in play: the classes a face-down counter can be (per scenario set-up). */
  cleared: z.array(z.string()),
  smoke: z.array(z.number().int()),
  plunging: z.boolean(),
  actions: z.object({ '1st': z.number().int(), '29th': z.number().int() }),
  attacked: z.array(z.string()),
  /** Hexes barraged this Action Phase (8.41: not also attacked). */
  barraged: z.array(z.string()),
  /** Unit -> the HQs and Generals commanding it at the start of the Action Phase (7.1, 11.2, 11.3). */
  commanders: z.record(z.string(), z.array(z.string())),
  /** Leaders moved this phase: they no longer grant free actions (7.33). */
  movedLeaders: z.array(z.string()),
  naval: z.number().int(),
  meemiesFired: z.boolean(),
  /** Faces of eliminated non-artillery WN units, the pool a re-occupation draws from (DDOB 16.1). */
  deadWn: z.array(z.string()),
  /** Positions that acted, or were filled, in this German Fire Phase (16.1, 16.32, 16.4: they do not fire again). */
  germanActed: z.array(z.string()),
  /** HQs flipped to Command Posts, with their Command Range marker's space on the track (DDOB 18.1, 18.2). */
  cps: z.record(z.string(), z.number().int().min(0)),
  /** Engineer Beach Bases (DDOB 19): hex, division and Engineer Range marker's space. */
  bases: z.array(z.object({ hex: z.string(), division: DivisionSchema, space: z.number().int().min(0) })),
  /** Positions holding a US Garrison marker (DDOB 19.3). */
  garrisons: z.array(z.string()),
  /** Sectors where German Artillery Fire occurred this turn (19.33). */
  germanArtillery: z.array(SectorSchema),
  /** Steps of US units that left the map by a lettered exit (DDOB 20.3), by unit. */
  exited: z.record(z.string(), z.object({ steps: z.number().int(), exit: z.string() })),
  result: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('catastrophic'), division: DivisionSchema }),
      z.object({ kind: z.literal('vp'), vp: z.number().int(), win: z.boolean(), level: z.string().optional() }),
    ])
    .nullable(),
});
export type State = z.infer<typeof StateSchema>;

export const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draw'), card: z.number().int().min(1).max(54) }),
  z.object({ type: z.literal('reveal'), face: z.string() }),
  z.object({ type: z.literal('place'), unit: z.string(), box: z.string() }),
  z.object({ type: z.literal('mine-loss'), unit: z.string() }),
  z.object({ type: z.literal('ranger-drift'), unit: z.string(), boxes: z.number().int().min(0).max(4) }),
  /** 5.34: from turn 7 a unit due now waits one more turn. */
  z.object({ type: z.literal('delay'), unit: z.string() }),
  z.object({ type: z.literal('follow'), unit: z.string(), box: z.string() }),
  z.object({ type: z.literal('eliminate'), unit: z.string() }),
  z.object({ type: z.literal('fire-target'), unit: z.string() }),
  z.object({ type: z.literal('hero'), unit: z.string() }),
  z.object({ type: z.literal('restore'), unit: z.string() }),
  z.object({ type: z.literal('interrogate'), hex: z.string() }),
  z.object({ type: z.literal('clear'), hex: z.string() }),
  z.object({ type: z.literal('end-engineers') }),
  z.object({ type: z.literal('move'), units: z.array(z.string()).min(1).max(2), to: z.string() }),
  z.object({ type: z.literal('remove-disrupted'), unit: z.string() }),
  z.object({ type: z.literal('remove-climb'), unit: z.string() }),
  z.object({ type: z.literal('start-cliff'), unit: z.string() }),
  /** Declared with its first attacker, an infantry or Ranger unit adjacent to the target (8.1). */
  z.object({ type: z.literal('declare-attack'), target: z.string(), unit: z.string() }),
  z.object({ type: z.literal('commit'), unit: z.string() }),
  /** Tank barrage (8.4): draws a Fire card for the US Barrage Table. */
  z.object({ type: z.literal('barrage'), unit: z.string(), target: z.string() }),
  z.object({ type: z.literal('resolve-attack') }),
  /** Naval Gunfire marker (8.5): in an attack (+9, NA AR DE), or as a free naval barrage. */
  z.object({ type: z.literal('commit-naval') }),
  z.object({ type: z.literal('hero-use'), use: z.enum(['wild', 'plus']) }),
  /** 11.14: sacrifice the Hero (the unit keeps its last step) or not (the unit is eliminated). */
  z.object({ type: z.literal('hero-sacrifice'), unit: z.string(), sacrifice: z.boolean() }),
  z.object({ type: z.literal('naval-barrage'), target: z.string() }),
  z.object({ type: z.literal('attrition'), unit: z.string().nullable() }),
  z.object({ type: z.literal('infiltrate'), go: z.boolean() }),
  z.object({ type: z.literal('end-actions') }),
  /** 16.82: the hex a displaced US unit goes to. */
  z.object({ type: z.literal('displace'), unit: z.string(), to: z.string() }),
  /** 19.1: place an Engineer Beach Base on a beach hex of the division's sector. */
  z.object({ type: z.literal('place-base'), hex: z.string() }),
  /** 19.2, 19.21: advance one base's Engineer Range marker (instead of placing a base). */
  z.object({ type: z.literal('advance-base'), hex: z.string() }),
  /** 19.3: a US Garrison marker on an unoccupied German position in Engineer range. */
  z.object({ type: z.literal('garrison'), position: z.string() }),
  /** 18.1: an HQ becomes a Command Post. */
  z.object({ type: z.literal('make-cp'), unit: z.string() }),
  /** 18.11: a Command Post is abandoned: flipped back to its HQ, which makes a move action. */
  z.object({ type: z.literal('abandon-cp'), unit: z.string(), to: z.string() }),
  z.object({ type: z.literal('end-hq') }),
  /** 21.1: a Beyond the Beach unit set up on a hex (support units) or in a landing box (units due on turn 16). */
  z.object({ type: z.literal('set-up'), unit: z.string(), at: z.string() }),
  /** 20.3: a unit on a lettered exit hex leaves the map (a move action). */
  z.object({ type: z.literal('exit'), unit: z.string() }),
]);
export type Move = z.infer<typeof MoveSchema>;

export const SetupSchema = z.object({
  scenario: z.enum(['easy-fox', 'first-wave', 'ddob', 'beyond']),
  /** Optional rules (DDOB 14.2 early German Actions; 22.1–22.4; 23 German armour, D-Day at Omaha Beach and Beyond the Beach only, 23.1). */
  variants: z.array(z.enum(['14.2', '22.1', '22.2', '22.3', '22.4', '23'])).optional(),
  /** Optional: Plunging Fire as the seed (intense, default) or the 2013 cards (steady). */
  plungingAs: z.enum(['intense', 'steady']).optional(),
});
export type Setup = z.infer<typeof SetupSchema>;

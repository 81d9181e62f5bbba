/**
 * The game's state, moves and set-up as plain JSON, each with its zod schema. Hexes are printed
 * numbers (RRCC), units are counter ids.
 */
import { z } from 'zod';
import { HexIdSchema } from './map/schema.js';

export const PLAYERS = ['german', 'allied'] as const;
export type Player = (typeof PLAYERS)[number];

/** The game turn's phases in rulebook order (N44 3, 20.1); `over` once the game has ended. */
export const PHASES = [
  'invasion', // turn 1: Special Invasion Phase (N44 20.1 A)
  'initial', // weather and what it fixes (N44 3 A, 4, 5)
  'german-replacement', // N44 3 B1, 6.2
  'german-movement',
  'german-combat',
  'german-reserve-movement', // N44 15.2
  'german-reserve-combat', // N44 15.3
  'german-supply', // with the Recovery Phase before it (N44 3 B5-B6)
  'allied-replacement',
  'allied-movement',
  'allied-combat',
  'allied-reserve-movement',
  'allied-reserve-combat',
  'allied-supply',
  'over',
] as const;
export type Phase = (typeof PHASES)[number];

export const BoxSchema = z.enum(['map', 'landing', 'wave', 'britain', 'reinforcement', 'eliminated', 'removed']);
export type Box = z.infer<typeof BoxSchema>;

export const UnitStateSchema = z.object({
  id: z.string(),
  side: z.enum(PLAYERS),
  /** The hex, or null off the map (see `box`). */
  hex: HexIdSchema.nullable(),
  box: BoxSchema,
  steps: z.number().int().min(0).max(3),
  /** Disorganized (N44 13.6). */
  dg: z.boolean(),
  /** 0 in supply, 1 Out of Supply, 2 Isolated (N44 18.3). */
  oos: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Scattered airborne unit (N44 20.2). */
  dispersed: z.boolean(),
  moved: z.boolean(),
  attacked: z.boolean(),
  /** Retreated into its hex in this Combat Phase (N44 13.5). */
  retreated: z.boolean(),
  /** The turn it landed, for the landing-turn limits (N44 6.5.2), or 0. */
  landed: z.number().int().min(0),
  /** Turn it arrives (reinforcements and waves), or 0. */
  arrives: z.number().int().min(0),
  /** Where a reinforcement is placed (N44 26.1), or null. */
  entry: HexIdSchema.nullable(),
  /** A restricted (black-box MA) unit that has been released (N44 17.6). */
  released: z.boolean(),
  /** Under a Reserve marker (N44 15). */
  reserve: z.boolean(),
  /** Under a Replacement marker this turn (N44 6.2). */
  replaced: z.boolean(),
  /** An HQ that moved more than 1 hex or retreated: on its Moved side (N44 17.2). */
  movedFar: z.boolean(),
  /** Under a Strategic Movement marker (N44 9.8.3); absent = no. */
  sm: z.boolean().optional(),
  /** Carried by the German Truck marker (N44 9.8.6); absent = no. */
  truck: z.boolean().optional(),
  /** A 3-step unit eliminated for good, no Cadre counter being free (N44 17.9); absent = no. */
  lost: z.boolean().optional(),
  /** MP in sixths spent entering the map this Movement Phase, a German reinforcement (N44 6.6); absent = none. */
  entryMp: z.number().int().min(0).optional(),
});
export type UnitState = z.infer<typeof UnitStateSchema>;

export const CombatStageSchema = z.enum(['declare', 'jabo', 'roll', 'attacker-loss', 'defender-loss', 'dd-choice', 'dd-roll', 'desperate', 'retreat', 'advance']);
export type CombatStage = z.infer<typeof CombatStageSchema>;

export const CombatSchema = z.object({
  stage: CombatStageSchema,
  target: HexIdSchema,
  attackers: z.array(z.string()),
  /** The Main Assault Force formation (N44 10.3), or null until chosen. */
  maf: z.string().nullable(),
  artillery: z.array(z.string()),
  /** Artillery shifts paid from the Fortress Cherbourg track (campaign, N44 17.2); the rest from the 7th Army's. */
  cherbourgPaid: z.number().int().min(0).optional(),
  naval: z.boolean(),
  air: z.number().int().min(0),
  jabo: z.number().int().min(0),
  /** Final CRT column index (0 = 1-3 ... 8 = 7-1), or -1 for the automatic A1 (N44 10.6). */
  column: z.number().int().min(-1).max(8).nullable(),
  result: z.enum(['A1', 'A1/DR', 'EX', 'DR', 'A1/D1', 'D1', 'A1/D2', 'DH']).nullable(),
  /** Who chooses each remaining step loss, attacker's first (N44 12.2). */
  attackerLosses: z.array(z.enum(PLAYERS)),
  defenderLosses: z.array(z.enum(PLAYERS)),
  /** The defenders at the roll, for the 13.5 and single-step rules. */
  defenders: z.array(z.string()),
  /** Defenders still to retreat, and how far. */
  retreating: z.array(z.string()),
  retreatLength: z.union([z.literal(0), z.literal(2), z.literal(4)]),
  /** Only the vacated hex may be entered (N44 14.1). */
  limited: z.boolean(),
  /** May the attacker advance if the hex is vacated? */
  advanceAllowed: z.boolean(),
  advancing: z.array(z.string()),
  lead: z.string().nullable(),
  /** +1 DD DRM from defensive support (N44 12.4.3). */
  ddSupport: z.boolean(),
  /** The Determined Defense choice is behind us (made, declined or not allowed). */
  ddDone: z.boolean(),
  retreatDone: z.boolean(),
  /** The DD failed and Desperate Defense has not been answered yet (N44 12.5). */
  ddFailed: z.boolean(),
  /** MAF units that gave the TQ, armor or Tiger shift: the attacker's own loss comes from them (N44 12.2). */
  providers: z.array(z.string()),
  /** The retreating group has paid its retreat step (one in all, not per unit, N44 13.2); absent = no. */
  retreatPaid: z.boolean().optional(),
  /** The DD's A1: the attacker's step comes from any attacking unit, MAF or not (N44 12.4.4); absent = no. */
  ddA1: z.boolean().optional(),
  /** Units stacked with the MAF that the attacker keeps out of it (N44 10.3: attachment is his choice); absent = none. */
  detached: z.array(z.string()).optional(),
});
export type Combat = z.infer<typeof CombatSchema>;

export const InvasionSchema = z.object({
  stage: z.enum(['scatter', 'beach-roll', 'beach-loss', 'dd-tank', 'beach-advance', 'ranger-roll']),
  /** Airborne units still to roll for dispersal, in order. */
  scatter: z.array(z.string()),
  result: z.enum(['A1*', 'A2/D1', 'EX', 'A1/D1', 'D1']).nullable(),
  advance: z.number().int().min(0).max(2),
  losses: z.array(z.enum(PLAYERS)),
  /** An Omaha-style A1* earlier caps the advance at 1 (N44 20.3.6). */
  capped: z.boolean(),
});
export type Invasion = z.infer<typeof InvasionSchema>;

/** The optional rules of N44 28, as switches. */
export const OptionsSchema = z.object({
  /** 28.1: a weather roll of 1 reads 2, except 19-21 June (turns 14-16), automatically Storm. */
  historicalWeather: z.boolean().default(false),
  /** 28.2: 1L per defending unit or group not attacked, adjacent to the target and to an attacker. */
  flankFire: z.boolean().default(false),
  /** 28.3: naval units must suppress the German naval batteries until they are taken. */
  navalBatteries: z.boolean().optional(),
  /**
   * 27.2: the solitaire notes as rules: the German puts 1 of 2+ SupP on Fortress Cherbourg when it
   * can, and begins IPs only within 3 hexes of an Allied unit; an Allied army buys at most 1 SupP a
   * turn unless the roll is 5 or 6.
   */
  solitaire: z.boolean().optional(),
});
export type Options = z.infer<typeof OptionsSchema>;

/** The scenarios: Cherbourg (N44 26), the 7-turn mini-game (N44 25), the campaign (N44 24). */
export const SCENARIOS = ['cherbourg', 'mini-game', 'campaign'] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

const Mulberry = z.object({
  /** The turn it completes (its marker on the Turn Track), or 0 before construction begins (N44 21.1). */
  due: z.number().int().min(0),
  done: z.boolean(),
  /** Captured by the German: destroyed for good (N44 21.1, 6.5.3). */
  destroyed: z.boolean(),
});
const Track = z.number().int().min(0).max(19);

/** What the campaign and the mini-game add to the state (N44 5, 6.5, 20-25); absent in the Cherbourg scenario. */
export const CampaignSchema = z.object({
  /** Landing-box and wave units by beach sector, e.g. `Omaha 29th` (N44 20.3, 20.5). */
  landing: z.record(z.string(), z.string()),
  /** Beach sectors still to assault in the Special Invasion Phase, the current one first (N44 20.3). */
  sectors: z.array(z.string()),
  /** The 5th Ranger roll is due after the Pointe du Hoc landing (N44 20.3.4). */
  rangerRoll: z.boolean(),
  /** Sectors whose invasion failed and whose beach is closed (N44 20.3.3). */
  failed: z.array(z.string()),
  /** Allied Reinforcement Points left this turn by army, and RP landed this turn by beach (N44 6.5). */
  rp: z.object({ us: z.number().int().min(0), cw: z.number().int().min(0) }),
  rpLanded: z.record(z.string(), z.number().int().min(0)),
  /** The Fortress Cherbourg track (the 7th Army track is `supply.german`) and the British 2nd Army track (N44 5.2-5.3). */
  cherbourg: Track,
  british: Track,
  /** Airborne Repl recorded by the dispersal rolls (N44 20.2). */
  airborneRepl: z.object({ us: z.number().int().min(0), british: z.number().int().min(0) }),
  mulberry: z.object({ us: Mulberry, british: Mulberry }),
  /** Airborne divisions withdrawn to England (N44 22.2). */
  withdrawn: z.array(z.string()),
  /** Units evacuated this turn by beach hex (N44 21.2). */
  evacuated: z.record(z.string(), z.number().int().min(0)),
  /** The Final Phase waits for the Allied airborne withdrawal choice (N44 22.2). */
  finalPending: z.boolean(),
  /** SupP each army bought with RP this turn (the solitaire limit, N44 27.2). */
  bought: z.object({ us: z.number().int().min(0), british: z.number().int().min(0) }),
  /** German SupP of this Initial Phase still to put on the 7th Army or the Fortress Cherbourg track (N44 5.2). */
  supplyToAssign: z.number().int().min(0),
  /**
   * Replacements recorded on the General Records Track that the Cherbourg pools (`repl`) do not
   * hold: British and Canadian, and the German infantry and armor of the campaign (N44 6.1).
   */
  records: z.object({ britInf: Track, britArmor: Track, cdnInf: Track, cw: Track, germanInf: Track, germanArmor: Track }),
  /** Naval and air units each army has used this turn (N44 19.2, 27.2); absent before the first Initial Phase. */
  navalUsed: z.object({ us: z.number().int().min(0), british: z.number().int().min(0) }).optional(),
  airUsed: z.object({ us: z.number().int().min(0), british: z.number().int().min(0) }).optional(),
  /** Victory points at the end (N44 24.3, 25), for the record. */
  vp: z.object({ allied: z.number().int(), german: z.number().int() }).nullable(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const StateSchema = z.object({
  scenario: z.enum(SCENARIOS),
  edition: z.enum(['2010', '2015']),
  options: z.object({ historicalWeather: z.boolean(), flankFire: z.boolean(), navalBatteries: z.boolean().optional(), solitaire: z.boolean().optional() }),
  turn: z.number().int().min(1),
  lastTurn: z.number().int().min(1),
  phase: z.enum(PHASES),
  /** The weather space 1..6 this turn (1 Storm, 2-3 Overcast, 4-6 Clear, N44 4). */
  space: z.number().int().min(1).max(6),
  /** Supply Points: German Fortress Cherbourg, US 1st Army (N44 5, 26.2.3). */
  supply: z.object({ german: z.number().int().min(0).max(19), us: z.number().int().min(0).max(19) }),
  /** US naval units and air units left this turn (N44 26.2.2). */
  naval: z.number().int().min(0),
  air: z.number().int().min(0),
  /** US Reinforcement Points left this turn, and RP landed at Utah this turn (N44 6.5, 26.1). */
  rp: z.number().int().min(0),
  rpLanded: z.number().int().min(0),
  /** Last side in each Town and City hex (N44 6.2, 18.2: all towns start German). */
  control: z.record(z.string(), z.enum(PLAYERS)),
  units: z.array(UnitStateSchema),
  combat: CombatSchema.nullable(),
  invasion: InvasionSchema.nullable(),
  /** Hexes attacked, and attacks called off, this Combat Phase (N44 10.1). */
  attackedHexes: z.array(HexIdSchema),
  declined: z.array(HexIdSchema),
  /** Isolated units still to roll attrition this Supply Phase (N44 18.5). */
  attrition: z.array(z.string()),
  /** Strafing this Allied Combat Phase: hexes assigned, units still to roll, and whether it is over (N44 19.1.4). */
  strafed: z.array(HexIdSchema),
  strafeQueue: z.array(z.string()),
  strafeDone: z.boolean(),
  /** Improved Positions by hex: owner, complete or under construction, turn begun (N44 16.1). */
  /** Retreating factors stopped after one hex by friendly units, per hex, this Combat Phase (N44 13.3). */
  stopped: z.record(z.string(), z.number().int().min(0)),
  ips: z.record(
    z.string(),
    /** `army`: the Allied army that built it (campaign, N44 16.1); absent for the German. */
    z.object({ side: z.enum(PLAYERS), complete: z.boolean(), turn: z.number().int(), army: z.enum(['us', 'british']).optional() }),
  ),
  /**
   * Replacements (N44 6, 26.2.1): the German low-TQ infantry Repl of this turn (use now), the
   * German armor Repl kept for a Storm turn, the US pools.
   */
  repl: z.object({
    germanInfNow: z.number().int().min(0),
    germanArmorStorm: z.number().int().min(0),
    usInf: z.number().int().min(0).max(9),
    usArmor: z.number().int().min(0).max(9),
  }),
  /** The turn of the once-per-game special Cherbourg bombardment, or 0 (N44 19.2, 26.2.2). */
  bombardment: z.number().int().min(0),
  /** The HQ Artillery Cotentin has used its once-per-game move to Cherbourg (N44 17.4). */
  cotentinRelocated: z.boolean(),
  /** IPs each side may still begin this turn (N44 26.2.4). */
  ipAllowance: z.object({ german: z.number().int().min(0), allied: z.number().int().min(0) }),
  winner: z.enum(PLAYERS).nullable(),
  /**
   * The unit whose move is being chosen in a Movement Phase, or null: a player picks a unit, then
   * its move, finishing one unit before starting another (N44 9.1). Absent in older states.
   */
  moving: z.string().nullable().optional(),
  /** Naval battery hexes taken by the Allies (optional rule N44 28.3); absent when none. */
  silencedBatteries: z.array(HexIdSchema).optional(),
  /** Campaign-level state of the campaign and the mini-game (N44 24, 25). */
  campaign: CampaignSchema.optional(),
});
export type State = z.infer<typeof StateSchema>;

export const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roll'), die: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal('end-phase') }),
  /** `mode`: Strategic Movement, the German Truck, or both (N44 9.8); absent for a normal move. */
  /** `via`: the Towns and Cities of the other side a normal move passes through, when that is a choice (N44 9, 6.2). */
  z.object({ type: z.literal('move'), unit: z.string(), to: HexIdSchema, mode: z.enum(['strategic', 'truck', 'truck-strategic']).optional(), via: z.array(HexIdSchema).optional() }),
  /** `via`: the German Towns a move on from the beach passes through, when that is a choice (N44 20.5, 6.2). */
  z.object({ type: z.literal('land'), unit: z.string(), to: HexIdSchema, via: z.array(HexIdSchema).optional() }),
  /** Movement Phase: pick the unit whose move comes next, then one of its moves, or `deselect` to pick another (N44 9.1). */
  z.object({ type: z.literal('select'), unit: z.string() }),
  z.object({ type: z.literal('deselect') }),
  z.object({ type: z.literal('shed'), unit: z.string() }),
  z.object({ type: z.literal('buy-supply') }),
  /** A Reserve marker (N44 15.1); with `to`, after a move of at most 1 MP to that hex next door. */
  z.object({ type: z.literal('reserve'), unit: z.string(), to: HexIdSchema.optional() }),
  z.object({ type: z.literal('strafe'), target: HexIdSchema }),
  z.object({ type: z.literal('start-ip'), unit: z.string() }),
  z.object({ type: z.literal('replace'), unit: z.string(), hex: HexIdSchema }),
  z.object({ type: z.literal('relocate-cotentin'), hex: HexIdSchema }),
  z.object({ type: z.literal('cherbourg-bombardment') }),
  z.object({ type: z.literal('resolve-strafing') }),
  z.object({ type: z.literal('attack'), target: HexIdSchema }),
  z.object({ type: z.literal('commit'), unit: z.string() }),
  z.object({ type: z.literal('maf'), formation: z.string() }),
  /** A unit stacked with the MAF is not attached to it: it attacks at half strength (N44 10.3). */
  z.object({ type: z.literal('detach'), unit: z.string() }),
  /** `track`: the German SupP track a campaign HQ pays from when it may use both (N44 17.2). */
  z.object({ type: z.literal('artillery'), hq: z.string(), track: z.enum(['7th-army', 'cherbourg']).optional() }),
  z.object({ type: z.literal('naval') }),
  z.object({ type: z.literal('air') }),
  z.object({ type: z.literal('resolve') }),
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('lose'), unit: z.string() }),
  z.object({
    type: z.literal('determined-defense'),
    lead: z.string(),
    /** Defensive support (N44 12.4.3): an HQ id, 'naval' or 'air'; at most one. */
    support: z.string().optional(),
    /** The German SupP track a campaign HQ's support is paid from (N44 17.2). */
    track: z.enum(['7th-army', 'cherbourg']).optional(),
  }),
  z.object({ type: z.literal('retreat-all') }),
  z.object({ type: z.literal('desperate-defense') }),
  /** `via`: the Towns and Cities a retreat passes through, when that is a choice (N44 13.1, 6.2). */
  z.object({ type: z.literal('retreat'), unit: z.string(), to: HexIdSchema, via: z.array(HexIdSchema).optional() }),
  /** `via`: the Town or City passed through on a 2-hex advance, when that is a choice (N44 14, 6.2). */
  z.object({ type: z.literal('advance'), unit: z.string(), to: HexIdSchema, via: HexIdSchema.optional() }),
  z.object({ type: z.literal('end-advance') }),
  /** An Allied unit on a beach hex goes to Britain (N44 21.2). */
  z.object({ type: z.literal('evacuate'), unit: z.string() }),
  /** The Final Phase: withdraw an airborne division to England (N44 22.2). */
  z.object({ type: z.literal('withdraw-airborne'), division: z.string() }),
  /** The German puts one SupP of this turn on a track (N44 5.2). */
  z.object({ type: z.literal('assign-supply'), track: z.enum(['7th-army', 'cherbourg']) }),
  /** RP buy a SupP for an army whose Mulberry is complete (N44 5.3, 6.5.1). */
  z.object({ type: z.literal('buy-army-supply'), army: z.enum(['us', 'british']) }),
  /** A German reinforcement enters at an Entry Hex of its zone, or a mobilization unit is placed (N44 6.6, 6.7). */
  z.object({ type: z.literal('enter'), unit: z.string(), to: HexIdSchema }),
  /** A German reinforcement waits a turn and comes next turn in the adjacent Entry Zone `colour` (N44 6.6). */
  /** A side removes one of its IPs, all its IP counters being in use, to build elsewhere (N44 16.1). */
  z.object({ type: z.literal('remove-ip'), hex: HexIdSchema }),
  /** The German removes a Strongpoint (N44 16.2). */
  z.object({ type: z.literal('remove-strongpoint'), unit: z.string() }),
  z.object({ type: z.literal('delay-entry'), unit: z.string(), colour: z.enum(['green', 'red', 'orange', 'blue']) }),
]);
export type Move = z.infer<typeof MoveSchema>;

export const SetupUnitSchema = z.object({
  /** A counter id of the manifest. */
  id: z.string().min(1),
  hex: HexIdSchema.nullable(),
  box: BoxSchema,
  arrives: z.number().int().min(0).default(0),
  entry: HexIdSchema.nullable().default(null),
  /** The beach sector of a landing-box or wave unit (campaign and mini-game, N44 20.3). */
  sector: z.string().optional(),
});

export const SetupSchema = z.object({
  scenario: z.enum(SCENARIOS),
  name: z.string(),
  edition: z.enum(['2010', '2015']),
  lastTurn: z.number().int().min(1).max(22),
  provenance: z.object({ kind: z.enum(['rulebook', 'public', 'derived', 'stand-in']), note: z.string() }),
  germanSupply: z.number().int().min(0).max(19),
  units: z.array(SetupUnitSchema).min(1),
  options: OptionsSchema.default({ historicalWeather: false, flankFire: false }),
});
export type Setup = z.infer<typeof SetupSchema>;
export type SetupInput = z.input<typeof SetupSchema>;

export interface View {
  readonly state: State;
}

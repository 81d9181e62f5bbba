/**
 * Case Yellow's state, moves and set-up as zod schemas and their types. State is plain JSON:
 * units carry a location id on the scenario's compiled board (-1 eliminated, -2 in the German
 * airborne box), hex control is one character per location, the chit cup is counts by kind, and
 * the pending decision (`stage`) names who acts. A combat in resolution carries its own stage.
 */
import { z } from 'zod';
import { SideSchema, type Side } from './setup/counters.js';
import { CRT_RESULTS } from './data/tables.js';

export { SetupSchema, type Setup } from './setup/schema.js';
export type Player = Side;
export const PLAYERS = ['german', 'allied'] as const satisfies readonly Side[];
export const other = (p: Player): Player => (p === 'german' ? 'allied' : 'german');

export const ELIMINATED = -1;
export const AIRBORNE_BOX = -2;

export const UnitSchema = z.object({
  id: z.string(),
  /** Location id; -1 eliminated (or exited, SB7.20), -2 the German airborne box, -3 off the map: a reinforcement not yet arrived (R10.2) or a unit in a holding box (Refit, rebuilt units: CG R12.10e, R12.12c). */
  loc: z.number().int().min(-3),
  steps: z.number().int().min(0).max(2),
  dis: z.boolean(),
});
export type Unit = z.infer<typeof UnitSchema>;

export const ModeSchema = z.enum(['move', 'combat']);
export type Mode = z.infer<typeof ModeSchema>;
export const ChitKindSchema = z.enum(['german', 'allied-move', 'allied-combat']);
export type ChitKind = z.infer<typeof ChitKindSchema>;

export const LossSchema = z.object({
  side: SideSchema,
  chooser: SideSchema,
  /** Units that may take this step (already narrowed by CG R11.3e priorities when they apply). */
  units: z.array(z.string()),
  rule: z.string(),
});
export type Loss = z.infer<typeof LossSchema>;

export const CombatSchema = z.object({
  /** A `retreat` with no `result` yet is CG R7.9e's: the defender's Attack Supply units in `retreating` retreat before the roll. */
  stage: z.enum(['declare', 'defender-air', 'roll', 'losses', 'retreat', 'advance']),
  attacker: SideSchema,
  target: z.number().int().min(0),
  attackers: z.array(z.string()),
  defenders: z.array(z.string()),
  /** Air assets committed (CG R11.3c: one column shift each; the attacker commits first). */
  attackerAir: z.number().int().min(0),
  defenderAir: z.number().int().min(0),
  engaged: z.boolean(),
  column: z.number().int().nullable(),
  result: z.enum(CRT_RESULTS).nullable(),
  /** CG charts L5482-L5508: BL1 with a higher attacker TR also retreats the defender one hex. */
  retreatHexes: z.number().int().min(0).max(2),
  losses: z.array(LossSchema),
  /** Units that must take a loss first (CG R11.3e), by side. */
  priority: z.array(z.string()),
  retreating: z.array(z.string()),
  /** Units still allowed to advance and how many hexes each has advanced (CG R11.5). */
  advancing: z.array(z.object({ unit: z.string(), hexes: z.number().int().min(0).max(2) })),
  maxAdvance: z.number().int().min(0).max(2),
  disAfter: z.enum(['none', 'attacker', 'defender']),
});
export type Combat = z.infer<typeof CombatSchema>;

export const StageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('drop'), unit: z.string() }),
  z.object({ kind: z.literal('drop-ll') }),
  z.object({ kind: z.literal('landing'), unit: z.string(), drm: z.number().int() }),
  /** CG SB4 Landing table: a division's re-roll after a modified 8+ (`unit`: the 7th FJ Division; absent: the 22 LL). */
  z.object({ kind: z.literal('ll-reroll'), unit: z.string().optional() }),
  z.object({ kind: z.literal('dive') }),
  z.object({ kind: z.literal('dive-roll'), target: z.number().int().min(0), drm: z.number().int() }),
  z.object({ kind: z.literal('dive-loss'), target: z.number().int().min(0) }),
  z.object({ kind: z.literal('initiative') }),
  z.object({ kind: z.literal('draw') }),
  z.object({ kind: z.literal('chit-mode') }),
  z.object({ kind: z.literal('refugees'), left: z.number().int().min(0) }),
  z.object({ kind: z.literal('move') }),
  z.object({ kind: z.literal('bridgehead-roll'), unit: z.string(), target: z.number().int().min(0), drm: z.number().int(), resume: z.enum(['move', 'attack', 'engaged']) }),
  z.object({ kind: z.literal('shed'), loc: z.number().int().min(0) }),
  z.object({ kind: z.literal('overrun'), target: z.number().int().min(0), retreating: z.array(z.string()) }),
  z.object({ kind: z.literal('engaged') }),
  z.object({ kind: z.literal('attack') }),
  z.object({ kind: z.literal('terror') }),
  z.object({ kind: z.literal('terror-loss'), target: z.number().int().min(0) }),
  z.object({ kind: z.literal('reinforce') }),
  z.object({ kind: z.literal('crossing') }),
  z.object({ kind: z.literal('air-roll') }),
  z.object({ kind: z.literal('chit-roll'), side: SideSchema }),
  z.object({ kind: z.literal('vp-roll') }),
  /** CG R5.1c: the Allied Crossing Interdiction segment, `left` Allied air assets still unused. */
  z.object({ kind: z.literal('interdict'), left: z.number().int().min(0) }),
  /** CG R12.7: the Allied player may declare Paris an Open City (scenarios 1-2, from turn 5). */
  z.object({ kind: z.literal('open-city') }),
  /** CG R12.7: Allied units within 2 hexes of Paris retreat 2 hexes out, one at a time. */
  z.object({ kind: z.literal('evict') }),
  /** CG R12.9: `side` draws an armour attrition chit (chance). */
  z.object({ kind: z.literal('attrition'), side: SideSchema }),
  z.object({ kind: z.literal('interdict-roll'), target: z.number().int().min(0), left: z.number().int().min(0) }),
  z.object({ kind: z.literal('over') }),
  /** CG R12.6d: End-Phase refugees; `lifting` until the German places his first marker. */
  z.object({ kind: z.literal('refugee-phase'), lifting: z.boolean() }),
  /** CG SB7.7c: the Eben Emael Destruction Table roll of scenario 3's turn 1. */
  z.object({ kind: z.literal('eben-roll') }),
  /** CG SB6.4h: scenario 2's redeployments before play; `unit` once picked. */
  z.object({ kind: z.literal('redeploy'), side: SideSchema, unit: z.string().nullable() }),
  /** CG R11.6a: the die for how many Allied motorized units may attack after this Allied Move round. */
  z.object({ kind: z.literal('motorized-roll') }),
  /** CG SB7.5b: scenario 3's Allied roll on the Variable Air Asset table (chance). */
  z.object({ kind: z.literal('allied-air-roll') }),
  /** GMT errata 13.1c: turn 3, after the first German round, the Allied player may declare Dynamo at once. */
  z.object({ kind: z.literal('dynamo-offer') }),
  /** CG R13.3e: after the declaration, the German may dive-bomb the Dynamo port with unused Stukas. */
  z.object({ kind: z.literal('port-dive') }),
  /** CG R5.1e(2), R6.3: a Stuka's roll against the Dynamo port (chance); `resume` is the stage to go back to. */
  z.object({ kind: z.literal('port-roll'), resume: z.enum(['dive', 'port-dive']) }),
  /** CG R5.1e(2): DIS+DL1 on the port: the Allied player picks the unit losing a step. */
  z.object({ kind: z.literal('port-loss'), resume: z.enum(['dive', 'port-dive']) }),
  /** CG R12.10: `side` spends its replacement steps (infantry, armour) one at a time. */
  z.object({ kind: z.literal('replace'), side: SideSchema, infantry: z.number().int().min(0), armour: z.number().int().min(0) }),
  /** CG R12.11: the Allied Better Defense segment; `left` markers still to place. */
  z.object({ kind: z.literal('better-defense'), left: z.number().int().min(0) }),
  /** CG R12.12b: the German may (turns 4-5) or must (turn 6) declare Panzer Refit. */
  z.object({ kind: z.literal('refit-declare') }),
  /** CG R12.12f-g: the German spends his Refit points, `points` left. */
  z.object({ kind: z.literal('refit'), points: z.number().int().min(0) }),
  /** CG R12.12h: the refitted divisions go back on the map one at a time. */
  z.object({ kind: z.literal('refit-place') }),
]);
export type Stage = z.infer<typeof StageSchema>;

/**
 * Scenarios 1-3 across turns (CG R3.1, R10.2, R12.5, SB7.20): Victory Points, awards given once,
 * variable VP rolls still to make, surrendered countries, reinforcements entered, units exited.
 */
export const CampaignSchema = z.object({
  vp: z.object({ german: z.number().int().min(0), allied: z.number().int().min(0) }),
  awarded: z.array(z.string()),
  pending: z.array(z.object({ key: z.string(), side: SideSchema, table: z.enum(['germanCityCaptured', 'panzerEliminated', 'belgianSurrender', 'maginotBreakthrough']) })),
  surrendered: z.array(z.enum(['NL', 'BE'])),
  entered: z.array(z.string()),
  exited: z.array(z.string()),
  /** Terror bombings made (CG SB7.19: at most 3 in scenario 3). */
  terrors: z.number().int().min(0),
  /** Units that left the Maginot Zone by movement this turn, with the round (CG SB5.8b). */
  zoneExits: z.array(z.object({ unit: z.string(), round: z.number().int().min(0), corps: z.boolean() })),
  /** CG SB7.7c: the scenario 3 roll's result (absent before it). */
  ebenEmael: z.enum(['destroyed', 'standing']).optional(),
  /** CG SB6.4h: units redeployed before play, with the limit each counted against. */
  redeployed: z.array(z.object({ unit: z.string(), kind: z.string() })).optional(),
  /** CG SB5.8c: French cavalry divisions the vanishing screen took off the map (back on turn 5). */
  screened: z.array(z.string()).optional(),
  /** CG R12.10e: eliminated units rebuilt by replacements, entering as reinforcements on `turn`. */
  rebuilt: z.array(z.object({ counter: z.string(), side: SideSchema, turn: z.number().int().min(1) })).optional(),
  /** CG R12.10, SB7.14b: replacement steps given to British units (scenario 3: at most one). */
  britishReplaced: z.number().int().min(0).optional(),
  /** CG R12.11, SB5.16, SB7.16: Better Defense markers received and not on the map; `lost` ones never return (R12.11f). */
  betterDefensePool: z.number().int().min(0).optional(),
  /** CG R12.12i, SB5.18: the Fall Rot turn (the turn after the Refit ends). */
  fallRot: z.number().int().min(1).optional(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const EngagedSchema = z.object({ attacker: SideSchema, target: z.number().int().min(0), from: z.array(z.number().int().min(0)) });
export type Engaged = z.infer<typeof EngagedSchema>;

export const StateSchema = z.object({
  scenario: z.string(),
  turn: z.number().int().min(1),
  stage: StageSchema,
  units: z.array(UnitSchema),
  /** Hex control, one character per location: `G` German, `A` Allied (CG R9.1; digest A44). */
  control: z.string(),
  stukas: z.object({ available: z.number().int().min(0), used: z.number().int().min(0) }),
  /** Paradrops made this turn, in order, and the landing results so far (CG SB4, SB8.8). */
  drops: z.array(z.object({ unit: z.string(), loc: z.number().int().min(0), result: z.enum(['X', 'E']).nullable() })),
  llDrop: z.number().int().min(-1),
  /** Units that may not move in the first German Move round after the drop (CG SB4.2d). */
  grounded: z.array(z.string()),
  /** The Initiative player of this turn (CG R4.1 C1). */
  initiative: SideSchema,
  cup: z.object({ german: z.number().int().min(0), alliedMove: z.number().int().min(0), alliedCombat: z.number().int().min(0) }),
  /** The Action Round track: who played each round and as what (CG R4.1). */
  rounds: z.array(z.object({ side: SideSchema, mode: ModeSchema })),
  /** The round being played: its side, type and part. */
  round: z.object({ side: SideSchema, mode: ModeSchema, part: z.enum(['move', 'engaged', 'combat']) }).nullable(),
  /** The unit or group moving now (CG R10.1b: a group moves at its slowest unit's MA). */
  moving: z.object({ units: z.array(z.string()).min(1), mp: z.number().int().min(0), entered: z.number().int().min(0) }).nullable(),
  moved: z.array(z.string()),
  attacked: z.array(z.string()),
  /** Units that advanced after combat this round (CG R10.8c(1): they may then try a bridgehead). */
  advanced: z.array(z.string()),
  hit: z.array(z.number().int()),
  /** Enemy hexes a multi-hex attack obliges the active player to attack this round (CG R9.5b). */
  obligations: z.array(z.number().int()),
  bridgeheadTried: z.array(z.number().int()),
  bridgeheads: z.array(z.number().int()),
  worksDestroyed: z.array(z.number().int()),
  refugees: z.array(z.object({ loc: z.number().int().min(0), side: z.enum(['city', 'town']) })),
  refugeesPlaced: z.boolean(),
  terror: z.number().int().min(-1),
  engaged: z.array(EngagedSchema),
  combat: CombatSchema.nullable(),
  campaign: CampaignSchema,
  /** Out of Supply markers (CG R7.5); absent = none. */
  oos: z.array(z.string()).optional(),
  /** No Attack Supply markers (CG R7.6e); absent = none. */
  noAttackSupply: z.array(z.string()).optional(),
  /** CG SB5.10f: units moved by rail in the current Allied Move round (`round`: turn * 100 + round index). */
  railed: z.object({ round: z.number().int().min(0), units: z.array(z.string()) }).optional(),
  /** CG R7.8c: the round (turn * 100 + index) whose one Westwall-supplied attack is spent. */
  westwallRound: z.number().int().min(0).optional(),
  /** CG R7.7e: AG1 supplied an attack while cut off: eliminated after this Allied Combat round (turn * 100 + index). */
  ag1Cut: z.number().int().min(0).optional(),
  /** CG R7.9c: Attack Supply units that moved this turn (flipped; back in the Supply Phase). */
  supplyMoved: z.array(z.string()).optional(),
  /** Hexes holding a Crossing Interdiction marker (CG R5.1c, R10.7c); absent = none. */
  interdicted: z.array(z.number().int().min(0)).optional(),
  /** Fortified Line hexes with a Destroyed marker (CG R10.9a, R11.7c); absent = none. */
  fortDestroyed: z.array(z.number().int().min(0)).optional(),
  /** Hexes holding a Better Defense marker (CG R12.11); absent = none. */
  betterDefense: z.array(z.number().int().min(0)).optional(),
  /** CG R11.6a: Allied motorized units that may still attack in this Allied Move round (the die rolled). */
  motorized: z.number().int().min(0).optional(),
  /** Countries that have surrendered (CG R12.5). */
  surrendered: z.array(z.enum(['NL', 'BE'])).optional(),
  /** Paris declared an Open City (CG R12.7). */
  openCity: z.boolean().optional(),
  /** Air assets eliminated, with the turn they return (CG R5.1b: each one on the track lowers the total by 1). */
  airTrack: z.array(z.object({ side: SideSchema, turn: z.number().int().min(1) })).optional(),
  /** Armour attrition cups: unit ids still to draw, and steps lost to attrition this turn (CG R12.9). */
  attrition: z.object({ german: z.array(z.string()), allied: z.array(z.string()), lost: z.object({ german: z.number().int().min(0), allied: z.number().int().min(0) }) }).optional(),
  /** Panzer Refit (CG R12.12): the turn declared, divisions off the map with their steps, supplied attrition losses set aside. */
  refit: z.object({ declared: z.number().int().min(1), off: z.array(z.object({ id: z.string(), steps: z.number().int().min(0).max(2) })) }).optional(),
  /** Panzer divisions lost to attrition while supplied, which may come back at Refit (CG R12.9f). */
  setAside: z.array(z.string()).optional(),
  /** Operation Dynamo in effect (CG R13): the evacuation port and its DIS markers (CG R6.3); `ended`: the turn the German took the port (R13.3a). */
  dynamo: z.object({ port: z.number().int().min(0), dis: z.number().int().min(0), declared: z.number().int().min(1), evacuated: z.number().int().min(0), round: z.number().int().min(0).optional(), used: z.number().int().min(0).optional(), ended: z.number().int().min(1).optional() }).optional(),
  /** CG R5.1b, R5.2: Allied air assets left for combat this turn (scenarios 1-3); absent = none. */
  alliedAir: z.number().int().min(0).optional(),
});
export type State = z.infer<typeof StateSchema>;

export const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('drop'), unit: z.string(), to: z.number().int().min(0) }),
  z.object({ type: z.literal('land'), die: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal('dive-bomb'), target: z.number().int().min(0) }),
  z.object({ type: z.literal('end-dive-bombing') }),
  z.object({ type: z.literal('chit'), mode: ModeSchema }),
  z.object({ type: z.literal('draw'), chit: ChitKindSchema }),
  z.object({ type: z.literal('refugee'), to: z.number().int().min(0) }),
  z.object({ type: z.literal('end-refugees') }),
  z.object({ type: z.literal('lift-refugee'), from: z.number().int().min(0) }),
  /** CG SB7.7b: scenario 3, keep the paratroopers in the airborne box this turn. */
  z.object({ type: z.literal('hold-drop') }),
  /** CG SB7.7b: scenario 3, drop after turn 1 for 2 air assets. */
  z.object({ type: z.literal('paradrop') }),
  /** CG SB6.4h: pick a unit to redeploy, then its hex; or stop. */
  z.object({ type: z.literal('redeploy-pick'), unit: z.string() }),
  z.object({ type: z.literal('redeploy'), unit: z.string(), to: z.number().int().min(0) }),
  z.object({ type: z.literal('end-redeploy') }),
  /**
   * CG R10.1b: pick the unit that moves next (its movement starts: the one moving before is done,
   * L1530-L1532); its steps, bridgeheads and overruns are then listed. Listed only for a unit with one.
   */
  z.object({ type: z.literal('select'), unit: z.string() }),
  /** One hex into `to` by the moving unit or group (CG R10.1a). */
  z.object({ type: z.literal('step'), unit: z.string(), to: z.number().int().min(0) }),
  z.object({ type: z.literal('group'), units: z.array(z.string()).min(2) }),
  z.object({ type: z.literal('drop-off'), unit: z.string() }),
  z.object({ type: z.literal('overrun'), target: z.number().int().min(0) }),
  z.object({ type: z.literal('bridgehead'), unit: z.string(), target: z.number().int().min(0) }),
  /** CG R10.8d: the German removes the Bridgehead marker in `at` (any time; frees it under the R10.8e limit). */
  z.object({ type: z.literal('lift-bridgehead'), at: z.number().int().min(0) }),
  z.object({ type: z.literal('end-movement') }),
  z.object({ type: z.literal('eliminate'), unit: z.string() }),
  z.object({ type: z.literal('attack'), target: z.number().int().min(0) }),
  z.object({ type: z.literal('commit'), unit: z.string() }),
  z.object({ type: z.literal('air') }),
  z.object({ type: z.literal('resolve') }),
  z.object({ type: z.literal('abandon') }),
  z.object({ type: z.literal('roll'), die: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal('lose-step'), unit: z.string() }),
  z.object({ type: z.literal('retreat'), unit: z.string(), path: z.array(z.number().int().min(0)) }),
  z.object({ type: z.literal('advance'), unit: z.string(), to: z.number().int().min(0) }),
  z.object({ type: z.literal('end-advance') }),
  z.object({ type: z.literal('end-round') }),
  z.object({ type: z.literal('terror-bomb'), target: z.number().int().min(0) }),
  z.object({ type: z.literal('no-terror') }),
  z.object({ type: z.literal('reinforce'), unit: z.string(), to: z.number().int().min(0) }),
  z.object({ type: z.literal('exit'), unit: z.string() }),
  /** CG R5.1c: an Allied air asset tries to interdict the crossings of `target`. */
  z.object({ type: z.literal('interdict'), target: z.number().int().min(0) }),
  z.object({ type: z.literal('end-interdiction') }),
  z.object({ type: z.literal('declare-open-city') }),
  z.object({ type: z.literal('no-open-city') }),
  /** CG R12.7: an Allied unit near Paris retreats to `to`, 2 hexes out. */
  z.object({ type: z.literal('evict'), unit: z.string(), to: z.number().int().min(0) }),
  /** CG R12.9: the armour attrition chit drawn (chance), naming a unit. */
  z.object({ type: z.literal('attrition-draw'), chit: z.string() }),
  /** CG R10.5: a French unit goes by rail to a French City or Town. */
  z.object({ type: z.literal('rail'), unit: z.string(), to: z.number().int().min(0) }),
  /** CG R13.1, R13.3b: the Allied player declares Operation Dynamo with `port` as the evacuation port. */
  z.object({ type: z.literal('declare-dynamo'), port: z.number().int().min(0) }),
  /** GMT errata 13.1c: not now (the turn goes on with the cup). */
  z.object({ type: z.literal('decline-dynamo') }),
  /** CG R5.1e(2), R13.3e: a Stuka against the Dynamo port. */
  z.object({ type: z.literal('dive-port') }),
  z.object({ type: z.literal('end-port-dive') }),
  /** CG R13.4 (stand-in): an Allied unit in the Dynamo port is evacuated. */
  z.object({ type: z.literal('evacuate'), unit: z.string() }),
  /** CG R12.10: one replacement step of `kind` to `unit`. */
  z.object({ type: z.literal('replace'), unit: z.string(), kind: z.enum(['infantry', 'armour']) }),
  z.object({ type: z.literal('end-replacements') }),
  /** CG R12.11d-e: place a Better Defense marker on `at`, or lift one for reuse. */
  z.object({ type: z.literal('better-defense'), at: z.number().int().min(0) }),
  z.object({ type: z.literal('lift-better-defense'), from: z.number().int().min(0) }),
  z.object({ type: z.literal('end-better-defense') }),
  /** CG R12.12b: declare Panzer Refit now, or not yet (turns 4-5). */
  z.object({ type: z.literal('declare-refit') }),
  z.object({ type: z.literal('no-refit') }),
  /** CG R12.12g: one Refit point to `unit`. */
  z.object({ type: z.literal('refit-point'), unit: z.string() }),
  /** CG R12.12h: a refitted division back on the map at `to`. */
  z.object({ type: z.literal('refit-place'), unit: z.string(), to: z.number().int().min(0) }),
]);
export type Move = z.infer<typeof MoveSchema>;

/** Nothing is hidden in Case Yellow (digest 9.2.10): the cup's contents are public by composition. */
export type View = State;

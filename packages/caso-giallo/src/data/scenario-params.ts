/**
 * CG SB5-SB7 The numbers of scenarios 1-3 the scenario book gives, as data with references:
 * chits per turn, air, attrition cups, replacement and refit points, Better Defense and refugee
 * markers, victory thresholds. Scenario 2 repeats scenario 1 except where listed (digest 6.2).
 * Not used by Fortress Holland; the rules that read them come with those scenarios.
 */
import { rulebook, standIn, type Provenance } from './provenance.js';

export interface ChitSchedule {
  readonly turn1: { readonly german: number; readonly alliedMove: number; readonly alliedCombat: number };
  /** Turns 2-10; `null` where both sides roll on the Variable Action-Chit table (scenario 3). */
  readonly later: { readonly german: number; readonly alliedMove: number; readonly alliedCombat: number } | null;
  readonly fallRot: { readonly german: number; readonly alliedMove: number; readonly alliedCombat: number } | null;
  readonly provenance: Provenance;
}

export const SCENARIO_PARAMS = Object.freeze({
  1: {
    turns: 10,
    chits: {
      turn1: { german: 4, alliedMove: 2, alliedCombat: 2 },
      later: { german: 3, alliedMove: 1, alliedCombat: 1 },
      fallRot: { german: 4, alliedMove: 2, alliedCombat: 1 },
      provenance: rulebook('CG SB5.6 L3104-L3122'),
    } satisfies ChitSchedule,
    stukas: { turn1: 6, later: 5, fallRot: 6, provenance: rulebook('CG SB5.5 L3068-L3100') },
    alliedAir: { turn1: 1, later: 2, provenance: rulebook('CG SB5.5 L3068-L3100 (both assets from turn 2 until Dynamo)') },
    germanAttritionCup: { chits: ['1Pz', '2Pz', '3Pz', '4Pz', '5Pz', '6Pz', '7Pz', '8Pz', '9Pz', '10Pz'], provenance: rulebook('CG SB5.3 L2993-L3038') },
    alliedAttritionCup: { chits: ['1DCR', '1DCR', '2DCR', '2DCR', '3DCR', '3DCR', '1DLM', '2DLM', '3DLM', '1TkBde'], provenance: rulebook('CG SB5.3 L2993-L3038') },
    replacements: { turn: 5, alliedInfantry: 4, alliedArmour: 3, germanInfantry: 4, provenance: rulebook('CG SB5.14-SB5.15 L3407-L3470') },
    refitPoints: { value: 7, provenance: rulebook('CG SB5.17 L3484-L3506') },
    betterDefense: { markers: 12, turn: 5, provenance: rulebook('CG SB5.16') },
    refugees: { markers: 12, range: 10, provenance: rulebook('CG SB5.11b L3357-L3369 (12 markers, each within 10 hexes of a German ground unit)') },
    victory: { rule: 'german VP > 2 x allied VP at the end of turn 10', provenance: rulebook('CG SB5.20 L3545-L3551; digest A42') },
  },
  2: {
    variants: {
      1: { rule: 'german VP >= 2 x allied VP', provenance: rulebook('CG SB6.20 L4056-L4068; digest A42') },
      2: { rule: 'german VP >= allied VP + 20', provenance: rulebook('CG SB6.20 L4056-L4068; digest A42') },
    },
    redeploy: { frenchOutsideMaginot: 10, frenchFromMaginot: 5, britishNearLilleHexes: 2, german: 10, provenance: rulebook('CG SB6.4h') },
  },
  3: {
    turns: 10,
    chits: { turn1: { german: 4, alliedMove: 2, alliedCombat: 2 }, later: null, fallRot: null, provenance: rulebook('CG SB7.6 L4243-L4249 (turns 2-10: Variable Action-Chit table)') } satisfies ChitSchedule,
    stukas: { turn1: 6, fallRot: 6, provenance: rulebook('CG SB7.5 L4215-L4239 (turns 2-10: Variable Air table)') },
    germanAttritionChits: { value: 11, provenance: rulebook('CG SB7.3 L4111-L4164') },
    alliedAttritionCup: { chits: ['1DCR', '1DCR', '2DCR', '2DCR', '3DCR', '3DCR', '1DLM', '2DLM', '3DLM', '4DLM', '1TkBde'], provenance: rulebook('CG SB7.3d L4117-L4121 (4 DCR on turn 3, 1st Armoured on turn 4)') },
    replacements: { turn: 5, alliedInfantry: 5, alliedArmour: 3, germanInfantry: 4, provenance: rulebook('CG SB7.14-SB7.15; digest A36') },
    refitPoints: { value: 9, provenance: rulebook('CG SB7.17') },
    betterDefense: { markers: 15, turn: null, provenance: rulebook('CG SB7.16 (arrival turn missing, digest A37)') },
    refugees: { markers: 8, provenance: rulebook('CG SB7.11') },
    terrorBombings: { value: 3, provenance: rulebook('CG SB7.19') },
    motorizedCombatRoll: { lowRollsGive: 3, provenance: rulebook('CG SB7.19 (a roll of 1-3 lets 3 units attack)') },
    victory: {
      objectives: ['exit 10 supplied yellow-MA units off the west edge or the south edge 1006-1027 by turn 8', 'capture all three Paris hexes by turn 10', 'fewer than 15 Allied units on the map at the end'],
      needed: 2,
      provenance: rulebook('CG SB7.20 L4581-L4593'),
    },
  },
});

/**
 * CG R3.1, SB5.20b The fixed Victory Point schedule of scenarios 1-2, printed on the "Victory
 * Points & Victory Conditions" player aid card, which is missing (digest 4.11, gap-fill 3). The
 * awards the text gives are `rulebook` (the Allied +1 per garrison shortfall, SB5.12; the German 3
 * for a turn-3 Dynamo, R13.1c, scored by the Dynamo rules); the rest are ours, each awarded once,
 * in the Victory Determination segment (R12.8), and consistent with every constraint the text
 * sets: the variable awards (Belgian surrender 2-4, Maginot breakthrough 2-4, an Allied capture of a
 * German City or Town 1-3, a Panzer division destroyed 1-3) stay on the Variable VP table, and a
 * fixed award never exceeds the largest variable one.
 */
export const VP_SCHEDULE = Object.freeze({
  netherlandsSurrender: { side: 'german', vp: 4, provenance: standIn('VP card missing (gap-fill 3); ours, the top of the Belgian surrender range') },
  parisHex: { side: 'german', vp: 2, provenance: standIn('VP card missing (gap-fill 3); each of the three Paris City hexes, ours') },
  alliedCity: { side: 'german', vp: 1, provenance: standIn('VP card missing (gap-fill 3); each other Belgian or French City hex the German controls, ours') },
  garrisonShortfall: { side: 'allied', vp: 1, provenance: rulebook('CG SB5.12 L3373-L3395') },
  /** SB5.12: divisions the German keeps in a surrendered country (a corps counts 2, 22 LL 1, FJ none). */
  garrisonDivisions: { value: 5, provenance: rulebook('CG SB5.12 L3373-L3395') },
  /** SB5.12: German corps within 2 hexes of the Maginot Line until it is breached. */
  maginotCorps: { value: 5, range: 2, provenance: rulebook('CG SB5.12 L3373-L3395') },
} as const);

/**
 * Preparation (HoN p.4 L190-268): checks the armies (AP and legality), the decks, and the
 * deployment (every unit once, inside its faction's zone, on a square its terrain allows, one
 * unit per square), then builds turn 1: Order tokens from the stars, and the opening hands of 4
 * as chance draws (L262).
 */
import { ruleError, type SetupResult } from '@esagono/kernel';
import { CARDS } from '../data/cards.js';
import { ROSTER } from '../data/roster.js';
import type { Scenario } from '../data/schemas.js';
import { compileBoard, unknownTiles, type Board } from '../map/board.js';
import { mayEndAt, terrainAllows } from '../movement/move.js';
import { covers, footprintOf, rearOf } from '../vehicles/footprint.js';
import { armyGroups, armyProblems, armyUnits, STAND_IN_CATALOGUE } from '../recruitment/army.js';
import { deckProblems } from '../cards/deck.js';
import { other, PLAYERS, type State, type Unit } from '../state.js';
import { bluffCount, starCount } from '../sequence/orders.js';
import { initialSmokes } from '../commands/smoke.js';
import { STAND_IN } from '../data/provenance.js';
import { hasAbility, kindOf } from '../units.js';
import { ABOARD, loadOf, roomLeft } from '../abilities/transport.js';
import { withSide, withSideState, withState, withUnit } from '../speed/copy.js';

/**
 * The Esploratore value Infiltrated gives its tile's units (HoN p.13 L1065): the option prints it,
 * and we do not have it: a stand-in.
 */
export const INFILTRATED_SCOUT = { value: 2, provenance: STAND_IN } as const;

/** The tiles (`t<i>`) of an army that carry the Infiltrated command (HoN p.13 L1063-1065). */
function infiltratedTiles(army: Scenario['armies']['US']): Set<string> {
  const out = new Set<string>();
  army.tiles.forEach((t, i) => {
    if (t.options.some((o) => STAND_IN_CATALOGUE.options[o.option]?.command === 'infiltrated')) out.add(`t${i}`);
  });
  return out;
}

function inRect(r: { x: number; y: number; w: number; h: number }, x: number, y: number): boolean {
  return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

/** King distance from (x, y) to the nearest square of a zone. */
function zoneDistance(r: { x: number; y: number; w: number; h: number }, x: number, y: number): number {
  const dx = Math.max(r.x - x, 0, x - (r.x + r.w - 1));
  const dy = Math.max(r.y - y, 0, y - (r.y + r.h - 1));
  return Math.max(dx, dy);
}

/**
 * Where a unit may deploy: inside its zone (L266), or with Esploratore N up to N spaces outside
 * it, but neither on nor next to an objective (L1288-1294, [A57]).
 */
export function deploymentAllowed(sc: Scenario, p: 'US' | 'DE', counter: string, side: 0 | 1, x: number, y: number, infiltrated = false): string | null {
  const zone = sc.zones[p];
  if (inRect(zone, x, y)) return null;
  const printed = ROSTER[counter]?.sides[side].abilities.find((a) => a.id === 'scout')?.value;
  // Infiltrated gives every unit of its tile Esploratore (HoN p.13 L1065); the value is a stand-in.
  const scout = Math.max(printed ?? -1, infiltrated ? INFILTRATED_SCOUT.value : -1);
  if (scout < 0) return 'HoN p.4 L266';
  if (zoneDistance(zone, x, y) > scout) return 'HoN p.15 L1292';
  if (sc.objectives.some((o) => Math.max(Math.abs(o.x - x), Math.abs(o.y - y)) <= 1)) return 'HoN p.15 L1292';
  return null;
}

export function buildState(sc: Scenario): SetupResult<State> {
  const unknown = unknownTiles(sc.battlefield);
  if (unknown.length > 0) return ruleError('invalid-setup', `battlefield: unknown terrain tile ${unknown[0]}`, 'HoN p.4 L170');
  const board = compileBoard(sc.battlefield);
  const units: Unit[] = [];
  const groups: State['groups'] = [];
  for (const p of PLAYERS) {
    const army = sc.armies[p];
    if (army.faction !== p) return ruleError('invalid-setup', `armies.${p}.faction: expected ${p}`, 'HoN p.4 L202');
    const problems = armyProblems(army, sc.armyPoints);
    if (problems.length > 0) {
      const pr = problems[0]!;
      return ruleError('invalid-setup', `armies.${p}.${pr.path}: ${pr.message}`, pr.rule);
    }
    const commands = { artillery: 0, airstrike: 0 };
    for (const t of army.tiles)
      for (const o of t.options) {
        const opt = STAND_IN_CATALOGUE.options[o.option];
        if (opt?.command === 'artillery') commands.artillery += opt.markers;
        if (opt?.command === 'airstrike') commands.airstrike += opt.markers;
      }
    const deck = deckProblems(sc.decks[p], p, CARDS, commands);
    if (deck.length > 0) return ruleError('invalid-setup', `decks.${p}: ${deck[0]!.message}`, deck[0]!.rule);
    const instances = armyUnits(army);
    const infiltrated = infiltratedTiles(army);
    const placed = new Map(sc.deployment[p].map((d) => [d.unit, d]));
    for (const d of sc.deployment[p])
      if (!instances.some((i) => i.id === d.unit)) return ruleError('invalid-setup', `deployment.${p}: no unit ${d.unit} in the army`, 'HoN p.4 L266');
    for (const inst of instances) {
      const d = placed.get(inst.id);
      if (!d) return ruleError('invalid-setup', `deployment.${p}: unit ${inst.id} is not deployed`, 'HoN p.4 L266');
      if (!ROSTER[inst.counter]) return ruleError('invalid-setup', `unit ${inst.id}: unknown counter ${inst.counter}`, 'HoN p.4 L65');
      const tileKey = inst.group === null ? null : inst.group.split('.')[0]!;
      // A passenger is placed with its vehicle (checked below, L1294).
      const where = d.aboard !== undefined ? null : deploymentAllowed(sc, p, inst.counter, d.side, d.x, d.y, tileKey !== null && infiltrated.has(tileKey));
      if (where !== null) return ruleError('invalid-setup', `deployment.${p}.${inst.id}: (${d.x},${d.y}) is outside where it may deploy`, where);
      // Either face up only for the abilities that allow it (L1125, L1260).
      const faceAbility = d.face === 'hidden' ? 'ambush' : d.face === 'overwatch' ? 'opportunityFire' : null;
      if (faceAbility && !ROSTER[inst.counter]!.sides[d.side].abilities.some((a) => a.id === faceAbility))
        return ruleError('invalid-setup', `deployment.${p}.${inst.id}: only a unit with ${faceAbility} may deploy ${d.face}`, d.face === 'hidden' ? 'HoN p.14 L1125' : 'HoN p.15 L1260');
      // A Stratagem starts on its secret face (HoN p.12 L981-983).
      if (ROSTER[inst.counter]!.role === 'decoy' && d.face !== 'hidden')
        return ruleError('invalid-setup', `deployment.${p}.${inst.id}: a Stratagem deploys on its secret (hidden) face`, 'HoN p.12 L981');
      // A passenger shares its vehicle's square (placed aboard below).
      if (d.aboard === undefined && units.some((u) => covers(u, d.x, d.y) && sc.deployment[p].find((e) => `${p}.${e.unit}` === u.id)?.aboard === undefined))
        return ruleError('invalid-setup', `deployment.${p}.${inst.id}: (${d.x},${d.y}) is taken`, 'HoN p.6 L356');
      const placed0 = placedUnit({
        id: `${p}.${inst.id}`,
        owner: p,
        counter: inst.counter,
        side: d.side,
        x: d.x,
        y: d.y,
        facing: d.facing,
        group: inst.group === null ? null : `${p}.${inst.group}`,
      });
      const u: Unit = withUnit(placed0, { hidden: d.face === 'hidden', overwatch: d.face === 'overwatch' });
      if (d.aboard === undefined && !terrainAllows({ units: [], battlefield: sc.battlefield } as unknown as State, board, u, d.x, d.y))
        return ruleError('invalid-setup', `deployment.${p}.${inst.id}: its terrain is closed to it`, 'HoN p.9 L667');
      const twoSpace = twoSpaceDeployment(sc, board, p, u, units);
      if (twoSpace !== null) return ruleError('invalid-setup', `deployment.${p}.${inst.id}: ${twoSpace.message}`, twoSpace.rule);
      units.push(u);
    }
    // Passengers deployed aboard (HoN p.15 L1349-1355): within the capacity; a Transport deployed
    // outside the zone with Esploratore carries only units with Esploratore (L1294).
    for (const d of sc.deployment[p]) {
      if (d.aboard === undefined) continue;
      const i = units.findIndex((x) => x.id === `${p}.${d.unit}`);
      const v = units.find((x) => x.id === `${p}.${d.aboard}`);
      const pass = units[i]!;
      if (!v || !hasAbility(v, 'transport') || kindOf(pass) !== 'infantry')
        return ruleError('invalid-setup', `deployment.${p}.${d.unit}: ${d.aboard} is no Transport of this army for infantry`, 'HoN p.15 L1349');
      if (v.x !== d.x || v.y !== d.y) return ruleError('invalid-setup', `deployment.${p}.${d.unit}: aboard ${d.aboard}, it is deployed on the vehicle's square`, 'HoN p.15 L1355');
      const aboard = withUnit(pass, { x: ABOARD, y: ABOARD, carrier: v.id, hidden: false });
      const rest = units.filter((x) => x.id !== pass.id);
      if (roomLeft({ units: rest } as unknown as State, v) < loadOf(aboard)) return ruleError('invalid-setup', `deployment.${p}.${d.unit}: no room left aboard ${d.aboard}`, 'HoN p.15 L1349-1351');
      if (!inRect(sc.zones[p], v.x, v.y)) {
        const scouts = (x: Unit): boolean => hasAbility(x, 'scout') || (x.group !== null && infiltrated.has(x.group.split('.')[1]!));
        // (Group keys are `<faction>.t<i>...`: the tile is the second part.)
        if (!scouts(aboard)) return ruleError('invalid-setup', `deployment.${p}.${d.unit}: a Transport deployed as a Scout carries only Scouts`, 'HoN p.15 L1294');
      }
      units[i] = aboard;
    }
    for (const g of armyGroups(army)) groups.push({ key: `${p}.${g.key}`, owner: p, breakPoint: g.breakPoint, vp: g.vp, lost: 0, broken: false, stars: g.stars, grants: [...g.grants], wide: g.wide, markers: g.markers });
  }
  const side = { tokens: 0, bluffs: 1, hand: [] as string[], discards: 0, vp: 0, ordersDone: false, initiativeUsed: false, specialUsed: 0 };
  let state: State = {
    scenario: sc.id,
    battlefield: sc.battlefield,
    objectives: sc.objectives.map((o) => ({ ...o, holder: null })),
    vpTarget: sc.vpTarget,
    turn: 1,
    turns: sc.turns,
    initiative: sc.initiative,
    phase: 'deal',
    placing: sc.initiative,
    nextReveal: sc.initiative,
    units,
    groups,
    sides: { US: { ...side, deck: { ...sc.decks.US } }, DE: { ...side, deck: { ...sc.decks.DE } } },
    activation: null,
    directives: [],
    directing: null,
    gap: null,
    gapPassed: [],
    scatter: null,
    smokes: initialSmokes(groups),
    smokeThrow: null,
    unload: [],
    destruction: [],
    mgNests: [],
    bombs: [],
    zones: sc.zones,
    demolition: null,
    heroic: null,
    attack: null,
    aa: null,
    vetRoll: null,
    displace: null,
    supply: null,
    draws: [
      { player: sc.initiative, n: 4 },
      { player: other(sc.initiative), n: 4 },
    ],
    noOrders: [],
    result: null,
  };
  for (const p of PLAYERS) state = withState(state, { sides: withSide(state.sides, p, withSideState(state.sides[p], { tokens: starCount(state, p), bluffs: bluffCount(state, p) })) });
  return { ok: true, state };
}

/**
 * A 2-space vehicle's rear space (HoN p.6 L368-370): on the map, in the zone like its front, open
 * terrain to it, free of other units, and not diagonal with a closed side space (L380).
 */
function twoSpaceDeployment(sc: Scenario, board: Board, p: 'US' | 'DE', u: Unit, placed: readonly Unit[]): { message: string; rule: string } | null {
  if (footprintOf(u) === 1) return null;
  const r = rearOf(u.x, u.y, u.facing);
  const empty = { units: [], battlefield: sc.battlefield } as unknown as State;
  if (!terrainAllows(empty, board, u, r.x, r.y)) return { message: `its rear space (${r.x},${r.y}) is closed to it`, rule: 'HoN p.6 L368' };
  if (deploymentAllowed(sc, p, u.counter, u.side, r.x, r.y) !== null) return { message: `its rear space (${r.x},${r.y}) is outside where it may deploy`, rule: 'HoN p.4 L266' };
  if (placed.some((o) => covers(o, r.x, r.y) || covers(u, o.x, o.y))) return { message: `its rear space (${r.x},${r.y}) is taken`, rule: 'HoN p.6 L356' };
  if (!mayEndAt(empty, board, u)) return { message: 'it stands diagonally with a closed side space', rule: 'HoN p.6 L380' };
  return null;
}

/** A unit as it is deployed: where and how it stands, with every marker at its starting value. */
export function placedUnit(at: Pick<Unit, 'id' | 'owner' | 'counter' | 'side' | 'x' | 'y' | 'facing' | 'group'>): Unit {
  return {
    ...at,
    alive: true,
    wreck: false,
    suppressed: 0,
    activated: false,
    acted: false,
    token: null,
    revealed: false,
    damage: [],
    overwatch: false,
    activations: 0,
    hidden: false,
    carrier: null,
  };
}

/**
 * The course of one combat (N44 10.5, 12, 13, 14): declaration, odds, the roll, losses chosen by
 * the player the rules name, Determined Defense, retreats as the defender's decisions, advance.
 */
import { hexDistance, traceSupply, type GameEvent } from '@esagono/kernel';
import { germanHqTracks, germanRoom, payArtillery, spendGerman, supplyPool, spendSupply, type GermanTrack } from '../scenarios/supply-tracks.js';
import { inZone, terrainOf, type Board } from '../map/index.js';
import { DD_TANK, JABO, LIMITS, crtResult, ddCell, type CrtResult } from '../data/tables.js';
import { board, controlAlong, onMap, other, unitById, unitsAt } from '../position.js';
import { contextOf } from '../context.js';
import { airborneLimit, isClear, limitsOf, offLimits } from '../movement/movement.js';
import { CHERBOURG_CITY, inSupply, lineOfSupply } from '../supply/supply.js';
import type { Combat, Player, State, UnitState } from '../state.js';
import { canAttack, faceFor, info } from '../units.js';
import { defendersOf, inMaf, odds, shifts } from './odds.js';
import { advancePaths, ddColumn, ddDrm, ddLeads, retreatEnds } from './retreat.js';
import { loseSteps } from './losses.js';
import { buildingHere, hasIp, pruneIps } from '../fortifications/ip.js';
import { airLeft, armyOf, navalLeft, sideArmy, spendAir, spendNaval, type Army } from './support.js';

export const attackerOf = (s: State): Player => (s.phase.startsWith('german') ? 'german' : 'allied');

/**
 * The attack listing of a position, kept in the game's context per unit list (context.ts): the units
 * ready to attack and the hexes they may attack, with the other parts of the state they read.
 */
export interface AttackListing {
  readonly phase: State['phase'];
  readonly turn: number;
  readonly ips: State['ips'];
  /** The unit list it was made for: a later list of the same phase is compared with it (`readyAfter`). */
  readonly units: readonly UnitState[];
  readonly ready: readonly UnitState[];
  /** The place of each ready unit in `units`, in order. */
  readonly readyAt: readonly number[];
  /** The hexes of the phasing side's units under a Replacement marker (N44 6.2). */
  readonly replacedHexes: ReadonlySet<string>;
  /** The enemy-held hexes the ready units may reach, sorted, before the attacked and declined hexes are taken out (on first use). */
  reached: readonly string[] | null;
  /** With `reached`: the ready units that may attack each of those hexes, in the order of `ready` (read them, never write them). */
  attackers: ReadonlyMap<string, readonly UnitState[]> | null;
}

/** The listing of `s` (the units, phase, turn and IPs it reads are those of `s`). */
function listingOf(s: State, b: Board): AttackListing {
  const game = contextOf(s, b);
  const byUnits = game.attackListings;
  const hit = byUnits.get(s.units);
  if (hit && hit.phase === s.phase && hit.turn === s.turn && hit.ips === s.ips) return hit;
  const last = game.lastAttackListing;
  const made = (last !== null && last.phase === s.phase && last.turn === s.turn && last.ips === s.ips ? readyAfter(s, last) : null) ?? findReady(s);
  byUnits.set(s.units, made);
  game.lastAttackListing = made;
  return made;
}

/** Is `o` a unit of `side` on the map under a Replacement marker: no combat out of its hex (N44 6.2)? */
const replacedOf = (o: UnitState, side: Player): boolean => o.side === side && o.replaced && o.box === 'map' && o.hex !== null;

/** May `u` attack this phase at all, wherever the target (N44 10.1, 10.7, 6.2, 13.6, 15.3, 16.1, 20.2)? */
function readyUnit(s: State, u: UnitState, side: Player, reserveOnly: boolean, replacedHexes: ReadonlySet<string>): boolean {
  if (u.side !== side || !onMap(u) || u.attacked || u.dg || u.dispersed) return false;
  // In the Reserve Combat segment only units in Reserve attack (N44 15.3).
  if (reserveOnly && !u.reserve) return false;
  if (buildingHere(s, u)) return false;
  if (replacedHexes.has(u.hex as string)) return false;
  const i = info(u.id);
  return canAttack(i, faceFor(i, u.steps), u.steps);
}

/** The phasing units that may attack this phase at all, wherever the target (`readyUnit`). */
function findReady(s: State): AttackListing {
  const side = attackerOf(s);
  // A Replacement marker prevents all combat out of its hex (N44 6.2).
  const replacedHexes = new Set<string>();
  for (const o of s.units) if (replacedOf(o, side)) replacedHexes.add(o.hex as string);
  const reserveOnly = s.phase.endsWith('reserve-combat');
  const ready: UnitState[] = [];
  const readyAt: number[] = [];
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i] as UnitState;
    if (!readyUnit(s, u, side, reserveOnly, replacedHexes)) continue;
    ready.push(u);
    readyAt.push(i);
  }
  return { phase: s.phase, turn: s.turn, ips: s.ips, units: s.units, ready, readyAt, replacedHexes, reached: null, attackers: null };
}

/**
 * `findReady` of `s` from `last`, a listing of the same phase, turn and IPs: a unit object met at the
 * same place in both lists is ready in `s` as in `last` (readiness reads the unit, the phase, the turn,
 * the IPs and the Replacement hexes), so only the places holding another object are asked again; a
 * combat changes a few units (attackers, losses, retreats), not the hundreds of the list. Null when a
 * changed unit is under a Replacement marker before or after (the hexes may differ) or the lists differ
 * in length: scan.
 */
function readyAfter(s: State, last: AttackListing): AttackListing | null {
  const units = s.units;
  const before = last.units;
  if (units.length !== before.length) return null;
  const side = attackerOf(s);
  const reserveOnly = s.phase.endsWith('reserve-combat');
  const was = last.readyAt;
  const ready: UnitState[] = [];
  const readyAt: number[] = [];
  let j = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as UnitState;
    const wasReady = j < was.length && was[j] === i;
    if (wasReady) j++;
    const old = before[i] as UnitState;
    if (u === old) {
      if (wasReady) {
        ready.push(u);
        readyAt.push(i);
      }
      continue;
    }
    if (replacedOf(old, side) || replacedOf(u, side)) return null;
    if (readyUnit(s, u, side, reserveOnly, last.replacedHexes)) {
      ready.push(u);
      readyAt.push(i);
    }
  }
  return { phase: s.phase, turn: s.turn, ips: s.ips, units, ready, readyAt, replacedHexes: last.replacedHexes, reached: null, attackers: null };
}

/** May `u`, ready to attack, attack the hex at `t`: adjacent, not off limits, inside the airborne radius (N44 10.1, 26.1, 26.3)? */
function canReach(s: State, u: UnitState, t: number, b: Board): boolean {
  const from = b.locOf(u.hex as string);
  if (hexDistance(b.map.hexes[from] as never, b.map.hexes[t] as never) !== 1) return false;
  if (offLimits(b, u.side, t)) return false;
  const limit = airborneLimit(s, u, b);
  return !(limit && (!limit(t) || !limit(from)));
}

/** Units that may join an attack on `target` (N44 10.1-10.2, 10.7, 6.2, 13.6, 20.2, 26.3). */
export function eligibleAttackers(s: State, target: string, b: Board = board(s)): UnitState[] {
  const listing = listingOf(s, b);
  // An enemy-held hex: its attackers were found with the targets (`reachedHexes`), in the order of `ready`.
  reach(s, listing, b);
  const found = listing.attackers?.get(target);
  if (found !== undefined) return found.slice();
  return scanAttackers(s, target, b);
}

/** `eligibleAttackers` by asking each ready unit (`canReach`): for any hex, and the reference the kept attackers are tested against. */
export function scanAttackers(s: State, target: string, b: Board = board(s)): UnitState[] {
  const t = b.locOf(target);
  return listingOf(s, b).ready.filter((u) => canReach(s, u, t, b));
}

/** The listing's targets, found with their attackers on first use. */
function reach(s: State, listing: AttackListing, b: Board): readonly string[] {
  if (listing.reached !== null) return listing.reached;
  const attackers = new Map<string, UnitState[]>();
  listing.attackers = attackers;
  return (listing.reached = reachedHexes(s, listing.ready, b, attackers));
}

/** Hexes the phasing player may attack now: enemy-held hexes next to a ready unit that may reach them (N44 10.1). */
export function attackTargets(s: State, b: Board = board(s)): string[] {
  const listing = listingOf(s, b);
  const reached = reach(s, listing, b);
  // Hexes already attacked this phase, or whose attack was called off, are left out (N44 10.1).
  return reached.filter((h) => !s.attackedHexes.includes(h) && !s.declined.includes(h));
}

/**
 * The enemy-held hexes some of `ready` may attack, sorted: each unit's neighbours, not every pair of
 * unit and hex; `attackers` gets each hex's units in the order of `ready` (`canReach` of each).
 */
function reachedHexes(s: State, ready: readonly UnitState[], b: Board, attackers: Map<string, UnitState[]>): string[] {
  if (ready.length === 0) return [];
  const side = attackerOf(s);
  // Marks per location in the context's scratch (all 0 between calls): 1 enemy-held, 2 found.
  const game = contextOf(s, b);
  const marks = (game.combatMarks ??= new Uint8Array(b.map.size));
  const enemy: number[] = [];
  for (const u of s.units) {
    if (u.side === side || !onMap(u)) continue;
    const l = b.locOf(u.hex as string);
    marks[l] = 1;
    enemy.push(l);
  }
  // Off limits to the attacker (N44 26.1): movement.ts `offLimits`, its table read once.
  const limits = limitsOf(b);
  const bit = side === 'german' ? 1 : 2;
  const found: string[] = [];
  for (const u of ready) {
    const from = b.locOf(u.hex as string);
    const limit = airborneLimit(s, u, b);
    // A unit outside its airborne distance attacks nothing (N44 26.3.2-3).
    if (limit && !limit(from)) continue;
    for (let d = 0; d < 6; d++) {
      const t = b.map.neighbor(from, d);
      if (t < 0 || marks[t] === 0 || ((limits[t] as number) & bit) !== 0 || (limit && !limit(t))) continue;
      const h = b.ids[t] as string;
      if (marks[t] === 1) {
        marks[t] = 2;
        found.push(h);
        attackers.set(h, [u]);
      } else (attackers.get(h) as UnitState[]).push(u);
    }
  }
  for (const l of enemy) marks[l] = 0;
  return found.sort();
}

function newCombat(target: string): Combat {
  return {
    stage: 'declare', target, attackers: [], maf: null, artillery: [], naval: false, air: 0, jabo: 0, column: null, result: null,
    attackerLosses: [], defenderLosses: [], defenders: [], retreating: [], retreatLength: 0, limited: false, advanceAllowed: false,
    advancing: [], lead: null, ddSupport: false, ddDone: false, retreatDone: false, ddFailed: false, providers: [],
  };
}

export function declare(s: State, target: string): State {
  return { ...s, combat: newCombat(target) };
}

/** A Werfer brigade reaches 3 hexes (N44 17.3). */
export const WERFER_RANGE = LIMITS.werferRange;

const isWerfer = (id: string): boolean => info(id).kind === 'werfer';

/** The artillery shifts of `c` paid with SupP: HQs pay, Werfers do not (N44 11.6, 17.2, 17.3). */
export function paidShifts(c: Combat): number {
  return c.artillery.filter((id) => !isWerfer(id)).length;
}

/**
 * HQs and Werfers that may give an artillery shift now (N44 11.6, 17.2, 17.3). Werfers need no
 * SupP nor supply, reach 3 hexes, fire once per turn (they flip) and count toward the 2 (1 in Storm).
 */
export function artilleryOptions(s: State, c: Combat, b: Board = board(s)): string[] {
  return artilleryChoices(s, c, b).map((x) => x.hq);
}

/**
 * As `artilleryOptions`, each with the tracks a German campaign HQ may pay from (N44 17.2), found
 * once for both the test and the listing; `tracks` is null for every other HQ and Werfer.
 */
export function artilleryChoices(s: State, c: Combat, b: Board = board(s)): { readonly hq: string; readonly tracks: readonly GermanTrack[] | null }[] {
  const side = attackerOf(s);
  const max = s.space === 1 ? LIMITS.artilleryShiftsStorm : LIMITS.artilleryShiftsMax;
  if (c.maf === null || c.artillery.length >= max) return [];
  const pool = supplyPool(s, side, c.attackers[0]);
  const t = b.locOf(c.target);
  // German-held Cherbourg City hexes, read only for the Cotentin HQ.
  let cherbourg: ReadonlySet<number> | null = null;
  const cherbourgHeld = (): ReadonlySet<number> => (cherbourg ??= new Set(CHERBOURG_CITY.filter((h) => (s.control[h] ?? 'german') === 'german').map((h) => b.locOf(h))));
  const paid = paidShifts(c);
  const germanCampaign = side === 'german' && s.campaign !== undefined;
  const out: { hq: string; tracks: readonly GermanTrack[] | null }[] = [];
  for (const u of s.units) {
    const tracks = artilleryPick(u);
    if (tracks !== false) out.push({ hq: u.id, tracks });
  }
  return out;

  // False when `u` gives no shift now; else null, or the German campaign HQ's tracks (none empty).
  function artilleryPick(u: UnitState): readonly GermanTrack[] | null | false {
    if (u.side !== side || !onMap(u) || u.dg || u.movedFar) return false;
    const kind = info(u.id).kind;
    // Only HQs and Werfers give artillery shifts (N44 11.6, 17.3).
    if (kind !== 'werfer' && kind !== 'hq') return false;
    const d = hexDistance(b.map.hexes[b.locOf(u.hex as string)] as never, b.map.hexes[t] as never);
    // A ready Werfer within 3 hexes, once per turn: its back side is "moved or fired" (N44 17.3).
    if (kind === 'werfer') return d <= WERFER_RANGE && !c.artillery.includes(u.id) ? null : false;
    if (kind !== 'hq' || (!germanCampaign && pool <= paid)) return false;
    const used = c.artillery.filter((x) => x === u.id).length;
    // German HQ: 1 shift per battle; Allied HQ: up to 2 (N44 11.6).
    if (used >= (side === 'german' ? 1 : 2)) return false;
    if (d > LIMITS.hqRange || u.oos !== 0) return false;
    // The Cotentin HQ fires only if it can trace a line to a Cherbourg City hex (N44 17.4).
    // Campaign: a German HQ needs a line to the source of a track with SupP left (N44 17.2).
    if (germanCampaign) {
      const tracks = artilleryTracks(s, c, u.id, b);
      return tracks.length > 0 ? tracks : false;
    }
    if (u.id === 'ge-hq-cotentin') return traceSupply(b.map, b.locOf(u.hex as string), (l) => cherbourgHeld().has(l), lineOfSupply(s, side, b)).path !== null ? null : false;
    return inSupply(s, side, u.hex as string, b) ? null : false;
  }
}

/** The tracks a German campaign HQ's shift may be paid from now; null outside the campaign's German HQs (N44 17.2). */
export function artilleryTracks(s: State, c: Combat, hq: string, b: Board = board(s)): GermanTrack[] {
  const u = unitById(s, hq);
  if (!u) return [];
  const cher = c.cherbourgPaid ?? 0;
  const seventh = paidShifts(c) - cher;
  return hqTracks(s, u, b).filter((t) => germanRoom(s, t, t === 'cherbourg' ? cher : seventh));
}

/** The tracks a German campaign HQ's DD support may be paid from (N44 12.4.3, 17.2). */
export function ddSupportTracks(s: State, hq: string, b: Board = board(s)): GermanTrack[] {
  const u = unitById(s, hq);
  return u ? hqTracks(s, u, b).filter((t) => germanRoom(s, t, 0)) : [];
}

/**
 * The German HQs' tracks found so far for one unit list and control record (context.ts): the traces
 * read the units and the Town control alone (N44 17.2, 18.2), and a combat lists the artillery after
 * each declaration step with neither changed.
 */
export interface HqTracks {
  readonly units: readonly UnitState[];
  readonly control: State['control'];
  readonly byHq: Map<string, readonly GermanTrack[]>;
}

/** `germanHqTracks` of `u`, an element of `s.units`, kept while the units and the control stand (read it, never write it). */
function hqTracks(s: State, u: UnitState, b: Board): readonly GermanTrack[] {
  const game = contextOf(s, b);
  let kept = game.hqTracks;
  if (kept === null || kept.units !== s.units || kept.control !== s.control) game.hqTracks = kept = { units: s.units, control: s.control, byHq: new Map() };
  let tracks = kept.byHq.get(u.id);
  if (tracks === undefined) kept.byHq.set(u.id, (tracks = germanHqTracks(s, u, b)));
  return tracks;
}

export function navalAllowed(s: State, c: Combat, b: Board = board(s)): boolean {
  if (attackerOf(s) !== 'allied' || c.maf === null || c.naval || s.space <= 1) return false;
  // A naval unit supports only its own army's units (N44 19.2).
  if (c.attackers.length === 0 || navalLeft(s, armyOf(c.attackers[0] as string)) <= 0) return false;
  const loc = b.locOf(c.target);
  // In the special bombardment's turn both units go to hexes inside the Perimeter only (N44 19.2).
  if (s.bombardment === s.turn) return inZone(b, loc, 'cherbourg-perimeter');
  return inZone(b, loc, 'naval-bombardment');
}

/** One air unit per attack, two from 22 June (turn 17); in solitaire the target's army's own (N44 19.1.2, 27.2). */
export function airAllowed(s: State, c: Combat, b: Board = board(s)): boolean {
  return attackerOf(s) === 'allied' && c.maf !== null && airLeft(s, sideArmy(b, b.locOf(c.target))) > c.air && c.air < (s.turn >= 17 ? 2 : 1);
}

/** Who would choose each step of each side's loss for a CRT result (N44 12.1-12.2). */
function lossPlan(result: CrtResult, att: Player, defenderSteps: number): { attacker: Player[]; defender: Player[]; retreat: 0 | 2 | 4; dd: boolean } {
  const def = other(att);
  switch (result) {
    case 'A1':
      return { attacker: [att], defender: [], retreat: 0, dd: false };
    case 'A1/DR':
      return { attacker: [att], defender: [], retreat: 2, dd: true };
    case 'DR':
      return { attacker: [], defender: [], retreat: 2, dd: true };
    case 'A1/D1':
      return { attacker: [att], defender: [def], retreat: 2, dd: true };
    case 'D1':
      return { attacker: [], defender: [def], retreat: 2, dd: true };
    case 'EX':
      return { attacker: [def], defender: [att], retreat: 0, dd: false };
    case 'A1/D2':
      return { attacker: defenderSteps <= 1 ? [] : [def], defender: [att, def], retreat: 4, dd: false };
    case 'DH':
      return { attacker: [], defender: Array.from({ length: Math.ceil(defenderSteps / 2) }, () => def), retreat: 4, dd: false };
  }
}

/** Starts the result of a column and roll (column -1 is the automatic A1, N44 10.6). */
export function startResult(s: State, result: CrtResult, events: GameEvent[]): State {
  const c = s.combat as Combat;
  const att = attackerOf(s);
  const defenders = defendersOf(s, c.target);
  const steps = defenders.reduce((a, u) => a + u.steps, 0);
  const plan = lossPlan(result, att, steps);
  events.push({ type: `result-${result}`, rule: 'N44 12.1' });
  const limitedByLanding = c.attackers.some((id) => unitById(s, id)?.landed === s.turn);
  const next: Combat = {
    ...c,
    providers: shiftProviders(s, c),
    result,
    attackerLosses: plan.attacker,
    defenderLosses: plan.defender,
    defenders: defenders.map((u) => u.id),
    retreatLength: plan.retreat,
    ddDone: !plan.dd,
    // EX and 13.4: an advance only into an emptied hex; EX or a landing turn limit it (N44 12.1, 14.1, 6.5.2).
    advanceAllowed: result !== 'A1',
    limited: result === 'EX' || limitedByLanding,
  };
  return settle({ ...s, combat: next }, events);
}

function mafCandidates(s: State, c: Combat): UnitState[] {
  // The DD's A1 falls on any attacking unit, at the attacker's choice (N44 12.4.4).
  return c.attackers.map((id) => unitById(s, id)).filter((u): u is UnitState => u !== undefined && onMap(u) && (c.ddA1 === true || inMaf(s, c, u)));
}

/** The MAF units that provided the TQ, armor or Tiger shift the attack received (N44 12.2). */
export function shiftProviders(s: State, c: Combat, b: Board = board(s)): string[] {
  const got = new Set(shifts(s, c, b).filter((x) => x.shift > 0).map((x) => x.why));
  const defenders = defendersOf(s, c.target);
  const tq = (u: UnitState): number => faceFor(info(u.id), u.steps).tq ?? 0;
  const bestDef = Math.max(-9, ...defenders.map(tq));
  const defArmor = Math.max(0, ...defenders.map((u) => faceFor(info(u.id), u.steps).armor?.value ?? 0));
  const out: string[] = [];
  for (const u of mafCandidates(s, c)) {
    const face = faceFor(info(u.id), u.steps);
    if (got.has('troop quality') && tq(u) > bestDef) out.push(u.id);
    else if (got.has('armor') && face.armor?.box === 'grey' && face.armor.value > defArmor) out.push(u.id);
    else if (got.has('Tiger') && info(u.id).tiger) out.push(u.id);
  }
  return out;
}

function defenderCandidates(s: State, c: Combat): UnitState[] {
  return c.defenders.map((id) => unitById(s, id)).filter((u): u is UnitState => u !== undefined && onMap(u) && u.hex === c.target);
}

/** The units the current loss may be taken from. */
export function lossOptions(s: State): string[] {
  const c = s.combat;
  if (!c) return [];
  if (c.stage === 'attacker-loss') {
    const maf = mafCandidates(s, c).map((u) => u.id);
    // The attacker's own choice must fall on a unit that provided a TQ, armor or Tiger shift (N44 12.2).
    if (c.attackerLosses[0] === attackerOf(s) && c.ddA1 !== true) {
      const p = maf.filter((id) => c.providers.includes(id));
      if (p.length > 0) return p;
    }
    return maf;
  }
  if (c.stage === 'defender-loss') return defenderCandidates(s, c).map((u) => u.id);
  return [];
}

/** Moves the combat on to its next decision, or ends it (N44 10.5 step 3). */
export function settle(s: State, events: GameEvent[], b: Board = board(s)): State {
  let st = s;
  for (;;) {
    const c = st.combat;
    if (!c) return st;
    if (c.attackerLosses.length > 0) {
      if (mafCandidates(st, c).length === 0) {
        st = { ...st, combat: { ...c, attackerLosses: [] } };
        continue;
      }
      return { ...st, combat: { ...c, stage: 'attacker-loss' } };
    }
    if (c.defenderLosses.length > 0) {
      if (defenderCandidates(st, c).length === 0) {
        st = { ...st, combat: { ...c, defenderLosses: [] } };
        continue;
      }
      return { ...st, combat: { ...c, stage: 'defender-loss' } };
    }
    const survivors = defenderCandidates(st, c);
    if (c.retreatLength > 0 && !c.retreatDone && c.ddDone) {
      // Units that retreated into the hex this phase are eliminated if forced to retreat again (N44 13.5).
      const again = unitsAt(st, c.target).filter((u) => u.retreated && u.side !== attackerOf(st));
      if (again.length > 0) {
        events.push({ type: 'eliminated-retreating-again', rule: 'N44 13.5' });
        for (const u of again) st = eliminate(st, u.id);
        continue;
      }
    }
    if (c.retreatLength > 0 && !c.retreatDone) {
      if (survivors.length === 0) {
        st = { ...st, combat: { ...c, retreatDone: true } };
        continue;
      }
      if (!c.ddDone) {
        if (ddLeads(st, c).length > 0) return { ...st, combat: { ...c, stage: 'dd-choice' } };
        st = { ...st, combat: { ...c, ddDone: true } };
        continue;
      }
      if (c.retreating.length === 0) {
        // Desperate Defense: a failed DD, 2+ steps, and every retreat would eliminate them (N44 12.5).
        const steps = survivors.reduce((a, u) => a + u.steps, 0);
        if (c.ddFailed && steps >= 2 && survivors.every((u) => retreatEnds(st, u, c.retreatLength, b).length === 0)) {
          return { ...st, combat: { ...c, stage: 'desperate' } };
        }
        st = { ...st, combat: { ...c, ddFailed: false, retreating: survivors.map((u) => u.id) } };
        continue;
      }
      const first = unitById(st, c.retreating[0] as string) as UnitState;
      if (!onMap(first) || first.hex !== c.target) {
        st = { ...st, combat: { ...c, retreating: c.retreating.slice(1), retreatDone: c.retreating.length === 1 } };
        continue;
      }
      if (retreatEnds(st, first, c.retreatLength, b).length === 0) {
        // No legal retreat: the unit is eliminated (N44 13.1-13.2).
        events.push({ type: 'eliminated-in-retreat', rule: 'N44 13.2' });
        st = eliminate(st, first.id);
        st = { ...st, combat: { ...(st.combat as Combat), retreating: c.retreating.slice(1), retreatDone: c.retreating.length === 1 } };
        continue;
      }
      return { ...st, combat: { ...c, stage: 'retreat' } };
    }
    const vacated = unitsAt(st, c.target).every((u) => u.side === attackerOf(st));
    if (c.advanceAllowed && vacated && c.stage !== 'advance') {
      const advancing = [...c.attackers, ...bracketedCompanions(st, c)].filter((id) => {
        const u = unitById(st, id);
        if (!u || !onMap(u)) return false;
        const i = info(id);
        return (faceFor(i, u.steps).ma ?? 0) > 0 && i.kind !== 'hq' && i.kind !== 'werfer';
      });
      if (advancing.length > 0) return { ...st, combat: { ...c, stage: 'advance', advancing } };
    }
    if (c.stage === 'advance' && c.advancing.length > 0) return st;
    // An IP goes when all its side's units in the hex are eliminated or retreat (N44 16.1).
    return pruneIps({ ...st, combat: null });
  }
}

export function eliminate(s: State, id: string): State {
  return { ...s, units: s.units.map((u) => (u.id === id ? { ...u, steps: 0, hex: null, box: 'eliminated' as const, dg: false, oos: 0 as const } : u)) };
}

/** Applies a chosen step loss and moves on. */
export function takeLoss(s: State, unit: string, events: GameEvent[]): State {
  const c = s.combat as Combat;
  const after = loseSteps(s, unit, 1, events);
  const next: Combat =
    c.stage === 'attacker-loss' ? { ...c, attackerLosses: c.attackerLosses.slice(1) } : { ...c, defenderLosses: c.defenderLosses.slice(1) };
  return settle({ ...after, combat: next }, events);
}

/** Resolves the declared attack: odds, then a Jabo roll, the CRT roll, or the automatic A1. */
export function resolveAttack(s: State, events: GameEvent[]): State {
  const c = s.combat as Combat;
  const att = attackerOf(s);
  let marked: State = {
    // The artillery's SupP come from the track of the attackers' army (N44 5.1, 11.6).
    ...payArtillery(s, att, c, paidShifts(c)),
    attackedHexes: [...s.attackedHexes, c.target],
    // Attacking ends Reserve status (N44 15.4).
    // A Werfer that fired flips to its back side until an Initial Phase in supply (N44 17.3).
    units: s.units.map((u) =>
      c.attackers.includes(u.id)
        ? { ...u, attacked: true, reserve: false }
        : c.artillery.includes(u.id) && isWerfer(u.id)
          ? { ...u, movedFar: true }
          : u,
    ),
  };
  const army: Army = att === 'allied' && c.attackers.length > 0 ? armyOf(c.attackers[0] as string) : 'us';
  if (att === 'allied') marked = spendAir(c.naval ? spendNaval(marked, army) : marked, sideArmy(board(s), board(s).locOf(c.target)), c.air);
  // The Jabo roll precedes each German attack in Clear weather (N44 19.1.3).
  if (att === 'german' && isClear(s)) return { ...marked, combat: { ...c, stage: 'jabo' } };
  return columnOrA1(marked, events);
}

function columnOrA1(s0: State, events: GameEvent[]): State {
  let s = s0;
  const c = s.combat as Combat;
  const o = odds(s, c);
  events.push({ type: `odds-${o.attack}:${o.defence}`, rule: 'N44 10.5' });
  // Once the odds are set, being attacked removes the defenders' SM and Truck markers (N44 9.8.5 c).
  if (s.units.some((u) => u.hex === c.target && u.box === 'map' && (u.sm === true || u.truck === true))) {
    s = { ...s, units: s.units.map((u) => (u.hex === c.target && u.box === 'map' && (u.sm === true || u.truck === true) ? { ...u, sm: false, truck: false } : u)) };
  }
  if (o.column === null || o.column < 0) return startResult({ ...s, combat: { ...c, column: -1 } }, 'A1', events);
  return { ...s, combat: { ...c, column: o.column, stage: 'roll' } };
}

/** Applies a die roll in the combat's chance stages. */
export function combatRoll(s: State, die: number, events: GameEvent[]): State {
  const c = s.combat as Combat;
  if (c.stage === 'jabo') {
    const jabo = JABO.leftShifts[die - 1] as number;
    events.push({ type: `jabo-${jabo}`, rule: 'N44 19.1.3' });
    return columnOrA1({ ...s, combat: { ...c, jabo } }, events);
  }
  if (c.stage === 'roll') return startResult(s, crtResult(c.column as number, die), events);
  // Determined Defense (N44 12.4).
  const lead = unitById(s, c.lead as string) as UnitState;
  const modified = die + Math.min(2, ddDrm(s, c, lead) + (c.ddSupport ? 1 : 0));
  const cell = ddCell(ddColumn(s, c.target), modified);
  events.push({ type: cell.cancels ? 'determined-defense-held' : 'determined-defense-failed', rule: 'N44 12.4.4' });
  let st = s;
  const next: Combat = { ...c, ddDone: true };
  if (cell.effect === 'lead' || cell.effect === 'EX') st = loseSteps(st, lead.id, 1, events);
  if (cell.effect === 'EX') next.attackerLosses = [other(attackerOf(s))];
  if (cell.effect === 'A1') {
    next.attackerLosses = [attackerOf(s)];
    next.ddA1 = true;
  }
  // '*': the defender's IP is removed; the permanent ones never are (N44 12.4.4, 16.1).
  if (cell.ipRemoved && st.ips[c.target] !== undefined) {
    const ips = { ...st.ips };
    delete ips[c.target];
    st = { ...st, ips };
    events.push({ type: 'ip-removed', rule: 'N44 12.4.4' });
  }
  if (!cell.cancels) next.ddFailed = true;
  if (cell.cancels) {
    next.retreatLength = 0;
    next.retreatDone = true;
    // A successful DD whose single-step lead died leaves only a Limited Advance (N44 12.4.4).
    next.limited = true;
    next.advanceAllowed = unitsAt(st, c.target).every((u) => u.side === attackerOf(s));
  }
  return settle({ ...st, combat: next }, events);
}

/** Desperate Defense: stay, losing 2 steps, the defender picking the first and the attacker the second (N44 12.5). */
export function desperateDefense(s: State, events: GameEvent[]): State {
  const c = s.combat as Combat;
  const steps = defenderCandidates(s, c).reduce((a, u) => a + u.steps, 0);
  const def = other(attackerOf(s));
  events.push({ type: 'desperate-defense', rule: 'N44 12.5' });
  return settle(
    {
      ...s,
      combat: {
        ...c,
        ddFailed: false,
        defenderLosses: [def, attackerOf(s)],
        retreatLength: 0,
        retreatDone: true,
        // With exactly 2 steps both go and the attacker gets a Limited Advance; otherwise no advance.
        advanceAllowed: steps === 2,
        limited: true,
      },
    },
    events,
  );
}

/** Defensive support for a DD led by `lead` (N44 12.4.3): an HQ within 5 (1 SupP), or Allied naval or air. */
export function ddSupportOptions(s: State, c: Combat, lead: UnitState, b: Board = board(s)): string[] {
  const def = other(attackerOf(s));
  const out: string[] = [];
  const pool = supplyPool(s, def, lead.id);
  const at = b.map.hexes[b.locOf(lead.hex as string)];
  for (const u of s.units) {
    if (u.side !== def || !onMap(u) || u.dg || u.movedFar) continue;
    const kind = info(u.id).kind;
    const d = hexDistance(b.map.hexes[b.locOf(u.hex as string)] as never, at as never);
    // A ready Werfer within 3 hexes gives the +1 free, and flips (N44 17.3).
    if (kind === 'werfer' && d <= WERFER_RANGE) out.push(u.id);
    // An HQ in supply within 5 hexes, for 1 SupP (N44 17.2).
    // Campaign: a German HQ with a line to a track's source that has SupP (N44 17.2).
    if (kind === 'hq' && def === 'german' && s.campaign) {
      if (d <= LIMITS.hqRange && ddSupportTracks(s, u.id, b).length > 0) out.push(u.id);
    } else if (kind === 'hq' && pool > 0 && u.oos === 0 && d <= LIMITS.hqRange) out.push(u.id);
  }
  // A naval unit of the lead unit's army; air by the army side in solitaire (N44 19.2, 27.2).
  if (def === 'allied' && navalLeft(s, armyOf(lead.id)) > 0 && s.space > 1 && inZone(b, b.locOf(c.target), 'naval-bombardment')) out.push('naval');
  if (def === 'allied' && airLeft(s, sideArmy(b, b.locOf(c.target))) > 0) out.push('air');
  return out;
}

/** Declares the DD: its lead and the support used, paid at once (N44 12.4.1, 12.4.3). */
export function declareDd(s: State, lead: string, support: string | undefined, track?: GermanTrack): State {
  const c = s.combat as Combat;
  const def = other(attackerOf(s));
  let st: State = { ...s, combat: { ...c, lead, stage: 'dd-roll', ddSupport: support !== undefined } };
  if (support === 'naval') st = spendNaval(st, armyOf(lead));
  else if (support === 'air') st = spendAir(st, sideArmy(board(s), board(s).locOf(c.target)));
  else if (support !== undefined && isWerfer(support)) st = { ...st, units: st.units.map((u) => (u.id === support ? { ...u, movedFar: true } : u)) };
  else if (support !== undefined && track !== undefined && def === 'german') st = spendGerman(st, track);
  else if (support !== undefined) st = spendSupply(st, def, lead, 1);
  return st;
}

/**
 * Retreat destinations of every unit still to retreat: the owner retreats them in the order he
 * likes, the group splitting as he wishes (N44 13.1), so he picks who pays the group's step (N44 13.2).
 */
export function retreatChoices(s: State): { unit: string; to: string; via?: string[] }[] {
  const c = s.combat;
  if (!c || c.stage !== 'retreat') return [];
  const out: { unit: string; to: string; via?: string[] }[] = [];
  for (const id of c.retreating) {
    const u = unitById(s, id);
    if (!u || !onMap(u) || u.hex !== c.target) continue;
    // Each end, and the Towns passed through when that is a choice (N44 6.2).
    for (const e of retreatEnds(s, u, c.retreatLength)) for (const v of e.vias) out.push(v.length === 0 ? { unit: id, to: e.hex } : { unit: id, to: e.hex, via: [...v] });
  }
  return out;
}

/** Retreat destinations of the first unit to retreat. */
export function retreatOptions(s: State): { unit: string; ends: string[] } | null {
  const c = s.combat;
  if (!c || c.stage !== 'retreat') return null;
  const u = unitById(s, c.retreating[0] as string);
  if (!u) return null;
  return { unit: u.id, ends: retreatEnds(s, u, c.retreatLength).map((e) => e.hex) };
}

export function retreat(s: State, unit: string, to: string, events: GameEvent[], via: readonly string[] = []): State {
  const c = s.combat as Combat;
  const u = unitById(s, unit) as UnitState;
  const end = retreatEnds(s, u, c.retreatLength).find((e) => e.hex === to);
  const b = board(s);
  // A one-hex stop owed only to friendly units uses up their stopping capacity (N44 13.3).
  const from = b.locOf(u.hex as string);
  const dest = b.locOf(to);
  const byTerrain = (() => {
    const tt = terrainOf(b, dest);
    return tt === 'city' || tt === 'town' || tt === 'woods' || tt === 'bocage' || b.permanentIp[dest] === 1 || hasIp(s, to, u.side) ||
      unitsAt(s, to).some((o) => o.side === u.side && info(o.id).kind === 'strongpoint');
  })();
  const oneHex = c.retreatLength === 2 && hexDistance(b.map.hexes[from] as never, b.map.hexes[dest] as never) === 1;
  const strength = faceFor(info(unit), u.steps).strength ?? 0;
  // The Towns passed through on the way are the retreating side's too (N44 6.2).
  let st: State = {
    ...s,
    control: controlAlong(s.control, via, to, u.side, b),
    stopped: oneHex && !byTerrain ? { ...s.stopped, [to]: (s.stopped[to] ?? 0) + strength } : s.stopped,
    // Every unit that retreats becomes DG; HQs flip to Moved (N44 13.6, 17.2).
    // A DG unit loses Reserve status (N44 15.1, 15.4).
    units: s.units.map((x) => (x.id === unit ? { ...x, hex: to, dg: true, reserve: false, retreated: true, movedFar: info(x.id).kind === 'hq' ? true : x.movedFar } : x)),
  };
  events.push({ type: 'retreated', rule: 'N44 13.1' });
  // The group's one retreat step falls on the unit the owner sends first on a costly path (N44 13.2).
  const paid = end !== undefined && end.loss > 0;
  if (paid) st = loseSteps(st, unit, end.loss, events);
  const rest = c.retreating.filter((id) => id !== unit);
  return settle({ ...st, combat: { ...c, retreating: rest, retreatDone: rest.length === 0, ...(paid ? { retreatPaid: true } : {}) } }, events);
}

export function advanceOptions(s: State): { unit: string; to: string; via?: string }[] {
  const c = s.combat;
  if (!c || c.stage !== 'advance') return [];
  const out: { unit: string; to: string; via?: string }[] = [];
  for (const id of c.advancing) {
    const u = unitById(s, id);
    // The end hex, and the Town passed through when that is a choice (N44 14, 6.2).
    if (u && onMap(u)) for (const p of advancePaths(s, c, u)) out.push({ unit: id, ...p });
  }
  return out;
}

/**
 * After a DH or A1/D2 the attackers may go into Reserve instead of advancing (N44 15.1): in the
 * Combat Phase, not OOS, DG or landed this turn (the Regroup marker, 6.5), within the 6 markers.
 */
export function reserveAfterCombatOptions(s: State): string[] {
  const c = s.combat;
  if (!c || c.stage !== 'advance' || (c.result !== 'DH' && c.result !== 'A1/D2') || s.phase.includes('reserve')) return [];
  const side = attackerOf(s);
  const hexes = new Set(s.units.filter((x) => x.side === side && x.reserve && onMap(x)).map((x) => x.hex));
  return c.advancing.filter((id) => {
    const u = unitById(s, id);
    if (!u || !onMap(u) || u.reserve || u.oos > 0 || u.dg || u.landed === s.turn) return false;
    return hexes.has(u.hex) || hexes.size < LIMITS.reserveMarkers;
  });
}

/** An attacker goes into Reserve instead of advancing (N44 15.1). */
export function reserveAfterCombat(s: State, unit: string, events: GameEvent[]): State {
  const c = s.combat as Combat;
  events.push({ type: 'reserve', rule: 'N44 15.1' });
  const st: State = { ...s, units: s.units.map((u) => (u.id === unit ? { ...u, reserve: true } : u)) };
  const rest = c.advancing.filter((id) => id !== unit);
  return rest.length === 0 ? { ...st, combat: null } : { ...st, combat: { ...c, advancing: rest } };
}

export function advance(s: State, unit: string, to: string, events: GameEvent[], via?: string): State {
  const c = s.combat as Combat;
  events.push({ type: 'advanced', rule: 'N44 14.1' });
  // A Town passed through is the attacker's too (N44 6.2).
  const st: State = { ...s, control: controlAlong(s.control, via === undefined ? [] : [via], to, attackerOf(s), board(s)), units: s.units.map((u) => (u.id === unit ? { ...u, hex: to } : u)) };
  const rest = c.advancing.filter((id) => id !== unit);
  return rest.length === 0 ? { ...st, combat: null } : { ...st, combat: { ...c, advancing: rest } };
}

export { DD_TANK };

/**
 * Units with a bracketed (defence-only) strength stacked with the attackers: they cannot attack
 * but may advance with them (N44 10.7).
 */
export function bracketedCompanions(s: State, c: Combat): string[] {
  const side = attackerOf(s);
  const hexes = new Set(c.attackers.map((id) => unitById(s, id)?.hex).filter((h): h is string => typeof h === 'string'));
  return s.units.filter((u) => u.side === side && onMap(u) && !c.attackers.includes(u.id) && hexes.has(u.hex as string) && faceFor(info(u.id), u.steps).defenseOnly === true).map((u) => u.id);
}

/**
 * Improved Positions (N44 16.1): begun by an infantry-type unit that neither moves nor receives a
 * Repl, by the weather roll's allowance (German), one per Allied army a non-Storm turn, or as the
 * Cherbourg scenario allows (N44 26.2.4); completed at its side's next Movement Phase if such a
 * unit is still there, removed when no friendly combat unit holds the hex. The IP counters are an
 * absolute limit; a side may remove one of its IPs to build elsewhere. The German may remove a
 * Strongpoint at any time in his turn (N44 16.2).
 */
import type { Board } from '../map/index.js';
import { terrainOf } from '../map/index.js';
import { board, onMap, unitsAt } from '../position.js';
import type { Move, Player, State, UnitState } from '../state.js';
import type { Provenance } from '../data/provenance.js';
import { info, isInfantryType } from '../units.js';
import { contextOf } from '../context.js';
import { rosterOf, withUnitOf } from '../sequence/roster.js';

/** A complete IP of the defender in `hex`: no attacker armor shift, the IP DD column, stops retreats (N44 16.1). */
export function hasIp(s: State, hex: string, side?: Player): boolean {
  const ip = s.ips[hex];
  return ip !== undefined && ip.complete && (side === undefined || ip.side === side);
}

/**
 * The IP counters each owner has: the counter mix is an absolute limit (N44 16.1). STAND-IN: the
 * number printed in the box is in no source; these are ours.
 */
export const IP_COUNTERS: { readonly provenance: Provenance; readonly german: number; readonly us: number; readonly british: number } = {
  provenance: { kind: 'stand-in', note: 'the counter mix of IP markers is in no source (the 2015 images show one face of each nation); ours' },
  german: 10,
  us: 5,
  british: 5,
};

/** The IP owner: the German, or the Allied army of the builder (US 1st, British 2nd; N44 16.1, 22.1). */
export type IpOwner = 'german' | 'us' | 'british';
export const ipOwner = (u: UnitState): IpOwner => (u.side === 'german' ? 'german' : info(u.id).counter.nation === 'US' ? 'us' : 'british');
const ownerOf = (ip: State['ips'][string]): IpOwner => (ip.side === 'german' ? 'german' : (ip.army ?? 'us'));

/** IPs of an owner on the map, complete or not (the counters in use). */
export function ipsInUse(s: State, owner: IpOwner): number {
  return Object.values(s.ips).filter((ip) => ownerOf(ip) === owner).length;
}

/** May `u` begin an IP now (N44 16.1, 26.2.4)? */
export function canStartIp(s: State, u: UnitState, b: Board = board(s)): boolean {
  if (!onMap(u) || u.moved || u.dg || u.replaced || u.landed === s.turn || s.ipAllowance[u.side] <= 0) return false;
  if (!s.phase.endsWith('movement') || s.phase.includes('reserve')) return false;
  const i = info(u.id);
  if (!isInfantryType(i) || i.kind === 'hq' || i.kind === 'strongpoint' || i.kind === 'engineer' || i.kind === 'cadre') return false;
  // The unit's own tests first, the counts of IPs (a pass over them) only for a unit that may build.
  const owner = ipOwner(u);
  const tally = ipTally(s);
  // Every IP counter of the owner in use (N44 16.1).
  if (tally.inUse[owner] >= IP_COUNTERS[owner]) return false;
  // Campaign: each Allied army begins at most one a turn (N44 16.1).
  if (s.campaign && u.side === 'allied' && tally.begun[owner]) return false;
  const hex = u.hex as string;
  const loc = b.locOf(hex);
  // Not in a City, nor where an SP, a permanent IP or another IP stands.
  if (terrainOf(b, loc) === 'city' || b.permanentIp[loc] === 1 || s.ips[hex] !== undefined) return false;
  return !strongpointHexes(s).has(hex);
}

/** The IP counters in use of each owner and the owners that began one this turn (N44 16.1). */
export interface IpTally {
  readonly ips: State['ips'];
  readonly turn: number;
  readonly inUse: Readonly<Record<IpOwner, number>>;
  readonly begun: Readonly<Record<IpOwner, boolean>>;
}

const NO_IPS: Omit<IpTally, 'ips' | 'turn'> = { inUse: { german: 0, us: 0, british: 0 }, begun: { german: false, us: false, british: false } };

/** Whether no IP stands (the usual case), without listing the record's keys. */
function noIps(s: State): boolean {
  for (const _ in s.ips) return false;
  return true;
}

/**
 * The tally of `s.ips` for this turn, the last one kept in the game's context by the IP record (never
 * mutated) and the turn: a Movement listing asks `canStartIp` of every unit that may build, and the
 * IPs change only when one is begun, completed or removed. No IP (the usual case): nothing to count.
 */
function ipTally(s: State): Omit<IpTally, 'ips' | 'turn'> {
  if (noIps(s)) return NO_IPS;
  const game = contextOf(s);
  const last = game.ipTally;
  if (last !== null && last.ips === s.ips && last.turn === s.turn) return last;
  const inUse: Record<IpOwner, number> = { german: 0, us: 0, british: 0 };
  const begun: Record<IpOwner, boolean> = { german: false, us: false, british: false };
  for (const hex in s.ips) {
    const ip = s.ips[hex] as State['ips'][string];
    const owner = ownerOf(ip);
    inUse[owner]++;
    if (ip.turn === s.turn && !ip.complete) begun[owner] = true;
  }
  const tally: IpTally = { ips: s.ips, turn: s.turn, inUse, begun };
  game.ipTally = tally;
  return tally;
}

// Per list of Strongpoints on the map (the roster's, sequence/roster.ts: every Strongpoint counter is
// German, N44 16.2), which a move of another unit leaves as it was: the listing asks for every unit of a
// position, and the set then stands for the rest of the phase instead of a scan of each new unit list.
function strongpointHexes(s: State): ReadonlySet<string | null> {
  const strongpoints = rosterOf(s).strongpoints;
  const spHexes = contextOf(s).strongpoints;
  let h = spHexes.get(strongpoints);
  if (!h) {
    const set = new Set<string | null>();
    for (const o of strongpoints) set.add(o.hex);
    h = set;
    spHexes.set(strongpoints, h);
  }
  return h;
}

export function startIp(s: State, unit: string): State {
  const u = s.units.find((x) => x.id === unit) as UnitState;
  return {
    ...s,
    ips: { ...s.ips, [u.hex as string]: u.side === 'german' ? { side: u.side, complete: false, turn: s.turn } : { side: u.side, complete: false, turn: s.turn, army: ipOwner(u) as 'us' | 'british' } },
    ipAllowance: { ...s.ipAllowance, [u.side]: s.ipAllowance[u.side] - 1 },
    // The builder does not move and leaves Reserve (N44 16.1).
    units: withUnitOf(s.units, unit, (x) => ({ ...x, moved: true, reserve: false })),
  };
}

/** No attack out of a hex where the side began an IP this turn (N44 16.1). */
export function buildingHere(s: State, u: UnitState): boolean {
  const ip = s.ips[u.hex as string];
  return ip !== undefined && !ip.complete && ip.side === u.side && ip.turn === s.turn;
}

/** At the start of a side's Movement Phase its IPs under construction complete if an infantry-type unit is still there. */
export function completeIps(s: State, side: Player): State {
  // Usually no IP of the side is under construction: nothing to copy.
  let building = false;
  for (const hex in s.ips) if (s.ips[hex]?.side === side && !s.ips[hex]?.complete) building = true;
  if (!building) return s;
  const ips = { ...s.ips };
  for (const [hex, ip] of Object.entries(s.ips)) {
    if (ip.side !== side || ip.complete) continue;
    const held = unitsAt(s, hex).some((u) => u.side === side && isInfantryType(info(u.id)));
    if (held) ips[hex] = { ...ip, complete: true };
    else delete ips[hex];
  }
  return { ...s, ips };
}

/** IPs with no friendly combat unit in their hex are removed (N44 16.1). */
export function pruneIps(s: State, side?: Player): State {
  let ips: State['ips'] | null = null;
  // The hexes each side's units stand in, in one pass at the first IP checked: a look-up per IP
  // scanned the unit list (and indexed a fresh list) at every Supply Phase (issue #17).
  let held: Record<Player, Set<string>> | null = null;
  for (const [hex, ip] of Object.entries(s.ips)) {
    if (side !== undefined && ip.side !== side) continue;
    held ??= heldHexes(s);
    if (!held[ip.side].has(hex)) {
      ips ??= { ...s.ips };
      delete ips[hex];
    }
  }
  return ips !== null ? { ...s, ips } : s;
}

/** The hexes of each side's units on the map. */
function heldHexes(s: State): Record<Player, Set<string>> {
  const out: Record<Player, Set<string>> = { german: new Set(), allied: new Set() };
  for (const u of s.units) if (u.box === 'map' && u.hex !== null) out[u.side].add(u.hex);
  return out;
}

/**
 * Voluntary removals in the owner's Movement Phase: one of its IPs, when every counter of that
 * owner is in use, to build elsewhere (N44 16.1); a German Strongpoint at any time in the German
 * turn, listed in his Movement and Combat Phases (N44 16.2). The moves are kept in the game's context
 * by what they read (`ipRemovals`, `strongpointRemovals`): a listing reads no IP and builds no move
 * when nothing changed them, and most positions have none.
 */
export function removalOptions(s: State): readonly Move[] {
  if (s.combat !== null) return NO_MOVES;
  const ips = s.phase === 'german-movement' ? ipRemovals(s, 'german') : s.phase === 'allied-movement' ? ipRemovals(s, 'allied') : NO_MOVES;
  const sps = s.phase === 'german-movement' || s.phase === 'german-combat' ? strongpointRemovals(s) : NO_MOVES;
  return sps.length === 0 ? ips : ips.length === 0 ? sps : [...ips, ...sps];
}

const NO_MOVES: readonly Move[] = [];

/** `side`'s IPs it may remove (N44 16.1), kept by the IP record (never mutated) and the side. */
function ipRemovals(s: State, side: Player): readonly Move[] {
  // Usually no IP stands: nothing to count.
  if (noIps(s)) return NO_MOVES;
  const game = contextOf(s);
  const last = game.ipRemovals;
  if (last !== null && last.ips === s.ips && last.side === side) return last.moves;
  const entries = Object.entries(s.ips);
  // The counters in use of each owner, counted once (not once an IP).
  const inUse: Record<IpOwner, number> = { german: 0, us: 0, british: 0 };
  for (const [, ip] of entries) inUse[ownerOf(ip)]++;
  const moves: Move[] = [];
  for (const [hex, ip] of entries) {
    const owner = ownerOf(ip);
    if (ip.side === side && inUse[owner] >= IP_COUNTERS[owner]) moves.push({ type: 'remove-ip', hex });
  }
  game.ipRemovals = { ips: s.ips, side, moves };
  return moves;
}

/** The German Strongpoints on the map he may remove (N44 16.2), kept by the roster's list of them (carried over moves, sequence/roster.ts). */
function strongpointRemovals(s: State): readonly Move[] {
  const strongpoints = rosterOf(s).strongpoints;
  if (strongpoints.length === 0) return NO_MOVES;
  const game = contextOf(s);
  const last = game.strongpointRemovals;
  if (last !== null && last.strongpoints === strongpoints) return last.moves;
  const moves = strongpoints.map((u): Move => ({ type: 'remove-strongpoint', unit: u.id }));
  game.strongpointRemovals = { strongpoints, moves };
  return moves;
}

export function removeIp(s: State, hex: string): State {
  const ips = { ...s.ips };
  delete ips[hex];
  return { ...s, ips };
}

/** The Strongpoint leaves the game (N44 16.2). */
export function removeStrongpoint(s: State, unit: string): State {
  return pruneIps({ ...s, units: withUnitOf(s.units, unit, (u) => ({ ...u, box: 'removed' as const, hex: null })) }, 'german');
}

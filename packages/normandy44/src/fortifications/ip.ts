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
import { rosterOf } from '../sequence/roster.js';

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
  // Every IP counter of the owner in use (N44 16.1).
  if (ipsInUse(s, owner) >= IP_COUNTERS[owner]) return false;
  // Campaign: each Allied army begins at most one a turn (N44 16.1).
  if (s.campaign && u.side === 'allied' && Object.values(s.ips).some((ip) => ip.turn === s.turn && !ip.complete && ownerOf(ip) === owner)) return false;
  const hex = u.hex as string;
  const loc = b.locOf(hex);
  // Not in a City, nor where an SP, a permanent IP or another IP stands.
  if (terrainOf(b, loc) === 'city' || b.permanentIp[loc] === 1 || s.ips[hex] !== undefined) return false;
  return !strongpointHexes(s).has(hex);
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
    units: s.units.map((x) => (x.id === unit ? { ...x, moved: true, reserve: false } : x)),
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
 * turn, listed in his Movement and Combat Phases (N44 16.2).
 */
export function removalOptions(s: State): Move[] {
  const out: Move[] = [];
  if (s.combat !== null) return out;
  if (s.phase === 'german-movement' || s.phase === 'allied-movement') {
    const side: Player = s.phase === 'german-movement' ? 'german' : 'allied';
    // Usually no IP stands: nothing to count.
    const entries = Object.entries(s.ips);
    // The counters in use of each owner, counted once (not once an IP).
    const inUse: Record<IpOwner, number> = { german: 0, us: 0, british: 0 };
    for (const [, ip] of entries) inUse[ownerOf(ip)]++;
    for (const [hex, ip] of entries) {
      const owner = ownerOf(ip);
      if (ip.side === side && inUse[owner] >= IP_COUNTERS[owner]) out.push({ type: 'remove-ip', hex });
    }
  }
  if (s.phase === 'german-movement' || s.phase === 'german-combat') {
    for (const u of rosterOf(s).strongpoints) out.push({ type: 'remove-strongpoint', unit: u.id });
  }
  return out;
}

export function removeIp(s: State, hex: string): State {
  const ips = { ...s.ips };
  delete ips[hex];
  return { ...s, ips };
}

/** The Strongpoint leaves the game (N44 16.2). */
export function removeStrongpoint(s: State, unit: string): State {
  return pruneIps({ ...s, units: s.units.map((u) => (u.id === unit ? { ...u, box: 'removed' as const, hex: null } : u)) }, 'german');
}

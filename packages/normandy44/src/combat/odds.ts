/**
 * Odds and column shifts (N44 10.3-10.6, 11): the Main Assault Force, halving once, DCB and its
 * cap, the 18-factor limit, rounding in the defender's favour, the armor, TQ, Tiger, terrain,
 * artillery, naval, air and Jabo shifts, and the clamp after shifts.
 */
import { SIDE, inZone, sideBits, terrainOf, dirTo, type Board } from '../map/index.js';
import { FACTOR_LIMIT, TEC_HEX, type HexTerrain } from '../data/tables.js';
import { board, unitById } from '../position.js';
import type { Combat, State, UnitState } from '../state.js';
import { faceFor, info, type UnitInfo } from '../units.js';
import { hasIp } from '../fortifications/ip.js';

/** One attacker's contribution (N44 11.1: halved per unit, rounding up, never twice). */
export interface AttackerFactor {
  readonly id: string;
  readonly strength: number;
  readonly maf: boolean;
  readonly halved: boolean;
}

/** The raw column before shifts: 0 = 1-3, 1 = 1-2, 2 = 1-1, n+1 = n-1 (open-ended); null below 1-3 (N44 10.5-10.6). */
export function rawColumn(attack: number, defence: number): number | null {
  if (defence <= 0) return 8;
  if (attack * 3 < defence) return null;
  if (attack * 2 < defence) return 0;
  if (attack < defence) return 1;
  return Math.floor(attack / defence) + 1;
}

/** The final column: below 1-3 is the automatic A1 (-1), above 7-1 reads 7-1 (N44 10.6). */
export function finalColumn(raw: number, shift: number): number {
  const c = raw + shift;
  return c < 0 ? -1 : Math.min(8, c);
}

const halve = (n: number): number => Math.ceil(n / 2);

function hexDistanceLoc(b: Board, a: number, c: number): number {
  const ha = b.map.hexes[a] as { q: number; r: number };
  const hc = b.map.hexes[c] as { q: number; r: number };
  return (Math.abs(ha.q - hc.q) + Math.abs(ha.r - hc.r) + Math.abs(ha.q + ha.r - hc.q - hc.r)) / 2;
}

/** The MAF choice that makes every attacker a Battle Group (N44 10.3: at most 6 factors in all). */
export const BATTLE_GROUP = 'battle-group';

/**
 * Is `u` part of the MAF: of the MAF formation, or attached by stacking with a unit of it, unless
 * the attacker keeps it out (`detached`; N44 10.3)?
 */
export function inMaf(s: State, c: Combat, u: UnitState): boolean {
  if (c.maf === null) return false;
  if (c.maf === BATTLE_GROUP) return c.attackers.includes(u.id);
  if (info(u.id).formation === c.maf) return true;
  if (c.detached?.includes(u.id)) return false;
  return c.attackers.some((id) => {
    const o = unitById(s, id);
    return o !== undefined && o.hex === u.hex && info(o.id).formation === c.maf;
  });
}

function crossing(b: Board, fromHex: string, toHex: string): number {
  const from = b.locOf(fromHex);
  const to = b.locOf(toHex);
  const d = dirTo(b, from, to);
  return d < 0 ? 0 : sideBits(b, from, d);
}

export function attackerFactors(s: State, c: Combat, b: Board = board(s)): AttackerFactor[] {
  const out: AttackerFactor[] = [];
  for (const id of c.attackers) {
    const u = unitById(s, id);
    if (!u || u.hex === null) continue;
    const i = info(id);
    const strength = faceFor(i, u.steps).strength ?? 0;
    const maf = inMaf(s, c, u);
    const bits = crossing(b, u.hex, c.target);
    const halved =
      !maf ||
      (bits & (SIDE.minorRiver | SIDE.majorRiver | SIDE.flooded | SIDE.causeway | SIDE.carpiquet)) !== 0 ||
      ((bits & SIDE.perimeter) !== 0 && u.side === 'allied') ||
      terrainOf(b, b.locOf(u.hex)) === 'flooded' ||
      u.landed === s.turn ||
      u.oos > 0;
    out.push({ id, strength: halved ? halve(strength) : strength, maf, halved });
  }
  return out;
}

/** The defenders that count: not those that retreated into the hex this phase (N44 13.5). */
export function defendersOf(s: State, hex: string): UnitState[] {
  return s.units.filter((u) => u.box === 'map' && u.hex === hex && !u.retreated);
}

function terrainDcb(b: Board, loc: number): number {
  const t = terrainOf(b, loc);
  if (t === 'sea') return 0;
  return TEC_HEX.rows[t as HexTerrain].dcb;
}

/** Defence strength with the best DCB, capped by the group's printed strength, SPs and silhouettes aside (N44 11.2). */
export function defenceStrength(s: State, hex: string, b: Board = board(s)): { readonly total: number; readonly dcb: number } {
  const ds = defendersOf(s, hex);
  let sum = 0;
  let capBase = 0;
  for (const u of ds) {
    const i = info(u.id);
    const st = faceFor(i, u.steps).strength ?? 0;
    sum += st;
    if (i.kind !== 'strongpoint' && !i.silhouette) capBase += st;
  }
  // A unit attacked under an SM marker gets no DCB (N44 9.8.4).
  const dcb = ds.some((u) => u.sm === true) ? 0 : Math.min(terrainDcb(b, b.locOf(hex)), capBase);
  return { total: Math.min(FACTOR_LIMIT, sum + dcb), dcb };
}

export interface Shift {
  readonly why: string;
  readonly rule: string;
  readonly shift: number;
}

function armorOf(i: UnitInfo, u: UnitState): { value: number; box: 'grey' | 'red' } | null {
  return faceFor(i, u.steps).armor;
}

/** Every column shift of the attack (N44 11.3-11.9, 19.1, 19.2). */
export function shifts(s: State, c: Combat, b: Board = board(s)): Shift[] {
  const out: Shift[] = [];
  const target = b.locOf(c.target);
  const tTarget = terrainOf(b, target);
  const defenders = defendersOf(s, c.target);
  const maf = c.attackers.map((id) => unitById(s, id)).filter((u): u is UnitState => u !== undefined && inMaf(s, c, u));
  const hasSp = defenders.some((u) => info(u.id).kind === 'strongpoint') || b.permanentIp[target] === 1 || (defenders.length > 0 && hasIp(s, c.target, (defenders[0] as UnitState).side));
  const acrossBits = (u: UnitState): number => crossing(b, u.hex as string, c.target);
  const blocksArmor = (u: UnitState): boolean => {
    const bits = acrossBits(u);
    return (
      (bits & (SIDE.majorRiver | SIDE.flooded | SIDE.causeway | SIDE.perimeter)) !== 0 ||
      terrainOf(b, b.locOf(u.hex as string)) === 'flooded' ||
      tTarget === 'flooded' || tTarget === 'city' || tTarget === 'woods' || hasSp
    );
  };
  // 11.4 armor.
  const defArmor = defenders.map((u) => armorOf(info(u.id), u)).filter((a) => a !== null);
  const bestDef = Math.max(0, ...defArmor.map((a) => a.value));
  const mafGrey = maf.filter((u) => armorOf(info(u.id), u)?.box === 'grey' && !blocksArmor(u)).map((u) => (armorOf(info(u.id), u) as { value: number }).value);
  if (mafGrey.length > 0 && (defArmor.length === 0 || Math.max(...mafGrey) > bestDef)) out.push({ why: 'armor', rule: 'N44 11.4.1', shift: 1 });
  const anyPerimeter = maf.some((u) => (acrossBits(u) & SIDE.perimeter) !== 0);
  const mafHasArmor = maf.some((u) => armorOf(info(u.id), u) !== null);
  const defInf = defenders.some((u) => armorOf(info(u.id), u) === null && info(u.id).kind !== 'strongpoint');
  const defGrey = defenders.some((u) => armorOf(info(u.id), u)?.box === 'grey');
  if (!mafHasArmor && defInf && defGrey && !anyPerimeter) out.push({ why: 'defender armor', rule: 'N44 11.4.2', shift: -1 });
  // 11.5 troop quality; silhouettes count as TQ 0.
  const tq = (u: UnitState): number => faceFor(info(u.id), u.steps).tq ?? 0;
  if (maf.length > 0 && defenders.length > 0 && Math.max(...maf.map(tq)) > Math.max(...defenders.map(tq))) out.push({ why: 'troop quality', rule: 'N44 11.5', shift: 1 });
  if (maf.length > 0 && maf.every((u) => tq(u) < 0)) out.push({ why: 'negative troop quality', rule: 'N44 11.5', shift: -1 });
  // 11.9 Tigers.
  if (maf.some((u) => info(u.id).tiger && !(acrossBits(u) & (SIDE.majorRiver | SIDE.flooded)) && tTarget !== 'flooded')) out.push({ why: 'Tiger', rule: 'N44 11.9', shift: 1 });
  if (defenders.some((u) => info(u.id).tiger)) out.push({ why: 'defending Tiger', rule: 'N44 11.9', shift: -1 });
  // 11.8 hilltop; 11.3 all the MAF across a major river or flooded hexside, or out of a flooded hex.
  if (b.hilltop[target] === 1) out.push({ why: 'hilltop', rule: 'N44 11.8', shift: -1 });
  if (maf.length > 0 && maf.every((u) => (acrossBits(u) & (SIDE.majorRiver | SIDE.flooded | SIDE.causeway)) !== 0 || terrainOf(b, b.locOf(u.hex as string)) === 'flooded')) {
    out.push({ why: 'MAF across a major river or flooded hexside', rule: 'N44 11.3', shift: -1 });
  }
  // Optional flank fire: each other defending hex adjacent to the target and to an attacker, 1L (N44 28.2).
  if (s.options.flankFire && defenders.length > 0) {
    const foe = (defenders[0] as UnitState).side;
    const attackerLocs = c.attackers.map((id) => unitById(s, id)?.hex).filter((h): h is string => !!h).map((h) => b.locOf(h));
    const flank = new Set<string>();
    for (const u of s.units) {
      if (u.side !== foe || u.box !== 'map' || u.hex === null || u.hex === c.target) continue;
      const l = b.locOf(u.hex);
      const adj = (x: number): boolean => hexDistanceLoc(b, l, x) === 1;
      if (adj(target) && attackerLocs.some(adj)) flank.add(u.hex);
    }
    if (flank.size > 0) out.push({ why: 'flank fire', rule: 'N44 28.2', shift: -flank.size });
  }
  if (defenders.some((u) => u.sm === true)) out.push({ why: 'defender under Strategic Movement', rule: 'N44 9.8.4', shift: 1 });
  if (c.artillery.length > 0) out.push({ why: 'artillery', rule: 'N44 11.6', shift: c.artillery.length });
  if (c.naval) out.push({ why: 'naval support', rule: 'N44 19.2', shift: 1 });
  if (c.air > 0) out.push({ why: 'air support', rule: 'N44 19.1.2', shift: c.air });
  if (c.jabo > 0) out.push({ why: 'Jabos', rule: 'N44 19.1.3', shift: -c.jabo });
  return out;
}

export interface Odds {
  readonly attack: number;
  readonly defence: number;
  readonly raw: number | null;
  readonly shift: number;
  /** -1 automatic A1, 0..8 a CRT column, null not allowed. */
  readonly column: number | null;
}

/** The factors on each side, limited to 18 (N44 10.5, 11.1-11.2). */
function totals(s: State, c: Combat, b: Board): { readonly attack: number; readonly defence: number } {
  return { attack: Math.min(FACTOR_LIMIT, attackerFactors(s, c, b).reduce((a, f) => a + f.strength, 0)), defence: defenceStrength(s, c.target, b).total };
}

/** The raw column alone, without the shifts: null when the odds are below 1-3 and the attack may not be resolved (N44 10.5-10.6). */
export function rawOdds(s: State, c: Combat, b: Board = board(s)): number | null {
  const { attack, defence } = totals(s, c, b);
  return rawColumn(attack, defence);
}

export function odds(s: State, c: Combat, b: Board = board(s)): Odds {
  const { attack, defence } = totals(s, c, b);
  const raw = rawColumn(attack, defence);
  const shift = shifts(s, c, b).reduce((a, x) => a + x.shift, 0);
  return { attack, defence, raw, shift, column: raw === null ? null : finalColumn(raw, shift) };
}

export { inZone };

/** Attackers attached to the MAF by stacking that the attacker may still keep out of it (N44 10.3). */
export function detachable(s: State, c: Combat): string[] {
  if (c.maf === null || c.maf === BATTLE_GROUP) return [];
  return c.attackers.filter((id) => {
    const u = unitById(s, id);
    return u !== undefined && info(id).formation !== c.maf && !(c.detached ?? []).includes(id) && inMaf(s, c, u);
  });
}

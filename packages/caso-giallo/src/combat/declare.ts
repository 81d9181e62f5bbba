/**
 * CG R11.1-R11.3 Declaring combats and computing their odds. A combat is built a decision at a
 * time: the active player names an enemy hex (`attack`), commits adjacent units one by one
 * (`commit`), may add air (`air`), then `resolve`s; the defender may then add air. Each enemy hex
 * is attacked at most once per round and each unit attacks once (R11.2a). In a Move round only
 * German yellow-MA units attack (R11.6b). Motorized units attack across a Major River only at a
 * crossing and no unit attacks across the Rhine except at one (TEC; review finding 17).
 */
import { SETTLEMENT, TERRAIN, DEFENSIVE_WORKS } from '../data/terrain.js';
import { crossingAt, dirBetween, riverAt } from '../map/board.js';
import {
  boardOf, counterOf, cs, fjBridgehead, isArmoured, isMotorized, isPanzer, isYellow, sideOf, unitById, unitsAt, worksStand,
} from '../position.js';
import type { Side } from '../setup/counters.js';
import { engagedLocs } from '../movement/index.js';
import type { Combat, State, Unit } from '../state.js';
import { finalOdds, oddsIndex, type Odds, type Shift } from './odds.js';
import { attackSupply, fortifiedOwner, interdictedCrossing, supplyShift } from '../supply/index.js';
import { BETTER_DEFENSE } from '../data/tables.js';
import { rafCover } from '../dynamo/index.js';

/** CG R11.6: may `u` attack in the current round at all? */
export function mayAttack(s: State, u: Unit, engaged: ReadonlySet<number> = engagedLocs(s)): boolean {
  if (u.loc < 0 || !s.round || sideOf(s, u) !== s.round.side || s.attacked.includes(u.id)) return false;
  if (engaged.has(u.loc)) return false;
  const c = counterOf(s, u.id);
  if (c.size === 'arko' || c.size === 'supply') return false;
  if (cs(s, u) <= 0) return false;
  // CG R11.6b: in a German Move round only yellow-MA units attack; CG R11.6a: in an Allied one, as
  // many tank, armoured or motorized units as the die allowed.
  if (s.round.mode === 'move') return s.round.side === 'german' ? isYellow(s, u) : alliedMotorizedType(s, u) && alliedMotorizedLeft(s) > 0;
  return true;
}

/** CG R11.6a: tank, armoured, DCR, DLM or motorized units (the red box), never Attack Supply units. */
export const alliedMotorizedType = (s: State, u: Unit): boolean => {
  const c = counterOf(s, u.id);
  return c.side === 'allied' && c.size !== 'supply' && (c.redBox || c.types.includes('armoured') || c.types.includes('motorized'));
};

/** CG R11.6a: Allied motorized attackers still allowed this Move round (the die, less those that attacked). */
export function alliedMotorizedLeft(s: State, c: Combat | null = s.combat): number {
  const used = s.attacked.length + (c && !c.engaged ? c.attackers.filter((id) => !s.attacked.includes(id)).length : 0);
  return Math.max(0, (s.motorized ?? 0) - used);
}

/** CG R11.6a: are there Allied motorized units next to German units, so the die is rolled? */
export function alliedMotorizedEligible(s: State): boolean {
  const b = boardOf(s);
  const at = unitsAt(s);
  return s.units.some((u) => {
    if (u.loc < 0 || !alliedMotorizedType(s, u)) return false;
    for (let d = 0; d < 6; d++) {
      const n = b.map.neighbor(u.loc, d);
      if (n >= 0 && at[n]!.some((x) => sideOf(s, x) === 'german')) return true;
    }
    return false;
  });
}

/** Rivers limit attacks (CG TEC Major River and Rhine rows; review finding 17). */
export function mayAttackAcross(s: State, u: Unit, from: number, to: number): boolean {
  const b = boardOf(s);
  const d = dirBetween(b, from, to);
  if (d < 0) return false;
  const river = riverAt(b, from, d);
  // CG R10.7f, R5.1c (review finding 17): never across an interdicted crossing, for the German.
  const open = crossingAt(b, from, d) && !(sideOf(s, u) === 'german' && interdictedCrossing(s, from, d));
  if (river === 'rhine') return open;
  if (river === 'major' && isMotorized(s, u)) return open;
  return true;
}

/** Enemy hexes the active player may attack now. */
export function attackTargets(s: State): number[] {
  if (!s.round) return [];
  const b = boardOf(s);
  const at = unitsAt(s);
  const engaged = engagedLocs(s);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    const here = at[loc]!;
    // CG R11.1, R11.7a: an enemy Fortified Line defends even when empty.
    const line = fortifiedOwner(s, loc);
    const enemyLine = line !== null && line !== s.round.side;
    if (here.length === 0 ? !enemyLine : sideOf(s, here[0]!) === s.round.side) continue;
    if (s.hit.includes(loc) || engaged.has(loc)) continue;
    // CG R11.6a-b: motorized combat in a Move round never hits a Fortified Line hex.
    if (s.round.mode === 'move' && line !== null) continue;
    let ok = false;
    for (let d = 0; d < 6 && !ok; d++) {
      const n = b.map.neighbor(loc, d);
      if (n >= 0) ok = at[n]!.some((u) => mayAttack(s, u, engaged) && mayAttackAcross(s, u, n, loc));
    }
    if (ok) out.push(loc);
  }
  return out;
}

/** Units that may still join the attack on `c.target`. */
export function committable(s: State, c: Combat): Unit[] {
  const b = boardOf(s);
  const at = unitsAt(s);
  const engaged = engagedLocs(s);
  const out: Unit[] = [];
  for (let d = 0; d < 6; d++) {
    const n = b.map.neighbor(c.target, d);
    if (n < 0) continue;
    for (const u of at[n]!) if (!c.attackers.includes(u.id) && mayAttack(s, u, engaged) && mayAttackAcross(s, u, n, c.target)) out.push(u);
  }
  out.push(...arkoSupport(s, c));
  return out;
}

/**
 * CG R11.8: an ARKO in Attack Supply may join any attack on a Fortified Line, City or Defensive
 * Works hex within 2 hexes (no adjacency needed), in a Combat round of its side.
 */
export function arkoSupport(s: State, c: Combat): Unit[] {
  if (!s.round || s.round.mode !== 'combat' || c.engaged) return [];
  const b = boardOf(s);
  const t = c.target;
  if (!(fortifiedOwner(s, t) !== null || b.settlement[t] === 'city' || worksStand(s, t))) return [];
  return s.units.filter((u) => {
    if (u.loc < 0 || c.attackers.includes(u.id) || s.attacked.includes(u.id)) return false;
    const k = counterOf(s, u.id);
    return k.size === 'arko' && k.side === c.attacker && b.distance(u.loc, t) <= 2 && attackSupply(s, u).supplied;
  });
}

/** Air assets a side may still commit (CG R11.3c): the German's unused Stukas; no Allied air in scenario 4. */
/** CG R5.2, R11.3c: unused Stukas; the Allied pool of scenarios 1-3 (air/allied.ts). */
export const airAvailable = (s: State, side: Side): number => (side === 'german' ? s.stukas.available : (s.alliedAir ?? 0));

const alive = (s: State, ids: readonly string[]): Unit[] => ids.map((id) => unitById(s, id)).filter((u): u is Unit => u !== undefined && u.loc >= 0);

/** CG R11.3c armour shifts are barred attacking into or out of City, Marsh or Flooded hexes. */
export function armourBarred(s: State, loc: number): boolean {
  const b = boardOf(s);
  // CG TEC: no armour shift into an undestroyed Fortified Line or Eben Emael either.
  return b.settlement[loc] === 'city' || TERRAIN[b.terrain[loc]!].noArmourShift || fortifiedOwner(s, loc) !== null;
}

export interface OddsDetail extends Odds {
  readonly attack: number;
  readonly defence: number;
  /** Armour whose shift makes it take the first loss (CG R11.3e). */
  readonly shifters: readonly string[];
}

/** CG R11.3a-c: strengths, initial odds and every shift, for the combat as it stands. */
export function combatOdds(s: State, c: Combat): OddsDetail | null {
  const b = boardOf(s);
  const at = unitsAt(s);
  const attackers = alive(s, c.attackers);
  const defenders = at[c.target]!;
  if (attackers.length === 0 || (defenders.length === 0 && b.garrison[c.target] === 0)) return null;
  const attack = attackers.reduce((a, u) => a + cs(s, u), 0);
  // CG R11.7a: an undestroyed Fortified Line's garrison defends, alone or with the units in it.
  const garrison = fortifiedOwner(s, c.target) !== null && fortifiedOwner(s, c.target) !== c.attacker ? b.garrison[c.target]! : 0;
  const defence = defenders.reduce((a, u) => a + cs(s, u), 0) + garrison;
  if (attack <= 0) return null;
  if (defence <= 0) return null;
  const shifts: Shift[] = [];
  const t = c.target;
  // Terrain: defender only, cumulative (CG R11.3c, TEC).
  const terrain = TERRAIN[b.terrain[t]!];
  if (terrain.shiftLeft) shifts.push({ amount: -terrain.shiftLeft, rule: 'CG TEC', why: b.terrain[t]! });
  const settlement = b.settlement[t];
  if (settlement && SETTLEMENT[settlement].shiftLeft) shifts.push({ amount: -SETTLEMENT[settlement].shiftLeft, rule: 'CG TEC', why: settlement });
  if (worksStand(s, t)) shifts.push({ amount: -DEFENSIVE_WORKS.shiftLeft, rule: 'CG TEC, R10.9', why: 'defensive works' });
  // CG R12.11a: a Better Defense marker is one more terrain shift.
  if ((s.betterDefense ?? []).includes(t)) shifts.push({ amount: -BETTER_DEFENSE.shiftLeft, rule: 'CG R12.11a', why: 'better defense' });
  // CG R7.6d, R11.3c: any attacker Out of Supply or without Attack Supply, one left (at most one).
  const supply = supplyShift(s, attackers);
  if (supply) shifts.push({ amount: supply, rule: 'CG R7.6d', why: 'attack supply' });
  // CG R11.8: ARKO in the attack shifts one right.
  if (attackers.some((u) => counterOf(s, u.id).size === 'arko')) shifts.push({ amount: 1, rule: 'CG R11.8', why: 'ARKO' });
  // Rivers: 1L when every attacker attacks across a river hexside; a German bridgehead cancels it (CG TEC, R10.8c).
  const germanBridgehead = c.attacker === 'german' && s.bridgeheads.includes(t);
  const across = attackers.every((u) => {
    const d = dirBetween(b, u.loc, t);
    if (d < 0) return true; // an ARKO two hexes away (CG R11.8) attacks across nothing
    if (riverAt(b, u.loc, d) === null) return false;
    return !(c.attacker === 'german' && fjBridgehead(s, at, u.loc, d));
  });
  if (across && !germanBridgehead) shifts.push({ amount: -1, rule: 'CG TEC', why: 'river' });
  // Air: one shift per asset, two per shift into or out of Marsh and Flooded (CG R11.3c; digest A16).
  const doubled = TERRAIN[b.terrain[t]!].doubleAir || attackers.some((u) => TERRAIN[b.terrain[u.loc]!].doubleAir);
  const air = (n: number) => (doubled ? Math.floor(n / 2) : n);
  if (c.attackerAir) shifts.push({ amount: air(c.attackerAir), rule: 'CG R11.3c', why: 'attacker air' });
  if (c.defenderAir) shifts.push({ amount: -air(c.defenderAir), rule: 'CG R11.3c', why: 'defender air' });
  // CG R13.3c (our reading, dynamo/): the Dynamo RAF marker covers the port hex as one more defending asset.
  const raf = air(c.defenderAir + rafCover(s, c)) - air(c.defenderAir);
  if (raf > 0) shifts.push({ amount: -raf, rule: 'CG R13.3c', why: 'RAF Dynamo cover' });
  // Armour (CG R11.3c): mandatory, not into or out of City, Marsh, Flooded.
  const shifters: string[] = [];
  if (!armourBarred(s, t)) {
    const eligible = attackers.filter((u) => !armourBarred(s, u.loc));
    if (c.attacker === 'german') {
      const panzers = eligible.filter((u) => isPanzer(s, u) && sizeIsDivision(s, u));
      const alliedArmour = defenders.filter((u) => isArmoured(s, u));
      let n = panzers.length - (alliedArmour.length > 0 ? 1 : 0);
      n = Math.min(2, n);
      if (n > 0) {
        shifts.push({ amount: n, rule: 'CG R11.3c', why: 'panzer divisions' });
        shifters.push(...panzers.map((u) => u.id));
      }
      if (panzers.length > 0 && alliedArmour.length > 0) shifters.push(...alliedArmour.map((u) => u.id));
    } else {
      const armour = eligible.filter((u) => isArmoured(s, u) && sizeIsDivision(s, u));
      if (armour.length > 0 && !defenders.some((u) => isPanzer(s, u))) {
        shifts.push({ amount: 1, rule: 'CG R11.3c', why: 'allied armour' });
        shifters.push(...armour.map((u) => u.id));
      }
    }
  }
  const odds = finalOdds(oddsIndex(attack, defence), shifts, c.attacker);
  return { ...odds, attack, defence, shifters };
}

const sizeIsDivision = (s: State, u: Unit): boolean => counterOf(s, u.id).size === 'division';

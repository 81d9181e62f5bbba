/**
 * US Combat (DDOB 8): who may attack (8.1, 8.11, 8.12, 8.15), weapons (8.2–8.27), resolving an attack
 * with the US Attack Results Chart (8.3, 8.31, 8.32), retreat (8.33). Barrages (8.4) and naval
 * gunfire (8.5) are not offered yet.
 */
import type { Division } from '../cards/types.js';
import { usData, combatData, isLeader, onMap, sideOf, unitsAt } from '../core.js';
import { attackCell, attackEffects, oddsBand, type AttackColumn, type AttackEffect } from '../data/attack-chart.js';
import { TERRAIN_CHART } from '../data/terrain-chart.js';
import { isArmored, isInfantryLike, type Weapon } from '../data/types.js';
import { WEAPONS_CHART } from '../data/weapons-chart.js';
import { germanLoc, locContext } from '../control/index.js';
import { DM_BY_ID, UNIT_FACES, defeat, gainDepth, tacticalFromWn } from '../german/index.js';
import { MAP, distance, isLowLevel, sideFeatures } from '../map/index.js';
import type { GermanStack, State, UsUnitState } from '../state.js';
import { actionCost, canAct, inPlay, isCommanded } from '../actions/index.js';
import { tankFireHexSet } from '../armour/play.js';
import { germanIndexOf } from '../context.js';

const CLIFFS = new Set(['scaleable_cliff', 'sheer_cliff']);

/** 8.15: may a unit attack across the hexside from `from` into `to` from an adjacent hex? */
function adjacentAttackAllowed(from: string, to: string): boolean {
  const f = sideFeatures(from, to);
  if (f.some((x) => CLIFFS.has(x))) return false;
  if (f.includes('bluff')) return !isLowLevel(MAP.hex.get(from)!);
  return true;
}

/** 8.12: a low unit may not fire at range at a higher position unless that position's FoF reaches a beach hex. */
export function rangedAllowed(from: string, g: GermanStack, at = ''): boolean {
  if (!isLowLevel(MAP.hex.get(from)!)) return true;
  // 23.6: a German tank is targeted like a position, from its own hex and FoF (23.3).
  if (g.tank) return isLowLevel(MAP.hex.get(at)!) || [...tankFireHexSet(at)].some((h) => MAP.hex.get(h)?.terrain === 'beach');
  return LOW_MAY_FIRE_AT.get(g.position) ?? true;
}

/** 8.12, per position (static: built once for the map): may a low unit fire at it at range? Yes unless it is higher and its FoF reaches no beach hex. */
const LOW_MAY_FIRE_AT: ReadonlyMap<string, boolean> = new Map(
  MAP.data.positions.map((p) => {
    const targetHigh = p.hexes.some((h) => !isLowLevel(MAP.hex.get(h)!));
    return [p.id, !targetHigh || (MAP.fieldOfFire.get(p.id) ?? []).some((e) => MAP.hex.get(e.hex)?.terrain === 'beach')];
  }),
);

/** The FoF hexes of a German stack: its position's, or a tank's own (23.3). */
export function stackFireHexes(g: GermanStack, hex: string): ReadonlySet<string> {
  return g.tank ? tankFireHexSet(hex) : (MAP.fireHexes.get(g.position) ?? new Set<string>());
}

function hqCommands(s: State, u: UsUnitState): boolean {
  if (u.loc.kind !== 'hex') return false;
  const here = u.loc.hex;
  return onMap(s).some((l) => combatData(l.id) === null && l.loc.kind === 'hex' && distance(l.loc.hex, here) <= 1 && l.id.endsWith('HQ'));
}

/** Attackable targets (8, 8.16): German-occupied hexes in play not yet attacked this phase. */
export function attackTargets(s: State): readonly string[] {
  // The in-play stacks of the German record, sorted once; this phase's attacks and barrages taken out.
  const all = germanIndexOf(s).inPlayHexes;
  if (s.attacked.length === 0 && s.barraged.length === 0) return all;
  return all.filter((h) => !s.attacked.includes(h) && !s.barraged.includes(h));
}

/**
 * Tank barrage (8.4, 8.41, 8.42): a tank in range but not adjacent, the target not attacked this phase
 * and not an unrevealed reinforcement unit; the tank is in the target's FoF, or a non-disrupted
 * infantry observer is, with the tank or the observer under command; elevation limits (8.12) apply.
 */
export function barrageTargets(s: State, division: Division, u: UsUnitState): readonly string[] {
  const d = combatData(u.id);
  if (d && ARTILLERY.has(d.type) && s.rules.extendedFrom !== null && s.turn >= s.rules.extendedFrom) return artilleryBarrageTargets(s, division, u);
  // Only tanks (most units stop here, before their side is looked up).
  if (!d || d.type !== 'tank') return NO_TARGETS;
  const side = sideOf(u);
  if (!side || !canAct(u, division) || u.loc.kind !== 'hex') return NO_TARGETS;
  const from = u.loc.hex;
  const range = side.range === 'U' ? Infinity : (side.range ?? 1);
  const out: string[] = [];
  // The observers' hexes, found once per tank (not once per German stack).
  let observers: string[] | null = null;
  // The in-play stacks' hexes in id order, so the targets come out in id order (no sort).
  for (const hex of germanIndexOf(s).inPlayHexes) {
    const g = s.german[hex] as GermanStack;
    if (s.attacked.includes(hex)) continue;
    if (!g.unit.cls.startsWith('wn') && !g.unit.revealed) continue;
    const dist = distance(from, hex);
    if (dist <= 1 || dist > range || !rangedAllowed(from, g, hex)) continue;
    const fof = stackFireHexes(g, hex);
    if (!fof.has(from)) {
      observers ??= observerHexes(s, isCommanded(s, u.id));
      if (!observers.some((h) => fof.has(h))) continue;
    }
    out.push(hex);
  }
  return out;
}

/** Hexes of the non-disrupted infantry that may observe for a tank (8.41): any such unit if the tank is commanded, else a commanded one. */
function observerHexes(s: State, tankCommanded: boolean): string[] {
  const out: string[] = [];
  for (const o of onMap(s)) {
    const od = combatData(o.id);
    if (od && isInfantryLike(od.type) && o.disrupted === 'no' && o.loc.kind === 'hex' && (tankCommanded || isCommanded(s, o.id))) out.push(o.loc.hex);
  }
  return out;
}

const ARTILLERY: ReadonlySet<string> = new Set(['artillery', 'sp-artillery', 'dukw-artillery']);
/** Shared by the many units that can barrage nothing (read-only). */
const NO_TARGETS: readonly string[] = Object.freeze([]);

/** The HQs (and Command Posts, not Generals) commanding a unit at the start of the phase (17.3). */
function hqCommanders(s: State, id: string): string[] {
  return (s.commanders[id] ?? []).filter((l) => usData(l).type === 'hq');
}

/**
 * Artillery barrage (17.3, extended mode): artillery or SP artillery under command of an HQ or CP
 * (not a General), the target in range, not adjacent, holding a WN unit or a revealed reinforcement
 * unit, not attacked this phase; the artillery (SP artillery only: non-armoured artillery may not
 * stand in a German FoF) or a non-disrupted infantry observer commanded by the same HQ/CP is in the
 * target's FoF; 8.12 elevation limits apply. Resolved like a tank barrage on the Barrage Table (8.41).
 */
export function artilleryBarrageTargets(s: State, division: Division, u: UsUnitState): string[] {
  const side = sideOf(u);
  const d = combatData(u.id);
  if (!d || !side || !canAct(u, division) || u.loc.kind !== 'hex') return [];
  const hqs = hqCommanders(s, u.id);
  if (hqs.length === 0) return [];
  const from = u.loc.hex;
  const range = side.range === 'U' ? Infinity : (side.range ?? 1);
  const out: string[] = [];
  for (const [hex, g] of germanIndexOf(s).inPlay) {
    if (s.attacked.includes(hex)) continue;
    if (!g.unit.cls.startsWith('wn') && !g.unit.revealed) continue;
    const dist = distance(from, hex);
    if (dist <= 1 || dist > range || !rangedAllowed(from, g, hex)) continue;
    const fof = stackFireHexes(g, hex);
    const self = d.type === 'sp-artillery' && fof.has(from);
    const observed =
      self ||
      onMap(s).some((o) => {
        const od = combatData(o.id);
        return !!od && isInfantryLike(od.type) && o.disrupted === 'no' && o.loc.kind === 'hex' && fof.has(o.loc.hex) && hqCommanders(s, o.id).some((h) => hqs.includes(h));
      });
    if (observed) out.push(hex);
  }
  return out.sort();
}

/** Can `u` join an attack on `target` given the units already committed (8.1)? */
export function canJoin(s: State, division: Division, target: string, committed: readonly string[], u: UsUnitState): boolean {
  if (!canAct(u, division) || committed.includes(u.id) || isLeader(u.id)) return false;
  const d = combatData(u.id);
  const side = sideOf(u);
  const g = s.german[target];
  if (!d || !side || !g || u.loc.kind !== 'hex') return false;
  const from = u.loc.hex;
  const dist = distance(from, target);
  const full = u.steps === d.steps;
  if (d.type === 'infantry' || d.type === 'ranger') return dist === 1 && adjacentAttackAllowed(from, target);
  if (d.type === 'heavy-infantry') {
    if (dist === 1 && adjacentAttackAllowed(from, target)) return true;
    // 8.15: heavy infantry (range 2, so only at full strength, 8.26) may attack across a bluff or cliff it
    // could not cross, or from two hexes, firing at range (8.12), if another infantry unit attacks the
    // same target from an adjacent hex across a permitted hexside.
    return full && dist <= 2 && rangedAllowed(from, g, target) && committed.some((id) => id !== u.id && permittedAdjacentInfantry(s, id, target));
  }
  const range = side.range === 'U' ? Infinity : (side.range ?? 1);
  if (dist > range || (dist > 1 && !rangedAllowed(from, g, target))) return false;
  if (dist === 1 && !adjacentAttackAllowed(from, target)) return false;
  const commandedInf = committed.some((id) => adjacentInfantry(s, id, target) && isCommanded(s, id));
  if (d.type === 'tank' || d.type === 'anti-tank' || d.type === 'anti-aircraft' || d.type === 'sp-anti-aircraft') {
    const byInf = committed.some((id) => {
      const c = s.us[id];
      return !!c && c.loc.kind === 'hex' && adjacentInfantry(s, id, target) && distance(c.loc.hex, from) <= 1;
    });
    return dist === 1 || byInf || isCommanded(s, u.id) || commandedInf;
  }
  // Artillery (8.1): not adjacent, commanded by an HQ that commands an attacking infantry; unarmoured not in an active FoF.
  if (dist === 1 || !hqCommands(s, u) || !committed.some((id) => adjacentInfantry(s, id, target) && hqCommands(s, s.us[id] as UsUnitState))) return false;
  if (!isArmored(d.type)) {
    for (const og of germanIndexOf(s).stacks) if (!og.disrupted && (MAP.fieldOfFire.get(og.position) ?? []).some((e) => e.hex === from)) return false;
  }
  return true;
}

/** An infantry unit attacking from an adjacent hex across a hexside it may attack across (8.15). */
function permittedAdjacentInfantry(s: State, id: string, target: string): boolean {
  const u = s.us[id];
  return !!u && u.loc.kind === 'hex' && adjacentInfantry(s, id, target) && adjacentAttackAllowed(u.loc.hex, target);
}

function adjacentInfantry(s: State, id: string, target: string): boolean {
  const u = s.us[id];
  const d = combatData(id);
  return !!u && !!d && u.loc.kind === 'hex' && isInfantryLike(d.type) && distance(u.loc.hex, target) === 1;
}

/** An attack is valid once it holds an infantry or Ranger unit attacking from an adjacent hex (8.1). */
export function attackValid(s: State, target: string, committed: readonly string[]): boolean {
  // 8.15: across a hexside it may attack across (a heavy infantry unit firing across a bluff or cliff is not enough).
  return committed.some((id) => permittedAdjacentInfantry(s, id, target));
}

export function joinable(s: State, division: Division, target: string, committed: readonly string[]): string[] {
  return onMap(s)
    .filter((u) => canJoin(s, division, target, committed, u) && actionCost(s, [...committed, u.id]) <= s.actions[division])
    .map((u) => u.id)
    .sort();
}

export function weaponsOf(s: State, u: UsUnitState, target: string): Weapon[] {
  const d = combatData(u.id);
  const side = sideOf(u);
  if (!d || !side || u.loc.kind !== 'hex') return [];
  const dist = distance(u.loc.hex, target);
  const full = u.steps === d.steps;
  let w: readonly Weapon[];
  switch (d.type) {
    case 'infantry':
    case 'ranger':
      w = full ? WEAPONS_CHART['full-infantry'] : ((side.weapons ?? []) as Weapon[]);
      break;
    case 'heavy-infantry':
      // 8.26: full weapons from an adjacent hex; fewer (the chart's at-range list) from two hexes or firing across a bluff or cliff.
      w = full ? (dist === 1 && !sideFeatures(u.loc.hex, target).some((f) => f === 'bluff' || CLIFFS.has(f)) ? WEAPONS_CHART['heavy-adjacent'] : WEAPONS_CHART['heavy-at-range']) : ((side.weapons ?? []) as Weapon[]);
      break;
    case 'tank':
      w = dist <= 3 ? WEAPONS_CHART['tank-near'] : WEAPONS_CHART['tank-far'];
      break;
    case 'anti-aircraft':
    case 'sp-anti-aircraft':
      w = WEAPONS_CHART['anti-aircraft'];
      break;
    case 'anti-tank':
      w = WEAPONS_CHART['anti-tank'];
      break;
    default:
      w = WEAPONS_CHART.artillery;
  }
  // 8.24: an attacker adjacent to the target under HQ command counts as having a Radio.
  return dist === 1 && hqCommands(s, u) ? [...w, 'RD'] : [...w];
}

/** German defence doubling (Terrain Chart, 8.31, review finding 3): hex terrain, or the least favourable hexside crossed by adjacent attackers. */
export function doubling(s: State, target: string, attackers: readonly string[]): { unit: boolean; dm: boolean } {
  // 23.6: German tanks get no defensive benefit from terrain.
  if (s.german[target]?.tank) return { unit: false, dm: false };
  const h = MAP.hex.get(target);
  const hexRow = h?.buildings ? TERRAIN_CHART.buildings : h?.terrain === 'bocage' ? TERRAIN_CHART.bocage : h?.terrain === 'woods' ? TERRAIN_CHART.woods : null;
  let sideUnit = true;
  let sideDm = true;
  let any = false;
  for (const id of attackers) {
    const u = s.us[id];
    if (!u || u.loc.kind !== 'hex' || distance(u.loc.hex, target) !== 1) continue;
    any = true;
    const rows = sideFeatures(u.loc.hex, target).map((f) => TERRAIN_CHART[f]).filter((r) => r && r.doubleUnit);
    // Bluff note (5): high ground attacking across a bluff defends as across a slope.
    const bluff = sideFeatures(u.loc.hex, target).includes('bluff') ? [TERRAIN_CHART.slope] : [];
    const all = [...rows, ...bluff];
    sideUnit &&= all.some((r) => r?.doubleUnit);
    sideDm &&= all.some((r) => r?.doubleDm);
  }
  if (!any) sideUnit = sideDm = false;
  return { unit: (hexRow?.doubleUnit ?? false) || sideUnit, dm: (hexRow?.doubleDm ?? false) || sideDm };
}

/** 8.23: a Hero with a unit attacking from an adjacent hex (one Hero's benefit per attack). */
export function heroAttacking(s: State, target: string, attackers: readonly string[]): boolean {
  return attackers.some((id) => {
    const u = s.us[id];
    return !!u && u.hero === 'hero' && u.loc.kind === 'hex' && distance(u.loc.hex, target) === 1;
  });
}

/** 8.22: flanking from two non-adjacent adjacent hexes, or three hexes when unit and DM both require FL. */
function flanking(s: State, target: string, attackers: readonly string[], both: boolean): boolean {
  const hexes = [...new Set(attackers.flatMap((id) => {
    const u = s.us[id];
    return u && u.loc.kind === 'hex' && distance(u.loc.hex, target) === 1 ? [u.loc.hex] : [];
  }))];
  if (both) return hexes.length >= 3;
  for (let i = 0; i < hexes.length; i++) for (let j = i + 1; j < hexes.length; j++) if (distance(hexes[i] as string, hexes[j] as string) > 1) return true;
  return false;
}

export interface AttackReading {
  readonly attack: number;
  readonly defence: number;
  readonly weapons: boolean;
  readonly column: AttackColumn;
  readonly effects: readonly AttackEffect[];
}

/** Steps 2–4 of 8.3 on the current state of the target (revealed parts only). */
export function readAttack(s: State, target: string, attackers: readonly string[], naval = false, heroUse: 'wild' | 'plus' | 'auto' = 'auto'): AttackReading {
  const g = s.german[target] as GermanStack;
  const dbl = doubling(s, target, attackers);
  const unit = g.unit.face ? UNIT_FACES.get(g.unit.face) : undefined;
  const dm = g.dm?.revealed && g.dm.face ? DM_BY_ID.get(g.dm.face) : undefined;
  const defence = (unit?.strength ?? 0) * (dbl.unit ? 2 : 1) + (dm ? dm.strength * (dbl.dm ? 2 : 1) : 0);
  const required = new Set<string>([...(unit?.requires ?? []), ...(dm?.requires ?? [])]);
  const owned = new Set<string>(attackers.flatMap((id) => (s.us[id] ? weaponsOf(s, s.us[id] as UsUnitState, target) : [])));
  let attack = attackers.reduce((n, id) => n + (s.us[id] ? (sideOf(s.us[id] as UsUnitState)?.strength ?? 0) : 0), 0);
  // 8.51: a Naval Gunfire marker adds 9 and supplies naval bombardment, artillery and demolition.
  if (naval) {
    attack += NAVAL_STRENGTH;
    for (const w of WEAPONS_CHART.naval) owned.add(w);
  }
  const missing = [...required].filter((w) => w !== 'FL' && !owned.has(w));
  const fl = !required.has('FL') || flanking(s, target, attackers, (unit?.requires.includes('FL') ?? false) && (dm?.requires.includes('FL') ?? false));
  // 8.23 Hero with an adjacent attacker: one wild weapon (not FL) or +1 strength, whichever helps.
  const hero = heroAttacking(s, target, attackers);
  let weapons = missing.length === 0 && fl;
  if (hero) {
    const wild = heroUse === 'wild' || (heroUse === 'auto' && missing.length === 1 && fl);
    if (wild) weapons = missing.length <= 1 && fl;
    else attack += 1;
  }
  const column: AttackColumn = !g.dm ? 'alone' : g.dm.revealed ? 'revealed-dm' : 'unrevealed-dm';
  const cell = attackCell(weapons, oddsBand(attack, defence, weapons), column);
  return { attack, defence, weapons, column, effects: attackEffects(cell, s.turn) };
}

export interface AttackOutcome {
  readonly state: State;
  /** What still has to happen: reveal the unit / the DM (chance), ask for attrition, or nothing. */
  readonly wait: 'reveal-unit' | 'reveal-dm' | 'attrition' | 'hero' | null;
  readonly reading?: AttackReading;
}

/** Adjacent attackers with a step to lose (optional Attrition). */
export function attritionCandidates(s: State, target: string, attackers: readonly string[]): string[] {
  return attackers.filter((id) => {
    const u = s.us[id];
    return !!u && u.loc.kind === 'hex' && u.steps > 0 && distance(u.loc.hex, target) === 1;
  });
}

export const NAVAL_STRENGTH = 9;

/** 8.51, 8.52: an infantry unit with a Radio or under HQ command. */
export function navalSpotter(s: State, id: string): boolean {
  const u = s.us[id];
  const d = combatData(id);
  if (!u || !d || !isInfantryLike(d.type) || u.loc.kind !== 'hex') return false;
  const side = sideOf(u);
  const radio = u.steps === d.steps ? true : ((side?.weapons ?? []) as readonly string[]).includes('RD');
  return radio || hqCommands(s, u);
}

/** 8.52: naval barrage targets: any WN hex or revealed reinforcement with a non-disrupted spotter in its FoF. */
export function navalBarrageTargets(s: State): string[] {
  if (s.naval <= 0) return [];
  const out: string[] = [];
  for (const [hex, g] of germanIndexOf(s).inPlay) {
    if (s.attacked.includes(hex)) continue;
    if (!g.unit.cls.startsWith('wn') && !g.unit.revealed) continue;
    const fof = stackFireHexes(g, hex);
    if (onMap(s).some((u) => u.disrupted === 'no' && u.loc.kind === 'hex' && fof.has(u.loc.hex) && navalSpotter(s, u.id))) out.push(hex);
  }
  return out.sort();
}

/** 8.3: resolve as far as the revealed information allows. */
export function continueAttack(s: State, target: string, attackers: readonly string[], naval = false, heroUse: 'wild' | 'plus' | 'auto' | null = 'auto'): AttackOutcome {
  const g = s.german[target];
  if (!g) return { state: s, wait: null };
  if (!g.unit.revealed) {
    if (g.unit.face) return continueAttack({ ...s, german: { ...s.german, [target]: { ...g, unit: { ...g.unit, revealed: true } } } }, target, attackers, naval, heroUse);
    return { state: { ...s, reveals: [{ hex: target, what: 'unit' }] }, wait: 'reveal-unit' };
  }
  if (heroUse === null && heroAttacking(s, target, attackers)) return { state: s, wait: 'hero' };
  const reading = readAttack(s, target, attackers, naval, heroUse ?? 'auto');
  if (reading.effects.includes('reveal-dm') && g.dm) {
    if (g.dm.face) return continueAttack({ ...s, german: { ...s.german, [target]: { ...g, dm: { ...g.dm, revealed: true } } } }, target, attackers, naval, null);
    return { state: { ...s, reveals: [{ hex: target, what: 'dm' }] }, wait: 'reveal-dm', reading };
  }
  // Chart footnote 1: a revealed Tactical Reinforcement DM defeats the unit, then 9.4.
  const dm = g.dm?.face ? DM_BY_ID.get(g.dm.face) : undefined;
  if (dm?.tacticalReinforcement) {
    const loc = germanLoc(s, g.position, locContext(s));
    const t = tacticalFromWn(s, target);
    return { state: defeat(t, target, loc), wait: null, reading };
  }
  let t = s;
  for (const e of reading.effects) t = applyEffect(t, target, attackers, e);
  if (reading.effects.includes('attrition-option') && t.german[target]?.dm && attritionCandidates(t, target, attackers).length > 0)
    return { state: t, wait: 'attrition', reading };
  return { state: t, wait: null, reading };
}

function applyEffect(s: State, target: string, attackers: readonly string[], e: AttackEffect): State {
  const g = s.german[target];
  switch (e) {
    case 'us-disrupted': {
      let t = s;
      for (const id of attackers) {
        const u = t.us[id];
        if (u && u.loc.kind === 'hex' && distance(u.loc.hex, target) === 1) t = { ...t, us: { ...t.us, [id]: { ...u, disrupted: 'new' } } };
      }
      return t;
    }
    case 'german-gains-depth':
      return gainDepth(s, target);
    case 'german-unrevealed':
      // 23.41: a German tank in play is always revealed.
      if (g?.tank) return s;
      return g ? { ...s, german: { ...s.german, [target]: { ...g, unit: { ...g.unit, revealed: false } } } } : s;
    case 'german-disrupted':
      return g ? { ...s, german: { ...s.german, [target]: { ...g, disrupted: true } } } : s;
    case 'german-defeated':
      return defeat(s, target, germanLoc(s, g?.position ?? '', locContext(s)));
    case 'dm-eliminated':
      return g ? { ...s, german: { ...s.german, [target]: { ...g, dm: null } } } : s;
    case 'attrition-option':
    case 'reveal-dm':
    case 'no-effect':
      return s;
  }
}

/** US units in a hex, for views and tests. */
export function attackersIn(s: State, hex: string): string[] {
  return unitsAt(s, hex).map((u) => u.id);
}

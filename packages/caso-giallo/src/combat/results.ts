/**
 * CG R11.3d-R11.5, R11.9 Combat results as decisions. The die is read on the CRT (stand-in body,
 * data/tables.ts) and changed once if the attacker's highest TR beats the defender's (charts
 * L5482-L5508). Losses are chosen by the players the rules name, with the priorities of R11.3e
 * (armour that shifted takes the loss); after DE the attacker chooses the defender's first step and
 * the defender the second (R11.3f). Retreats are chosen by their owner along the retreat compass
 * where possible (R11.4), advances by the attacker (R11.5), and an ENG result leaves both sides
 * Engaged into the next round (R11.9).
 */
import { crtCell, TR_UPGRADE, type CrtResult } from '../data/tables.js';
import { TERRAIN } from '../data/terrain.js';
import { crossingAt, dirOf, riverAt, roadAt, type Compass } from '../map/board.js';
import { belgianMayEnter, enterHex, openCityAllows, restrictedMayEnter } from '../movement/index.js';
import { fortifiedOwner, interdictedCrossing } from '../supply/index.js';
import {
  boardOf, counterOf, ignoresZoc, isYellow, loseStep, sideOf, sizeOf, stackLegal, tr, unitById, unitsAt, worksStand, zocSources,
} from '../position.js';
import type { Side } from '../setup/counters.js';
import { other, type Combat, type Loss, type State, type Unit } from '../state.js';

const alive = (s: State, ids: readonly string[]): Unit[] => ids.map((id) => unitById(s, id)).filter((u): u is Unit => u !== undefined && u.loc >= 0);

/** CG R11.3d: each side uses its highest TR in the combat. */
export function highestTr(s: State, units: readonly Unit[]): number {
  // CG R8.6: Belgians stacked with French or British units fight at the Belgian TR.
  const nat = (u: Unit) => counterOf(s, u.id).nationality;
  const belgians = units.filter((u) => nat(u) === 'belgian');
  const pool = belgians.length > 0 && units.some((u) => nat(u) === 'french' || nat(u) === 'british') ? belgians : units;
  return pool.reduce((m, u) => Math.max(m, tr(s, u)), 0);
}

/** CG R11.3d and the CRT notes: the result read and, if the attacker's TR is higher, changed once. */
export function readResult(s: State, c: Combat, die: number): { result: CrtResult; retreatHexes: number; upgraded: boolean } {
  const raw = crtCell(c.column ?? 0, die);
  // CG R11.7a: TR has no effect on attacks against an undestroyed Fortified Line hex.
  const line = fortifiedOwner(s, c.target) !== null;
  const higher = !line && highestTr(s, alive(s, c.attackers)) > highestTr(s, alive(s, c.defenders));
  const result = higher ? (TR_UPGRADE[raw] ?? raw) : raw;
  let retreatHexes = result === 'DR' || result === 'DL1' || result === 'DE' ? 2 : result === 'BL1' && higher ? 1 : 0;
  // CG R11.4e, R11.7c: units in an undestroyed line ignore retreats, unless a DE destroys it.
  if (line && result !== 'DE') retreatHexes = 0;
  return { result, retreatHexes, upgraded: higher && result !== raw };
}

const isSmall = (s: State, u: Unit) => sizeOf(s, u) === 'regiment' || sizeOf(s, u) === 'brigade';

/** Turns a result into the pending decisions of CG R11.3e-g, R11.9a. */
export function startResult(s: State, c: Combat, result: CrtResult, retreatHexes: number): State {
  const attackers = alive(s, c.attackers);
  const defenders = alive(s, c.defenders);
  const att = c.attacker;
  const def = other(att);
  const ids = (us: readonly Unit[]) => us.map((u) => u.id);
  const losses: Loss[] = [];
  let next = s;
  let disAfter: Combat['disAfter'] = 'none';
  switch (result) {
    case 'AE': {
      // CG R11.3g: two steps (one if a single corps attacks), attacker's choice; survivors disrupted.
      const n = attackers.length === 1 && sizeOf(s, attackers[0]!) === 'corps' ? 1 : 2;
      for (let i = 0; i < n; i++) losses.push({ side: att, chooser: att, units: ids(attackers), rule: 'CG R11.3g' });
      disAfter = 'attacker';
      break;
    }
    case 'AL1':
      losses.push({ side: att, chooser: att, units: ids(attackers), rule: 'CG R11.3e' });
      break;
    case 'BL1':
      losses.push({ side: att, chooser: att, units: ids(attackers), rule: 'CG R11.3e' });
      losses.push({ side: def, chooser: def, units: ids(defenders), rule: 'CG R11.3e' });
      break;
    case 'ENG': {
      // CG R11.9a: equal TR, both lose a step; otherwise the lower-TR side.
      const ta = highestTr(s, attackers);
      const td = highestTr(s, defenders);
      if (ta <= td) losses.push({ side: att, chooser: att, units: ids(attackers), rule: 'CG R11.9a' });
      if (td <= ta) losses.push({ side: def, chooser: def, units: ids(defenders), rule: 'CG R11.9a' });
      break;
    }
    case 'DL1':
      losses.push({ side: def, chooser: def, units: ids(defenders), rule: 'CG R11.3e' });
      break;
    case 'DE': {
      // CG R11.7c: a DE destroys a Fortified Line first (its garrison is gone, the defenders retreat too).
      if (fortifiedOwner(s, c.target) !== null) next = { ...next, fortDestroyed: [...(next.fortDestroyed ?? []), c.target] };
      // CG R11.3f: regiments and brigades are eliminated; two steps from the others, at most one per
      // corps, the attacker choosing the first and the defender the second.
      const big = defenders.filter((u) => !isSmall(s, u));
      const small = defenders.filter((u) => isSmall(s, u));
      next = { ...next, units: next.units.map((u) => (small.some((x) => x.id === u.id) ? { ...u, steps: 0, loc: -1, dis: false } : u)) };
      if (big.length > 0) {
        losses.push({ side: def, chooser: att, units: ids(big), rule: 'CG R11.3f' });
        if (!big.every((u) => sizeOf(s, u) === 'corps')) losses.push({ side: def, chooser: def, units: ids(big), rule: 'CG R11.3f' });
      }
      disAfter = 'defender';
      break;
    }
    case 'C':
    case 'DR':
      break;
  }
  const maxAdvance = result === 'ENG' ? 0 : c.attacker === 'german' && next.round?.mode === 'combat' ? 2 : 1;
  return settle({ ...next, combat: { ...c, stage: 'losses', result, retreatHexes, losses, disAfter, maxAdvance } });
}

/** The units that may take the next pending loss (CG R11.3e priorities applied). */
export function lossCandidates(s: State, c: Combat): Unit[] {
  const loss = c.losses[0];
  if (!loss) return [];
  const pool = alive(s, loss.units);
  const first = pool.filter((u) => c.priority.includes(u.id));
  return first.length > 0 ? first : pool;
}

export function takeLoss(s: State, c: Combat, unitId: string): State {
  const u = unitById(s, unitId) as Unit;
  const loss = c.losses[0] as Loss;
  let rest = c.losses.slice(1);
  // CG R11.3f: no more than one step from a corps.
  if (loss.rule === 'CG R11.3f' && sizeOf(s, u) === 'corps') rest = rest.map((l) => ({ ...l, units: l.units.filter((id) => id !== u.id) }));
  const next = { ...s, units: s.units.map((x) => (x.id === u.id ? loseStep(x) : x)) };
  return settle({ ...next, combat: { ...c, losses: rest } });
}

// CG R2.1 Retreat Compasses: the German retreats east, the Allies west (TEC refugee note L5238; digest 4.14).
const COMPASS: Readonly<Record<Side, readonly Compass[]>> = { german: ['E', 'NE', 'SE'], allied: ['W', 'NW', 'SW'] };

/** CG R11.4: every legal retreat path of `u` from the combat hex, preferring the compass. */
export function retreatOptions(s: State, c: Combat, u: Unit): number[][] {
  const b = boardOf(s);
  const at = unitsAt(s);
  const side = sideOf(s, u);
  const start = u.loc;
  const length = c.retreatHexes;
  const nl = counterOf(s, u.id).nationality === 'dutch';
  const belgian = counterOf(s, u.id).nationality === 'belgian';
  const supplyUnit = sizeOf(s, u) === 'supply';
  const compass = COMPASS[side].map(dirOf);
  const all: { path: number[]; onCompass: boolean }[] = [];
  const legalStep = (from: number, d: number, to: number, visited: readonly number[]): boolean => {
    if (to < 0 || visited.includes(to) || to === start) return false;
    if (at[to]!.some((x) => sideOf(s, x) !== side)) return false;
    const river = riverAt(b, from, d);
    if ((river === 'major' || river === 'rhine') && !crossingAt(b, from, d)) return false;
    if (nl && b.country[to] !== 'NL') return false;
    // CG R11.4b, R10.10: Belgians never into the Netherlands, at most two in France; CG R12.7 Paris.
    if (belgian && !belgianMayEnter(s, u, to)) return false;
    if (side === 'allied' && !openCityAllows(s, to)) return false;
    if (TERRAIN[b.terrain[to]!].mp === null) return false;
    // CG R7.9d: Attack Supply units cross rivers only at crossings not interdicted, and enter Forest only by road.
    if (supplyUnit && !restrictedMayEnter(s, 'supply', from, d, to)) return false;
    if (at[to]!.length === 0) {
      const z = zocSources(s, at, side, to);
      if (z.length > 0 && !ignoresZoc(s, at, u, z)) return false; // CG R9.5c-d
    }
    return true;
  };
  const endsLegal = (loc: number) => stackLegal(s, [...at[loc]!.filter((x) => x.id !== u.id), u]);
  const walk = (path: number[], onCompass: boolean, extra: boolean) => {
    const here = path[path.length - 1]!;
    const steps = path.length - 1;
    if (steps >= length) {
      // CG R11.4b: a two-hex retreat may not end next to its start.
      const farEnough = length < 2 || !b.map.adjacency.slice(start * 6, start * 6 + 6).includes(here);
      if (!farEnough) return;
      if (endsLegal(here)) {
        all.push({ path: path.slice(1), onCompass });
        return;
      }
      // CG R11.4b: an overstacked retreat may go one hex farther (only overstacking extends it).
      if (!extra || steps > length) return;
    }
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(here, d);
      if (!legalStep(here, d, to, path)) continue;
      walk([...path, to], onCompass && compass.includes(d), extra);
    }
  };
  walk([start], true, true);
  // CG R11.4c: Reduced Retreat after a first hex across a river or into Town, City, Defensive Works.
  if (length === 2) {
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(start, d);
      if (!legalStep(start, d, to, [start])) continue;
      const reduces = riverAt(b, start, d) !== null || b.settlement[to] !== null || worksStand(s, to);
      if (reduces && endsLegal(to)) all.push({ path: [to], onCompass: compass.includes(d) });
    }
  }
  const onCompass = all.filter((p) => p.onCompass);
  const chosen = onCompass.length > 0 ? onCompass : all;
  const seen = new Set<string>();
  const out: number[][] = [];
  for (const p of chosen) {
    const key = p.path.join(',');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p.path);
    }
  }
  return out;
}

export function retreat(s: State, c: Combat, u: Unit, path: readonly number[] | null): State {
  let next: State;
  if (path === null) {
    next = { ...s, units: s.units.map((x) => (x.id === u.id ? { ...x, steps: 0, loc: -1, dis: false } : x)) };
  } else {
    const to = path[path.length - 1] as number;
    next = { ...s, units: s.units.map((x) => (x.id === u.id ? { ...x, loc: to } : x)) };
    for (const loc of path) next = enterHex(next, sideOf(s, u), loc);
  }
  return settle({ ...next, combat: { ...c, retreating: c.retreating.filter((id) => id !== u.id) } });
}

/** CG R11.5: where `unitId` may advance now. */
export function advanceOptions(s: State, c: Combat, unitId: string): number[] {
  const entry = c.advancing.find((a) => a.unit === unitId);
  const u = unitById(s, unitId);
  if (!entry || !u || u.loc < 0) return [];
  const b = boardOf(s);
  const at = unitsAt(s);
  // CG R7.9e: an enemy Attack Supply unit left in the combat hex does not stop the advance.
  const fits = (loc: number) => stackLegal(s, [...at[loc]!.filter((x) => sideOf(s, x) === sideOf(s, u)), u]);
  // CG R11.5a: into the vacated hex, from next to it (not an ARKO firing from two hexes, R11.8).
  if (entry.hexes === 0) return fits(c.target) && b.distance(u.loc, c.target) === 1 ? [c.target] : [];
  // CG R11.5f: a German yellow-MA unit may go a second hex in a German Combat round.
  if (entry.hexes >= c.maxAdvance || u.loc !== c.target || !isYellow(s, u) || sideOf(s, u) !== 'german') return [];
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const to = b.map.neighbor(u.loc, d);
    if (to < 0 || at[to]!.some((x) => sideOf(s, x) !== 'german')) continue;
    const terrain = b.terrain[to]!;
    if (terrain === 'flooded' || TERRAIN[terrain].mp === null) continue;
    if (terrain === 'forest' && !roadAt(b, u.loc, d)) continue;
    // CG R11.5f (T20 hex 3): never into an undestroyed enemy Fortified Line hex.
    const line = fortifiedOwner(s, to);
    if (line !== null && line !== 'german') continue;
    const river = riverAt(b, u.loc, d);
    // CG R11.5f: across a Major River or the Rhine only at a crossing not interdicted, or into a bridgehead.
    const open = crossingAt(b, u.loc, d) && !interdictedCrossing(s, u.loc, d);
    if ((river === 'major' || river === 'rhine') && !open && !s.bridgeheads.includes(to)) continue;
    if (fits(to)) out.push(to);
  }
  return out;
}

export function advance(s: State, c: Combat, unitId: string | null, to: number | null): State {
  if (unitId === null || to === null) return settle({ ...s, combat: { ...c, advancing: [] } });
  const u = unitById(s, unitId) as Unit;
  let next: State = { ...s, units: s.units.map((x) => (x.id === unitId ? { ...x, loc: to } : x)), advanced: s.advanced.includes(unitId) ? s.advanced : [...s.advanced, unitId] };
  next = enterHex(catchSupplyUnits(next, to, sideOf(s, u)), sideOf(s, u), to);
  const advancing = c.advancing.map((a) => (a.unit === unitId ? { ...a, hexes: a.hexes + 1 } : a));
  return settle({ ...next, combat: { ...c, advancing } });
}

/** CG R7.9e: enemy units entering the hex by advance after combat eliminate the Attack Supply units left in it. */
function catchSupplyUnits(s: State, hex: number, side: Side): State {
  const caught = unitsAt(s)[hex]!.filter((x) => sideOf(s, x) !== side && sizeOf(s, x) === 'supply').map((x) => x.id);
  if (caught.length === 0) return s;
  return { ...s, units: s.units.map((x) => (caught.includes(x.id) ? { ...x, loc: -1, steps: 0, dis: false } : x)) };
}

/** Moves a combat past every stage with nothing left to decide; a finished combat is cleared. */
export function settle(s: State): State {
  if (!s.combat) return s;
  let c: Combat = s.combat;
  let next = s;
  for (;;) {
    const target: number = c.target;
    if (c.stage === 'losses') {
      // Drop losses nobody can take.
      while (c.losses.length > 0 && lossCandidates(next, c).length === 0) c = { ...c, losses: c.losses.slice(1) };
      if (c.losses.length > 0) break;
      next = applyDisruption(next, c);
      const defenders: Unit[] = alive(next, c.defenders).filter((u) => u.loc === target);
      if (c.result === 'ENG') {
        const attackers = alive(next, c.attackers);
        const engaged = next.engaged.filter((e) => e.target !== target);
        if (defenders.length > 0 && attackers.length > 0) {
          engaged.push({ attacker: c.attacker, target: c.target, from: [...new Set(attackers.map((u) => u.loc))].sort((a, b) => a - b) });
        }
        next = { ...next, engaged };
        c = { ...c, stage: 'advance', advancing: [] };
        continue;
      }
      next = { ...next, engaged: next.engaged.filter((e) => e.target !== target) };
      c = { ...c, stage: 'retreat', retreating: c.retreatHexes > 0 ? defenders.map((u) => u.id) : [] };
      continue;
    }
    if (c.stage === 'retreat') {
      const stillThere = c.retreating.some((id) => (unitById(next, id)?.loc ?? -1) === target);
      if (stillThere) break;
      // CG R7.9e: a defending Attack Supply unit that could not retreat does not hold the hex.
      const vacated: boolean = unitsAt(next)[target]!.every((u) => sideOf(next, u) !== c.attacker && sizeOf(next, u) === 'supply');
      const attackers = alive(next, c.attackers);
      c = { ...c, stage: 'advance', advancing: vacated && c.maxAdvance > 0 ? attackers.map((u) => ({ unit: u.id, hexes: 0 })) : [] };
      continue;
    }
    if (c.stage === 'advance') {
      const cur: Combat = c;
      // A unit blocked now (stacking) may still advance once another has moved on (CG R11.5e).
      if (cur.advancing.some((a) => advanceOptions(next, cur, a.unit).length > 0)) break;
      return { ...next, combat: null };
    }
    break;
  }
  return { ...next, combat: c };
}

/** CG R11.3f-g: surviving attackers after AE, surviving defenders after DE, are disrupted. */
function applyDisruption(s: State, c: Combat): State {
  if (c.disAfter === 'none') return s;
  const ids = c.disAfter === 'attacker' ? c.attackers : c.defenders;
  return { ...s, units: s.units.map((u) => (ids.includes(u.id) && u.loc >= 0 ? { ...u, dis: true } : u)) };
}

/** Reads the die on the CRT and starts the result (CG R11.3d). */
export function rollCombat(s: State, c: Combat, die: number): State {
  const r = readResult(s, c, die);
  return startResult(s, c, r.result, r.retreatHexes);
}

/** CG R11.3a: final odds of 1-4 or worse are an automatic AE (digest A9: not changed by TR). */
export function automaticAe(s: State, c: Combat): State {
  return startResult(s, c, 'AE', 0);
}


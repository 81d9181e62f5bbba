/**
 * US Amphibious Operations (DDOB 5): landing checks (5.1), drift and delay (5.11), the Ranger option
 * (5.13, not offered yet), submerged mines (5.14), landing by tide (5.2), crossing the sector line
 * (5.22) and placing new units in boxes (5.3–5.33).
 */
import type { Card, Sector } from '../cards/types.js';
import { combatData, isLeader, sectorOfBox, setUnit, setUnits, unitList, usData } from '../core.js';
import { landingRow, type LandingResult } from '../data/landing-tables.js';
import { OBSTACLES_CLEARED_FROM, tideOf } from '../data/tracks.js';
import { loseSteps } from '../losses.js';
import { MAP, type LandingBox } from '../map/index.js';
import type { State, UsUnitState } from '../state.js';
import { contextOf } from '../context.js';

/** Boxes in play, East to West (Easy Fox ignores the West boxes). */
export function activeBoxes(s: State): LandingBox[] {
  return MAP.boxes.filter((b) => s.rules.sectors.includes(b.sector));
}

export function boxUnits(s: State, sector: Sector): UsUnitState[] {
  return unitList(s).filter((u) => u.loc.kind === 'box' && sectorOfBox(u.loc.box) === sector);
}

const isDgCh = (box: string) => box.startsWith('DG') || box.startsWith('CH');

/** The landing hex of a box at this turn's tide (5.2). */
export function landingHex(box: string, turn: number): string | null {
  const b = MAP.box.get(box);
  return b ? b.landing[tideOf(turn)] : null;
}

/** Does landing from this box land on, or pass through, an uncleared obstacle hex (5.14)? */
export function minesApply(s: State, box: string): boolean {
  if (s.turn < 7 || s.turn >= OBSTACLES_CLEARED_FROM) return false;
  const tide = tideOf(s.turn);
  const b = MAP.box.get(box);
  if (!b || tide === 'low') return false;
  const hex = b.landing.mid;
  return MAP.hex.get(hex)?.obstacles === true && !s.cleared.includes(hex);
}

/**
 * The turn whose Landing Table a unit reads: 22.1 plays turns 4–5 on the tables of turns 2–3; 22.2
 * lets the turn-1 tanks read the turn-2 table.
 */
export function tableTurn(s: State, type: string): number {
  if (s.rules.variants.includes('22.1') && (s.turn === 4 || s.turn === 5)) return s.turn - 2;
  if (s.rules.variants.includes('22.2') && s.turn === 1 && type === 'tank') return 2;
  return s.turn;
}

function needsCheck(s: State, u: UsUnitState): boolean {
  const d = combatData(u.id);
  if (!d || u.loc.kind !== 'box') return false;
  return landingRow(tableTurn(s, d.type), d.type, isDgCh(u.loc.box)) !== null;
}

/** A sector draws a Landing card when a unit there checks or could strike a mine (5.15, A-05). */
export function sectorNeedsLandingCard(s: State, sector: Sector): boolean {
  return boxUnits(s, sector).some((u) => needsCheck(s, u) || (u.loc.kind === 'box' && minesApply(s, u.loc.box)));
}

function delay(s: State, u: UsUnitState, turns: number): State {
  return setUnit(s, { ...u, loc: { kind: 'track', turn: s.turn + turns } });
}

/** Drift along the box line (5.11): off either end, or to a box with no high-tide hex at high tide, is a 2-turn delay. */
function drift(s: State, u: UsUnitState, boxes: number, toward: 'east' | 'west'): State {
  if (u.loc.kind !== 'box') return s;
  const line = activeBoxes(s);
  const from = u.loc.box;
  const i = line.findIndex((b) => b.name === from);
  const j = toward === 'east' ? i - boxes : i + boxes;
  const to = line[j];
  if (i < 0 || !to) return delay(s, u, 2);
  if (tideOf(s.turn) === 'high' && to.landing.high === null) return delay(s, u, 2);
  return setUnit(s, { ...u, loc: { kind: 'box', box: to.name } });
}

export function applyLandingResult(s: State, id: string, r: LandingResult): State {
  const u = s.us[id];
  if (!u) return s;
  switch (r.kind) {
    case 'none':
      return s;
    case 'drift':
      return drift(s, u, r.boxes, r.toward);
    case 'delay':
      return delay(s, u, r.turns);
    case 'steps':
      return loseSteps(s, id, r.steps);
    case 'steps-and-drift': {
      const t = loseSteps(s, id, r.steps);
      const v = t.us[id];
      return v && v.loc.kind === 'box' ? drift(t, v, r.boxes, r.toward) : t;
    }
    case 'eliminated':
      return setUnit(s, { ...u, steps: 0, loc: { kind: 'out', why: 'eliminated' } });
    case 'removed':
      return setUnit(s, { ...u, loc: { kind: 'out', why: 'removed' } });
  }
}

/** 5.13: Rangers that read "No effect" in column A from turn 4 may drift 1–4 boxes East. */
export function rangerDriftOptions(s: State, sector: Sector, c: Card): string[] {
  if (s.turn < 4) return [];
  return boxUnits(s, sector)
    .filter((u) => {
      const d = combatData(u.id);
      const side = d ? d.sides[d.steps - u.steps] : undefined;
      return d?.type === 'ranger' && !!side && c.landing[side.symbol] === 'A' && landingRow(s.turn, d.type, false)?.cells.A.kind === 'none';
    })
    .map((u) => u.id);
}

export function rangerDrift(s: State, id: string, boxes: number): State {
  const u = s.us[id];
  return u && boxes > 0 ? drift(s, u, boxes, 'east') : s;
}

/** 5.1: every unit in the sector's boxes reads its cell, in id order, results applied at once. */
export function landingChecks(s: State, sector: Sector, c: Card): State {
  let t = s;
  for (const u of boxUnits(s, sector)) {
    const d = combatData(u.id);
    if (!d || u.loc.kind !== 'box') continue;
    const row = landingRow(tableTurn(t, d.type), d.type, isDgCh(u.loc.box));
    if (!row) continue;
    const side = d.sides[d.steps - u.steps];
    if (!side) continue;
    t = applyLandingResult(t, u.id, row.cells[c.landing[side.symbol]]);
  }
  return t;
}

/** Units that would strike a mine (5.14); HQs count, Generals never. */
export function mineCandidates(s: State, sector: Sector): string[] {
  return boxUnits(s, sector)
    .filter((u) => u.loc.kind === 'box' && minesApply(s, u.loc.box) && usData(u.id).type !== 'general')
    .map((u) => u.id)
    .sort();
}

/**
 * After the checks, on a mine card (5.14, A-06): one unit among the candidates loses a step, the
 * player's choice; if HQs are the only candidates, the HQ is delayed two turns instead.
 */
export function mineStep(s: State, sector: Sector, c: Card): { state: State; choose: string[] | null } {
  if (!c.mine) return { state: s, choose: null };
  const cands = mineCandidates(s, sector);
  if (cands.length === 0) return { state: s, choose: null };
  const combat = cands.filter((id) => !isLeader(id));
  if (combat.length === 0) {
    let t = s;
    for (const id of cands) t = delay(t, t.us[id] as UsUnitState, 2);
    return { state: t, choose: null };
  }
  if (combat.length === 1) return { state: loseSteps(s, combat[0] as string), choose: null };
  return { state: s, choose: combat };
}

/** 5.2: every unit left in a box moves to its landing hex at this tide; 5.22 command transfer. */
export function landAll(s: State): State {
  // One copy of the unit record for all the units landing (there may be dozens).
  const landed: UsUnitState[] = [];
  for (const u of unitList(s)) {
    if (u.loc.kind !== 'box' || !s.rules.sectors.includes(sectorOfBox(u.loc.box))) continue;
    const hex = landingHex(u.loc.box, s.turn);
    if (!hex) {
      landed.push({ ...u, loc: { kind: 'track', turn: s.turn + 2 } }); // as `delay`, 2 turns
      continue;
    }
    const sector = MAP.hex.get(hex)?.sector;
    const other = u.command === '1st' ? '29th' : '1st';
    const own = u.command === '1st' ? 'East' : 'West';
    const command = sector !== own && s.rules.divisions.includes(other) ? other : u.command;
    landed.push({ ...u, loc: { kind: 'hex', hex }, command });
  }
  return landed.length > 0 ? setUnits(s, landed) : s;
}

/** Units to place this turn (5.3), in id order, Generals last (5.31: they go with the turn's units). */
export function toPlace(s: State): string[] {
  const ids = unitList(s)
    .filter((u) => u.loc.kind === 'track' && u.loc.turn === s.turn)
    .map((u) => u.id)
    .sort();
  const general = (id: string) => usData(id).type === 'general';
  return [...ids.filter((id) => !general(id)), ...ids.filter(general)];
}

/**
 * Boxes a unit may be placed in (5.3–5.33, 5.34): its printed box, any box with its beach letters, or
 * any lettered box of its division's sector; only Rangers in CH1–CH3; a delayed unit arriving after
 * turn 10 may use any lettered box; at most two combat units per box (5.31).
 */
export function placementBoxes(s: State, id: string): string[] {
  const d = usData(id);
  // The boxes a unit may use depend on the unit, the sectors and whether it is late (static per game).
  const key = `${id}|${d.arrival === s.turn ? 'due' : s.turn > 10 ? 'late' : 'early'}`;
  const boxes = contextOf(s).placement;
  let allowed = boxes.get(key);
  if (!allowed) boxes.set(key, (allowed = allowedBoxes(s, id)));
  // 5.31: a General may not be placed alone in a box when units arriving this turn could accompany him
  // (the boxes hold only this turn's arrivals during placement).
  if (isLeader(id) && d.type !== 'general') return allowed.map((b) => b.name);
  // Combat units (not leaders) per box, in one pass over the units.
  const combat = new Map<string, number>();
  for (const u of unitList(s)) if (u.loc.kind === 'box' && !isLeader(u.id)) combat.set(u.loc.box, (combat.get(u.loc.box) ?? 0) + 1);
  if (d.type === 'general') {
    const withUnits = allowed.filter((b) => (combat.get(b.name) ?? 0) > 0);
    return (withUnits.length > 0 ? withUnits : allowed).map((b) => b.name);
  }
  const open = allowed.filter((b) => (combat.get(b.name) ?? 0) < 2);
  return (open.length > 0 ? open : allowed).map((b) => b.name);
}

/** The boxes a unit may be placed in before the 5.31 limits (5.3–5.33, 5.34, A-19). */
function allowedBoxes(s: State, id: string): readonly LandingBox[] {
  const d = usData(id);
  const ranger = d.type === 'ranger';
  const lettered = activeBoxes(s).filter((b) => b.lettered && (ranger || !b.name.startsWith('CH')));
  const designation = d.designation.replace('*', '');
  const late = d.arrival !== s.turn && s.turn > 10;
  let allowed: LandingBox[];
  if (late) allowed = lettered;
  // an HQ re-entering after a hit (11.4) uses any lettered box of its division's sector.
  else if (d.type === 'hq' && d.arrival !== s.turn) allowed = lettered.filter((b) => b.sector === (d.division === '1st' ? 'East' : 'West'));
  else if (designation === '1st' || designation === '29th') allowed = lettered.filter((b) => b.sector === (designation === '1st' ? 'East' : 'West'));
  else if (/\d$/.test(designation)) allowed = lettered.filter((b) => b.name === designation);
  else allowed = lettered.filter((b) => b.name.replace(/\d+$/, '') === designation);
  return allowed;
}

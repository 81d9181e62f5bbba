/**
 * Strafing (N44 19.1.4): at the start of the Allied Combat Phase, before any ground combat, air
 * units are assigned to German hexes (not Woods, not City; 1 per hex before 22 June, 2 from then),
 * then every unit in each hex rolls: the rulebook's 2010 table by default, the 2015 one as an option.
 */
import { hexDistance, type GameEvent } from '@esagono/kernel';
import { terrainOf, type Board } from '../map/index.js';
import { STRAFING_FLAK_DRM, strafeResult } from '../data/tables.js';
import { board, onMap, unitsAt } from '../position.js';
import type { State, UnitState } from '../state.js';
import { contextOf } from '../context.js';
import { info } from '../units.js';
import { loseSteps } from './losses.js';
import { airLeft, sideArmy, spendAir, type Army } from './support.js';

/** May strafing still be assigned now? Only in the Allied Combat Phase before any attack. */
export function strafingOpen(s: State): boolean {
  return s.phase === 'allied-combat' && !s.strafeDone && s.combat === null && s.attackedHexes.length === 0 && s.declined.length === 0;
}

/**
 * The German-held hexes open to strafing (not Woods, not City), sorted, each with the army on whose
 * side of the Army Boundary it lies (N44 19.1.4, 27.2): kept in the game's context for the last unit
 * list, since assigning missions changes no unit and the phase lists them after each assignment.
 */
export interface StrafeHexes {
  readonly units: readonly UnitState[];
  readonly hexes: readonly string[];
  readonly armies: readonly Army[];
}

function strafeHexes(s: State, b: Board): StrafeHexes {
  const game = contextOf(s, b);
  const last = game.strafeHexes;
  if (last !== null && last.units === s.units) return last;
  const held = new Set<string>();
  for (const u of s.units) if (u.side === 'german' && onMap(u)) held.add(u.hex as string);
  const hexes: string[] = [];
  for (const h of held) {
    const t = terrainOf(b, b.locOf(h));
    if (t !== 'woods' && t !== 'city') hexes.push(h);
  }
  hexes.sort();
  const made: StrafeHexes = { units: s.units, hexes, armies: hexes.map((h) => sideArmy(b, b.locOf(h))) };
  game.strafeHexes = made;
  return made;
}

export function strafeTargets(s: State, b: Board = board(s)): string[] {
  if (!strafingOpen(s) || s.air <= 0) return [];
  const perHex = s.turn >= 17 ? 2 : 1;
  const { hexes, armies } = strafeHexes(s, b);
  // Solitaire: an army's air units strafe only on its side of the Army Boundary (N44 27.2).
  const usAir = airLeft(s, 'us') > 0;
  const britishAir = airLeft(s, 'british') > 0;
  const out: string[] = [];
  for (let k = 0; k < hexes.length; k++) {
    if (!((armies[k] as Army) === 'us' ? usAir : britishAir)) continue;
    const h = hexes[k] as string;
    if (s.strafed.length > 0 && missions(s.strafed, h) >= perHex) continue;
    out.push(h);
  }
  return out;
}

/** The missions already assigned to `hex` (a handful at most, N44 19.1.4). */
function missions(strafed: readonly string[], hex: string): number {
  let n = 0;
  for (const x of strafed) if (x === hex) n++;
  return n;
}

/** Resolving the assigned missions: every unit in each strafed hex rolls once, SPs aside (N44 19.1.4). */
export function startStrafing(s: State): State {
  const queue: string[] = [];
  for (const h of s.strafed) for (const u of unitsAt(s, h)) if (u.side === 'german' && info(u.id).kind !== 'strongpoint') queue.push(u.id);
  return { ...s, strafeQueue: queue, strafeDone: true };
}

function nearFlak(s: State, hex: string, b: Board): boolean {
  const h = b.map.hexes[b.locOf(hex)];
  return s.units.some((u) => u.side === 'german' && onMap(u) && info(u.id).kind === 'flak' && hexDistance(b.map.hexes[b.locOf(u.hex as string)] as never, h as never) <= 1);
}

export function strafeRoll(s: State, die: number, events: GameEvent[], b: Board = board(s)): State {
  const [id, ...rest] = s.strafeQueue;
  const u = s.units.find((x) => x.id === id);
  let st: State = { ...s, strafeQueue: rest };
  if (!u || !onMap(u)) return st;
  const r = strafeResult(s.edition, die + (nearFlak(s, u.hex as string, b) ? STRAFING_FLAK_DRM : 0));
  events.push({ type: `strafe-${r}`, rule: 'N44 19.1.4' });
  if (r === 'dg' || r === 'dg-silhouette-step') st = { ...st, units: st.units.map((x) => (x.id === u.id ? { ...x, dg: true, reserve: false } : x)) };
  if ((r === 'dg-silhouette-step' || r === 'silhouette-step') && info(u.id).silhouette) st = loseSteps(st, u.id, 1, events);
  return st;
}

/** An air unit is assigned to strafe `hex` (N44 19.1.4); in solitaire it is one of that side's army (N44 27.2). */
export function assignStrafe(s: State, hex: string, b: Board = board(s)): State {
  return { ...spendAir(s, sideArmy(b, b.locOf(hex))), strafed: [...s.strafed, hex] };
}

/**
 * The Special Invasion Phase of turn 1 (N44 20.1-20.3) as the Cherbourg scenario uses it: the
 * airborne dispersal rolls (N44 20.2), then the Utah assault on the Invasion CRT with its loss
 * choices, the DD-tank roll (N44 20.3.5) and the advance (N44 20.3.6).
 */
import type { GameEvent } from '@esagono/kernel';
import type { Board } from '../map/index.js';
import { DD_TANK, INVASION_CRT, SCATTER_STEPS, scatterResult, type ScatterColumn } from '../data/tables.js';
import { board, withControl } from '../position.js';
import type { Invasion, State, UnitState } from '../state.js';
import { info } from '../units.js';
import { loseSteps } from '../combat/losses.js';
import { enterPhase } from './sequence.js';

export const UTAH = '2914';

export function startInvasion(s: State): State {
  const scatter = s.units.filter((u) => u.box === 'map' && u.side === 'allied' && info(u.id).kind === 'airborne').map((u) => u.id);
  const inv: Invasion = { stage: scatter.length > 0 ? 'scatter' : 'beach-roll', scatter, result: null, advance: 0, losses: [], capped: false };
  return { ...s, invasion: inv };
}

const landingUnits = (s: State): UnitState[] => s.units.filter((u) => u.box === 'landing');

/** Assault losses come from infantry-type units only, never from the tank battalion (N44 20.3.2). */
export function beachLossOptions(s: State): string[] {
  return landingUnits(s).filter((u) => info(u.id).kind !== 'armor-silhouette' && u.steps > 0).map((u) => u.id);
}

export function invasionRoll(s: State, die: number, events: GameEvent[]): State {
  const inv = s.invasion as Invasion;
  if (inv.stage === 'scatter') {
    const [id, ...rest] = inv.scatter;
    const col = (info(id as string).counter.formation ?? '82') as ScatterColumn;
    const r = scatterResult(col, die);
    events.push({ type: `scatter-${r}`, rule: 'N44 20.2' });
    let st = s;
    if (r !== 'none') st = { ...st, units: st.units.map((u) => (u.id === id ? { ...u, dispersed: true } : u)) };
    st = loseSteps(st, id as string, SCATTER_STEPS[r], events);
    return { ...st, invasion: { ...inv, scatter: rest, stage: rest.length > 0 ? 'scatter' : 'beach-roll' } };
  }
  if (inv.stage === 'beach-roll') {
    const cell = (INVASION_CRT.rows[die - 1] as (typeof INVASION_CRT.rows)[number]).utah;
    events.push({ type: `invasion-${cell.result}`, rule: 'N44 20.3' });
    // Allied steps: EX chosen by the German, otherwise by the Allies (N44 20.3.2, Invasion CRT).
    const losses: ('german' | 'allied')[] =
      cell.result === 'EX' ? ['german'] : cell.result === 'A1/D1' ? ['allied'] : cell.result === 'A2/D1' ? ['allied', 'allied'] : [];
    return afterLosses({ ...s, invasion: { ...inv, result: cell.result, advance: cell.advance, losses } }, events);
  }
  // The DD tank battalion: 1-3 loses a step (N44 20.3.5).
  let st = s;
  const tank = landingUnits(s).find((u) => info(u.id).counter.front.ddTank);
  if (tank && DD_TANK.losesStep(die)) st = loseSteps(st, tank.id, 1, events);
  events.push({ type: 'dd-tank-roll', rule: 'N44 20.3.5' });
  return land(st, events);
}

function afterLosses(s: State, events: GameEvent[]): State {
  const inv = s.invasion as Invasion;
  if (inv.losses.length > 0 && beachLossOptions(s).length > 0) return { ...s, invasion: { ...inv, stage: 'beach-loss' } };
  const hasDd = landingUnits(s).some((u) => info(u.id).counter.front.ddTank);
  if (hasDd) return { ...s, invasion: { ...inv, losses: [], stage: 'dd-tank' } };
  return land({ ...s, invasion: { ...inv, losses: [] } }, events);
}

export function beachLoss(s: State, unit: string, events: GameEvent[]): State {
  const inv = s.invasion as Invasion;
  const st = loseSteps(s, unit, 1, events);
  return afterLosses({ ...st, invasion: { ...inv, losses: inv.losses.slice(1) } }, events);
}

/** The surviving assault units land on the beach; with Adv 2 each may go one hex further, the Allies choosing (N44 20.3.6). */
function land(s: State, events: GameEvent[], b: Board = board(s)): State {
  const inv = s.invasion as Invasion;
  const st: State = {
    ...s,
    control: withControl(s, UTAH, 'allied', b),
    units: s.units.map((u) => (u.box === 'landing' ? (u.steps > 0 ? { ...u, box: 'map' as const, hex: UTAH, moved: true } : { ...u, box: 'eliminated' as const }) : u)),
  };
  events.push({ type: 'landed', rule: 'N44 20.3.6' });
  if (inv.advance >= 2 && !inv.capped) return { ...st, invasion: { ...inv, stage: 'beach-advance' } };
  return enterPhase({ ...st, invasion: null }, 'german-movement', events);
}

/** Adv 2: hexes one step beyond the beach (N44 20.3.6). */
export function beachAdvanceOptions(s: State, b: Board = board(s)): { unit: string; to: string }[] {
  const from = b.locOf(UTAH);
  const out: { unit: string; to: string }[] = [];
  const movers = s.units.filter((u) => u.box === 'map' && u.hex === UTAH && u.side === 'allied' && u.moved && u.landed === 0 && !u.attacked);
  for (const u of movers) {
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(from, d);
      if (to < 0) continue;
      const t = b.file.hexes.find((h) => h.id === b.ids[to])?.terrain;
      if (t === 'sea' || t === 'marsh') continue;
      if (s.units.some((o) => o.side === 'german' && o.box === 'map' && o.hex === b.ids[to])) continue;
      out.push({ unit: u.id, to: b.ids[to] as string });
    }
  }
  return out;
}

export function beachAdvance(s: State, unit: string, to: string, events: GameEvent[]): State {
  events.push({ type: 'advanced', rule: 'N44 20.3.6' });
  // `attacked` marks a unit that already used its Adv 2 step this phase.
  return { ...s, control: withControl(s, to, 'allied'), units: s.units.map((u) => (u.id === unit ? { ...u, hex: to, attacked: true } : u)) };
}

export function endInvasion(s: State, events: GameEvent[]): State {
  return enterPhase({ ...s, invasion: null, units: s.units.map((u) => ({ ...u, attacked: false })) }, 'german-movement', events);
}

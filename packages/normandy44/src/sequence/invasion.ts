/**
 * The Special Invasion Phase of turn 1 (N44 20.1-20.3): the airborne dispersal rolls (N44 20.2),
 * then each beach sector's assault on the Invasion CRT with its loss choices, Bloody Omaha's
 * rerolls (N44 20.3.3), the Rangers at Pointe du Hoc (N44 20.3.4), the DD-tank roll of every
 * sector with a DD battalion (N44 20.3.5) and the advance (N44 20.3.6). The Cherbourg scenario
 * has one sector, Utah; the campaign and the mini-game have nine, assaulted in the order of the
 * example of play (`SECTORS`).
 */
import type { GameEvent } from '@esagono/kernel';
import { terrainOf, type Board } from '../map/index.js';
import { AIRBORNE_SCATTER, DD_TANK, INVASION_CRT, SCATTER_STEPS, scatterResult, type InvasionColumn, type ScatterColumn } from '../data/tables.js';
import { board, withControl } from '../position.js';
import type { Invasion, State, UnitState } from '../state.js';
import { info } from '../units.js';
import { loseSteps } from '../combat/losses.js';
import { enterPhase } from './sequence.js';

export const UTAH = '2914';

/** The beach sectors in the order the example of play assaults them (N44 20.3, example L1840-1876). */
export const SECTORS = ['Utah', 'Pointe du Hoc', 'Omaha 29th', 'Omaha 1st', 'Gold Jig', 'Gold King', 'Juno Mike', 'Juno Nan', 'Sword Queen'] as const;
/** The 5th Ranger Bn waits on its roll after the Pointe du Hoc landing (N44 20.3.4). */
export const RANGER_5 = 'US-5Rgr';
export const RANGER_2 = 'US-2Rgr';

/** A sector's beach hex on the board: `Omaha 29th` is the Omaha beach of sector 29th. */
export function sectorHex(b: Board, sector: string): string {
  const beach = b.file.beaches.find((x) => (x.sector ? `${x.name} ${x.sector}` : x.name) === sector);
  if (beach) return beach.hex;
  const place = b.file.places.find((p) => p.name === sector);
  return place?.hexes[0] ?? UTAH;
}

/** The Invasion CRT column: Utah, Omaha, or All Others (N44 20.3.1, T27). */
export function invasionColumn(sector: string): InvasionColumn {
  return sector.startsWith('Utah') ? 'utah' : sector.startsWith('Omaha') ? 'omaha' : 'others';
}

const current = (s: State): string => s.campaign?.sectors[0] ?? 'Utah';

export function startInvasion(s: State): State {
  const scatter = s.units.filter((u) => u.box === 'map' && u.side === 'allied' && info(u.id).kind === 'airborne').map((u) => u.id);
  const inv: Invasion = { stage: scatter.length > 0 ? 'scatter' : 'beach-roll', scatter, result: null, advance: 0, losses: [], capped: false };
  return { ...s, invasion: inv };
}

/** The units in the current sector's landing box. */
const landingUnits = (s: State): UnitState[] => {
  const sector = current(s);
  return s.units.filter((u) => u.box === 'landing' && (s.campaign === undefined || s.campaign.landing[u.id] === sector));
};

/** Assault losses come from infantry-type units only, never from the tank battalion (N44 20.3.2). */
export function beachLossOptions(s: State): string[] {
  return landingUnits(s).filter((u) => info(u.id).kind !== 'armor-silhouette' && u.steps > 0).map((u) => u.id);
}

/** One dispersal roll (N44 20.2): the glider regiments landing on turn 2 roll at +1. */
function scatterOne(s: State, die: number, events: GameEvent[]): { state: State; rest: string[] } {
  const inv = s.invasion as Invasion;
  const [id, ...rest] = inv.scatter;
  const glider = info(id as string).kind === 'glider';
  const col = (info(id as string).counter.formation ?? '82') as ScatterColumn;
  const r = scatterResult(col, die + (glider ? AIRBORNE_SCATTER.gliderDrm : 0));
  events.push({ type: `scatter-${r}`, rule: 'N44 20.2' });
  let st = s;
  if (r !== 'none') st = { ...st, units: st.units.map((u) => (u.id === id ? { ...u, dispersed: true } : u)) };
  st = loseSteps(st, id as string, SCATTER_STEPS[r], events);
  // S1 and S2 record one Airborne Repl of the unit's nationality (N44 20.2).
  if ((r === 'S1' || r === 'S2') && st.campaign) {
    const key = info(id as string).counter.nation === 'US' ? 'us' : 'british';
    st = { ...st, campaign: { ...st.campaign, airborneRepl: { ...st.campaign.airborneRepl, [key]: st.campaign.airborneRepl[key] + 1 } } };
  }
  return { state: st, rest };
}

/** The glider regiments' dispersal rolls at the start of turn 2, then the German player turn (N44 20.2). */
export function gliderRoll(s: State, die: number, events: GameEvent[]): State {
  const { state, rest } = scatterOne(s, die, events);
  if (rest.length > 0) return { ...state, invasion: { ...(state.invasion as Invasion), scatter: rest } };
  return enterPhase({ ...state, invasion: null }, 'german-replacement', events);
}

export function invasionRoll(s: State, die: number, events: GameEvent[]): State {
  const inv = s.invasion as Invasion;
  if (inv.stage === 'scatter') {
    const { state: st, rest } = scatterOne(s, die, events);
    return { ...st, invasion: { ...inv, scatter: rest, stage: rest.length > 0 ? 'scatter' : 'beach-roll' } };
  }
  if (inv.stage === 'beach-roll') {
    const sector = current(s);
    const cell = (INVASION_CRT.rows[die - 1] as (typeof INVASION_CRT.rows)[number])[invasionColumn(sector)];
    events.push({ type: `invasion-${cell.result}`, rule: 'N44 20.3' });
    // The Rangers' landing fails on a 1: the 2nd Bn is eliminated, the 5th lands at Omaha (N44 20.3.4).
    if (sector === 'Pointe du Hoc' && die === 1) {
      events.push({ type: 'rangers-failed', rule: 'N44 20.3.4' });
      const st: State = { ...s, units: s.units.map((u) => (u.id === RANGER_2 && u.box === 'landing' ? { ...u, box: 'eliminated' as const, steps: 0 } : u)) };
      return nextSector(toOmaha(st), events);
    }
    // Allied steps: EX chosen by the German, otherwise by the Allies (N44 20.3.2, Invasion CRT).
    const losses: ('german' | 'allied')[] =
      cell.result === 'EX' ? ['german'] : cell.result === 'A1/D1' || cell.result === 'A1*' ? ['allied'] : cell.result === 'A2/D1' ? ['allied', 'allied'] : [];
    // Every result but A1* eliminates the beach's one-step strongpoint (N44 20.3.2).
    const st = cell.result === 'A1*' ? s : beachDefendersLose(s, sectorHex(board(s), sector), events);
    // Bloody Omaha: an A1* caps the advance at 1 whatever the reroll gives (N44 20.3.3, 20.3.6).
    const capped = inv.capped || cell.result === 'A1*';
    return afterLosses({ ...st, invasion: { ...inv, result: cell.result, advance: cell.result === 'A1*' ? 0 : cell.advance, losses, capped } }, events);
  }
  if (inv.stage === 'ranger-roll') {
    // 1-3: the 5th Ranger Bn lands at Pointe du Hoc; 4-6: it goes to the 29th Division's next wave (N44 20.3.4).
    events.push({ type: die <= 3 ? 'ranger-5-pointe-du-hoc' : 'ranger-5-omaha', rule: 'N44 20.3.4' });
    const hex = sectorHex(board(s), 'Pointe du Hoc');
    const st = die <= 3 ? { ...s, units: s.units.map((u) => (u.id === RANGER_5 ? { ...u, box: 'map' as const, hex, moved: true } : u)) } : toOmaha(s);
    return nextSector({ ...st, campaign: st.campaign ? { ...st.campaign, rangerRoll: false } : st.campaign }, events);
  }
  // The DD tank battalion: 1-3 loses a step (N44 20.3.5).
  let st = s;
  const tank = landingUnits(s).find((u) => info(u.id).counter.front.ddTank);
  if (tank && DD_TANK.losesStep(die)) st = loseSteps(st, tank.id, 1, events);
  events.push({ type: 'dd-tank-roll', rule: 'N44 20.3.5' });
  return land(st, events);
}

/** The 5th Ranger Bn goes to the Omaha 29th sector's next wave, landing in the Allied Movement Phase (N44 20.3.4). */
function toOmaha(s: State): State {
  if (!s.campaign) return s;
  return {
    ...s,
    campaign: { ...s.campaign, landing: { ...s.campaign.landing, [RANGER_5]: 'Omaha 29th' } },
    units: s.units.map((u) => (u.id === RANGER_5 && u.box !== 'map' ? { ...u, box: 'wave' as const, arrives: 1 } : u)),
  };
}

/** German units in the beach hex: a strongpoint is eliminated, any other unit loses a step (N44 20.3.2). */
function beachDefendersLose(s: State, hex: string, events: GameEvent[]): State {
  let st = s;
  for (const u of s.units) {
    if (u.side !== 'german' || u.box !== 'map' || u.hex !== hex) continue;
    st = loseSteps(st, u.id, info(u.id).kind === 'strongpoint' ? u.steps : 1, events);
  }
  return st;
}

function afterLosses(s: State, events: GameEvent[]): State {
  const inv = s.invasion as Invasion;
  if (inv.losses.length > 0 && beachLossOptions(s).length > 0) return { ...s, invasion: { ...inv, stage: 'beach-loss' } };
  const sector = current(s);
  if (inv.result === 'A1*') {
    // Both assault regiments reduced to Cadre: the invasion fails and the beach is closed (N44 20.3.3).
    const assault = landingUnits(s).filter((u) => info(u.id).kind !== 'armor-silhouette');
    if (assault.every((u) => u.steps <= 1)) {
      events.push({ type: 'omaha-failed', rule: 'N44 20.3.3' });
      const ids = new Set(landingUnits(s).map((u) => u.id));
      const st: State = {
        ...s,
        campaign: s.campaign ? { ...s.campaign, failed: [...s.campaign.failed, sector] } : s.campaign,
        units: s.units.map((u) => (ids.has(u.id) ? { ...u, box: 'britain' as const } : u)),
      };
      return nextSector(st, events);
    }
    // Roll again on the Omaha column (N44 20.3.3).
    return { ...s, invasion: { ...inv, losses: [], stage: 'beach-roll' } };
  }
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
  const sector = current(s);
  const hex = sectorHex(b, sector);
  const ids = new Set(landingUnits(s).map((u) => u.id));
  const st: State = {
    ...s,
    control: withControl(s, hex, 'allied', b),
    units: s.units.map((u) => (ids.has(u.id) ? (u.steps > 0 ? { ...u, box: 'map' as const, hex, moved: true } : { ...u, box: 'eliminated' as const }) : u)),
  };
  events.push({ type: 'landed', rule: 'N44 20.3.6' });
  if (inv.advance >= 2 && !inv.capped) return { ...st, invasion: { ...inv, stage: 'beach-advance' } };
  return afterLanding(st, events);
}

/** After Pointe du Hoc lands, the 5th Ranger roll (N44 20.3.4); then the next sector. */
function afterLanding(s: State, events: GameEvent[]): State {
  if (current(s) === 'Pointe du Hoc' && s.campaign && s.units.some((u) => u.id === RANGER_5 && u.box === 'landing')) {
    return { ...s, campaign: { ...s.campaign, rangerRoll: true }, invasion: { ...(s.invasion as Invasion), stage: 'ranger-roll' } };
  }
  return nextSector(s, events);
}

/** The next sector's assault, or the German player turn once every sector is done (N44 20.1). */
function nextSector(s: State, events: GameEvent[]): State {
  const rest = s.campaign ? s.campaign.sectors.slice(1) : [];
  const cleared: State = { ...s, units: s.units.map((u) => (u.attacked && u.side === 'allied' ? { ...u, attacked: false } : u)) };
  if (s.campaign && rest.length > 0) {
    return { ...cleared, campaign: { ...s.campaign, sectors: rest }, invasion: { stage: 'beach-roll', scatter: [], result: null, advance: 0, losses: [], capped: false } };
  }
  return enterPhase({ ...cleared, campaign: s.campaign ? { ...s.campaign, sectors: [] } : s.campaign, invasion: null }, 'german-movement', events);
}

/** Adv 2: hexes one step beyond the beach (N44 20.3.6). */
export function beachAdvanceOptions(s: State, b: Board = board(s)): { unit: string; to: string }[] {
  const hex = sectorHex(b, current(s));
  const from = b.locOf(hex);
  const out: { unit: string; to: string }[] = [];
  const movers = s.units.filter((u) => u.box === 'map' && u.hex === hex && u.side === 'allied' && u.moved && u.landed === 0 && !u.attacked && u.id !== RANGER_5);
  for (const u of movers) {
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(from, d);
      if (to < 0) continue;
      const t = terrainOf(b, to);
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
  if (s.campaign) return afterLanding(s, events);
  return enterPhase({ ...s, invasion: null, units: s.units.map((u) => ({ ...u, attacked: false })) }, 'german-movement', events);
}

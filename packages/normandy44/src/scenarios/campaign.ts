/**
 * The campaign game (N44 24) and the 7-turn mini-game (N44 25) around the common sequence: the
 * Initial Phase's allocations for both armies (N44 4, 5.2-5.3, 6.1, 6.5.1, 21.1), the Final
 * Phase's airborne withdrawal (N44 22.2), automatic victory (N44 23) and the victory points at the
 * end (N44 24.3, 25).
 */
import type { GameEvent } from '@esagono/kernel';
import type { Board } from '../map/index.js';
import { LIMITS, RP_COSTS, weatherRow } from '../data/tables.js';
import { board, unitsAt } from '../position.js';
import { cherbourgLinked } from '../supply/supply.js';
import type { Campaign, Setup, State } from '../state.js';
import { mulberriesInitial, rpPenalty } from '../beachheads/beachheads.js';
import { withdrawable } from '../special-rules/special.js';
import { automaticVictory, campaignVp, CAMPAIGN_VP, miniGameVp, MINI_GAME_VP } from '../victory/victory.js';
import { sectorHex } from '../sequence/invasion.js';
import { mapUnits } from '../sequence/roster.js';
import { ALLIED_REPL_STANDIN, GERMAN_REPL_STANDIN } from './replacements-standin.js';
import { resetSupport } from '../combat/support.js';

/** The campaign part of the state at set-up. */
export function initialCampaign(input: Setup): Campaign {
  const landing: Record<string, string> = {};
  for (const u of input.units) if (u.sector) landing[u.id] = u.sector;
  const sectors = [...new Set(input.units.filter((u) => u.box === 'landing' && u.sector && u.sector !== 'Ranger 5').map((u) => u.sector as string))];
  const order = ['Utah', 'Pointe du Hoc', 'Omaha 29th', 'Omaha 1st', 'Gold Jig', 'Gold King', 'Juno Mike', 'Juno Nan', 'Sword Queen'];
  sectors.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const mulberry = { due: 0, done: false, destroyed: false };
  return {
    landing, sectors, rangerRoll: false, failed: [], rp: { us: 0, cw: 0 }, rpLanded: {}, cherbourg: 0, british: 0,
    airborneRepl: { us: 0, british: 0 }, mulberry: { us: mulberry, british: mulberry }, withdrawn: [], evacuated: {}, finalPending: false, vp: null,
    supplyToAssign: 0, bought: { us: 0, british: 0 }, records: { britInf: 0, britArmor: 0, cdnInf: 0, cw: 0, germanInf: 0, germanArmor: 0 },
  };
}

const cap = (n: number): number => Math.min(LIMITS.supplyTrackMax, n);

/** The Initial Phase after the weather roll in the campaign and the mini-game (N44 3 A, 4, 5, 6, 21.1). */
export function campaignWeather(s0: State, die: number, events: GameEvent[], b: Board = board(s0)): State {
  let space = s0.turn === 2 ? (die <= 3 ? 2 : 3) : Math.min(6, Math.max(1, die + (s0.space === 1 ? -1 : s0.space === 6 ? 1 : 0)));
  if (s0.options.historicalWeather) space = s0.turn >= 14 && s0.turn <= 16 ? 1 : space === 1 ? 2 : space;
  events.push({ type: `weather-${space}`, rule: s0.turn === 2 ? 'N44 4.2' : 'N44 4.1' });
  const row = weatherRow(space);
  const storm = space === 1;
  // A2: Mulberries begin or complete (N44 21.1).
  let s = mulberriesInitial({ ...s0, space }, events, b);
  const c = s.campaign as Campaign;
  // German SupP by the roll (N44 5.2): the German puts each on the 7th Army or, while a Cherbourg City
  // hex traces to the south edge, the Fortress Cherbourg track (the `assign-supply` moves).
  const gSupply = s.turn >= 2 ? row.germanSupply : 0;
  const linked = cherbourgLinked(s, b);
  // Solitaire: of 2 or more, one goes to Fortress Cherbourg when it can (N44 27.2).
  const forced = s.options.solitaire && linked && gSupply >= 2 ? 1 : 0;
  // Allied SupP: 1 per army in Overcast and Clear, 2 once its Mulberry is complete, none in Storm (N44 5.3).
  const free = (army: 'us' | 'british'): number => (storm ? 0 : c.mulberry[army].done && !c.mulberry[army].destroyed ? 2 : 1);
  // RP: 6 per army per Clear or Overcast turn from turn 2, less the 6.5.3 penalties (N44 6.5.1, 6.5.3).
  const rp = (army: 'us' | 'british'): number => (storm || s.turn < 2 ? 0 : Math.max(0, RP_COSTS.perTurn - rpPenalty(s, army, b)));
  // US replacements by the roll; the text's missing cells are our stand-in (N44 6.1, weather table).
  const repl = ALLIED_REPL_STANDIN[space - 1] as (typeof ALLIED_REPL_STANDIN)[number];
  s = {
    ...s,
    units: mapUnits(s.units, (u) => (u.movedFar && u.oos === 0 ? { ...u, movedFar: false } : u)),
    supply: { german: cap(s.supply.german + (linked ? 0 : gSupply)), us: cap(s.supply.us + free('us')) },
    naval: storm ? 0 : 2 * LIMITS.navalMarkersPerNation,
    // Air units by the roll for each army (T01: Clear-4 gives 2 US and 2 CW).
    air: 2 * row.air,
    rp: 0,
    rpLanded: 0,
    // The German Repl 6.4 says to use at once wait in `repl` for this turn only (N44 6.4).
    repl: s.turn < 2 ? { ...s.repl, germanInfNow: 0, germanArmorStorm: 0 } : { ...s.repl, ...germanNow(space), usInf: Math.min(LIMITS.replacementMax, s.repl.usInf + repl.usInf), usArmor: Math.min(LIMITS.replacementMax, s.repl.usArmor + repl.usArmor) },
    // German IPs by the roll from turn 5; each Allied army 1 per non-Storm turn, at most 2 (N44 16.1).
    ipAllowance: { german: s.turn >= 5 ? row.germanIp : 0, allied: storm ? 0 : 2 },
    campaign: {
      // Naval markers flip back to available; the per-army counts start again (N44 19.2, 27.2).
      ...resetSupport(c),
      british: cap(c.british + free('british')),
      rp: { us: rp('us'), cw: rp('british') },
      rpLanded: {},
      evacuated: {},
      cherbourg: cap(c.cherbourg + forced),
      supplyToAssign: linked ? gSupply - forced : 0,
      bought: { us: 0, british: 0 },
      records: s.turn < 2 ? c.records : recordRepl(c.records, space, repl),
    },
  };
  return landGliders(s, events, b);
}

/**
 * British, Canadian and German campaign replacements recorded by the roll (N44 6.1; the cells the
 * text lacks are our stand-in). The German Repl that 6.4 says must be used at once are not recorded:
 * the low-TQ infantry of rolls 5-6 and the Panther/Tiger armor of roll 1 wait in `repl` for this
 * turn (see `germanNow`).
 */
function recordRepl(r: Campaign['records'], space: number, repl: (typeof ALLIED_REPL_STANDIN)[number]): Campaign['records'] {
  const g = GERMAN_REPL_STANDIN[space - 1] as (typeof GERMAN_REPL_STANDIN)[number];
  const add = (a: number, n: number | null | 'CW'): number => Math.min(LIMITS.replacementMax, a + (typeof n === 'number' ? n : 0));
  return {
    britInf: add(r.britInf, repl.britInf),
    britArmor: add(r.britArmor, repl.britArmor),
    cdnInf: add(r.cdnInf, repl.cdnInf),
    cw: add(r.cw, repl.cdnInf === 'CW' ? 1 : 0),
    germanInf: add(r.germanInf, g.note === 'tq0' || g.note === 'tq-1' ? 0 : g.inf),
    germanArmor: add(r.germanArmor, g.note === 'PT' ? 0 : g.armor),
  };
}

/**
 * The German Repl of this turn that must be used at once (N44 6.4): the low-TQ infantry Repl of a
 * 5 (TQ 0 or -1) or a 6 (TQ -1), lost if unused; the armor Repl of a 1, which may restore a
 * Panther or Tiger step now, else is recorded as a normal armor Repl (`germanRecovery`).
 */
function germanNow(space: number): { germanInfNow: number; germanArmorStorm: number } {
  const g = GERMAN_REPL_STANDIN[space - 1] as (typeof GERMAN_REPL_STANDIN)[number];
  return { germanInfNow: g.note === 'tq0' || g.note === 'tq-1' ? g.inf : 0, germanArmorStorm: g.note === 'PT' ? g.armor : 0 };
}

/** The German Recovery Phase: an unused roll-1 armor Repl becomes a normal armor Repl on the record (N44 6.4). */
export function germanRecovery(s: State): State {
  const c = s.campaign;
  if (!c || s.repl.germanArmorStorm === 0) return s;
  return {
    ...s,
    repl: { ...s.repl, germanArmorStorm: 0 },
    campaign: { ...c, records: { ...c.records, germanArmor: Math.min(LIMITS.replacementMax, c.records.germanArmor + s.repl.germanArmorStorm) } },
  };
}

/** One German SupP onto a track (N44 5.2); once all are placed the German player turn begins. */
export function assignSupply(s: State, track: '7th-army' | 'cherbourg', events: GameEvent[]): State {
  const c = s.campaign as Campaign;
  events.push({ type: `supply-${track}`, rule: 'N44 5.2' });
  return {
    ...s,
    supply: track === '7th-army' ? { ...s.supply, german: cap(s.supply.german + 1) } : s.supply,
    campaign: { ...c, cherbourg: track === 'cherbourg' ? cap(c.cherbourg + 1) : c.cherbourg, supplyToAssign: c.supplyToAssign - 1 },
  };
}

/**
 * The glider regiments land on their landing zones at the start of turn 2, a turn later if the
 * zone is enemy-held, and roll for dispersal at +1 (N44 20.2): their rolls wait in `invasion`.
 */
function landGliders(s: State, events: GameEvent[], b: Board): State {
  const c = s.campaign as Campaign;
  const landed: string[] = [];
  const units = mapUnits(s.units, (u) => {
    // The box and turn first: the landing record is read only for a wave unit due now.
    if (u.box !== 'wave' || u.arrives > s.turn) return u;
    const lz = c.landing[u.id];
    if (!lz?.includes('LZ')) return u;
    const hex = sectorHex(b, lz);
    if (unitsAt(s, hex).some((o) => o.side === 'german')) return { ...u, arrives: s.turn + 1 };
    events.push({ type: 'gliders-landed', rule: 'N44 20.2' });
    landed.push(u.id);
    return { ...u, box: 'map' as const, hex, landed: s.turn };
  });
  if (landed.length === 0) return { ...s, units };
  return { ...s, units, invasion: { stage: 'scatter', scatter: landed, result: null, advance: 0, losses: [], capped: false } };
}

/** The Final Phase (N44 3 D): first the airborne withdrawal choice (N44 22.2), then victory. */
export function campaignFinal(s: State, events: GameEvent[], b: Board = board(s)): State {
  const c = s.campaign as Campaign;
  if (!c.finalPending && withdrawable(s, b).length > 0) return { ...s, phase: 'initial', campaign: { ...c, finalPending: true } };
  return finishFinal(s, events, b);
}

/** Automatic victory, Allies first (N44 23.1); after the last turn the VP decide (N44 24.3, 25); else the next turn. */
export function finishFinal(s0: State, events: GameEvent[], b: Board = board(s0)): State {
  const c = s0.campaign as Campaign;
  const s: State = { ...s0, campaign: { ...c, finalPending: false } };
  const auto = automaticVictory(s, b);
  if (auto) {
    events.push({ type: `automatic-victory-${auto}`, rule: 'N44 23' });
    return { ...s, phase: 'over', winner: auto };
  }
  if (s.turn >= s.lastTurn) {
    if (s.scenario === 'mini-game') {
      const vp = miniGameVp(s, b);
      const winner = vp >= MINI_GAME_VP ? 'allied' : 'german';
      events.push({ type: `winner-${winner}`, rule: 'N44 25' });
      return { ...s, phase: 'over', winner, campaign: { ...(s.campaign as Campaign), vp: { allied: vp, german: 0 } } };
    }
    const vp = campaignVp(s, b);
    const winner = vp.allied - vp.german >= CAMPAIGN_VP ? 'allied' : 'german';
    events.push({ type: `winner-${winner}`, rule: 'N44 24.3' });
    return { ...s, phase: 'over', winner, campaign: { ...(s.campaign as Campaign), vp } };
  }
  return { ...s, phase: 'initial', turn: s.turn + 1 };
}

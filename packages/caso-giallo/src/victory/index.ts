/**
 * CG R3 Victory. Scenarios 1-2 (R3.1, R12.8, SB5.20, SB6.20): Victory Points scored in each End
 * Phase, fixed awards (VP_SCHEDULE) and variable ones rolled on the Variable VP table, German
 * first; the German wins with more than twice the Allied VP (scenario 2: at least twice, variant 1,
 * or 20 more, variant 2). Scenario 3 (R3.2, SB7.20): two of three objectives. Dutch surrender
 * (R12.5) is scored here as it ends the capture of Dutch cities.
 */
import type { Outcome } from '@esagono/kernel';
import { VP_SCHEDULE } from '../data/scenario-params.js';
import { VARIABLE_VP } from '../data/tables.js';
import { captureTrack } from '../endphase/index.js';
import { CAPTURE_TRACK } from '../data/tables.js';
import { boardOf, controls, counterOf, data, unitsAt } from '../position.js';
import type { Campaign, Player, State } from '../state.js';

export const scenarioOf = (s: State): 1 | 2 | 3 | 4 => data(s).setup.scenario ?? 4;

const award = (c: Campaign, key: string, side: Player, vp: number): Campaign =>
  c.awarded.includes(key) ? c : { ...c, awarded: [...c.awarded, key], vp: { ...c.vp, [side]: c.vp[side] + vp } };

const pend = (c: Campaign, key: string, side: Player, table: Campaign['pending'][number]['table']): Campaign =>
  c.awarded.includes(key) ? c : { ...c, awarded: [...c.awarded, key], pending: [...c.pending, { key, side, table }] };

/** The three Paris City hexes (CG R12.7, SB7.20). */
export function parisHexes(s: State): number[] {
  const b = boardOf(s);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) if (b.settlementName[loc] === 'Paris') out.push(loc);
  return out;
}

/**
 * CG R12.5a The Netherlands surrender when the German holds six Dutch cities or their equivalent
 * (three towns count as one; the capture track starts in box 1, review finding 4): Dutch units
 * leave the game and the German controls the whole country.
 */
export function dutchSurrender(s: State): State {
  // CG R12.5a: a terror-bombed City counts only when it is Dutch (R12.4e).
  const foreignTerror = s.terror >= 0 && boardOf(s).country[s.terror] !== 'NL' ? 1 : 0;
  if (s.campaign.surrendered.includes('NL') || captureTrack(s) - foreignTerror < CAPTURE_TRACK.surrender) return s;
  const b = boardOf(s);
  const control = [...s.control].map((ch, loc) => (b.country[loc] === 'NL' ? 'G' : ch)).join('');
  const units = s.units.map((u) => (u.loc >= 0 && counterOf(s, u.id).nationality === 'dutch' ? { ...u, loc: -1, steps: 0, dis: false } : u));
  // R12.5a: Dutch Defensive Works are destroyed.
  const works: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) if (b.country[loc] === 'NL' && b.works[loc] && !s.worksDestroyed.includes(loc)) works.push(loc);
  let campaign: Campaign = { ...s.campaign, surrendered: [...s.campaign.surrendered, 'NL'], awarded: [...s.campaign.awarded, `surrender:NL@${s.turn}`] };
  if (scenarioOf(s) !== 3) campaign = award(campaign, 'nl-surrender', 'german', VP_SCHEDULE.netherlandsSurrender.vp);
  return { ...s, units, control, campaign, worksDestroyed: [...s.worksDestroyed, ...works] };
}

/** CG SB5.12 German "divisions" in a country: a corps counts two, 22 LL one, FJ regiments none. */
function garrison(s: State, country: 'NL' | 'BE'): number {
  const b = boardOf(s);
  let n = 0;
  for (const u of s.units) {
    if (u.loc < 0 || b.country[u.loc] !== country) continue;
    const c = counterOf(s, u.id);
    if (c.side !== 'german') continue;
    if (c.size === 'corps') n += 2;
    else if (c.size === 'division') n += 1;
  }
  return n;
}

/** CG R12.8 Victory Determination (scenarios 1-2): fixed awards now, variable awards as rolls to make. */
export function scoreTurn(s: State): State {
  const b = boardOf(s);
  let c = s.campaign;
  const paris = new Set(parisHexes(s));
  let maginotHeld = false;
  for (let loc = 0; loc < b.map.size; loc++) {
    const holder = controls(s, loc);
    if (holder === 'german' && b.settlement[loc] === 'city' && (b.country[loc] === 'FR' || b.country[loc] === 'BE')) {
      c = paris.has(loc) ? award(c, `paris:${loc}`, 'german', VP_SCHEDULE.parisHex.vp) : award(c, `city:${loc}`, 'german', VP_SCHEDULE.alliedCity.vp);
    }
    if (holder === 'german' && b.fortified[loc] === 'maginot') maginotHeld = true;
    // Variable VP table: an Allied capture of a German City or Town.
    if (holder === 'allied' && b.country[loc] === 'DE' && b.settlement[loc] !== null) c = pend(c, `de-town:${loc}`, 'allied', 'germanCityCaptured');
  }
  if (maginotHeld) c = pend(c, 'maginot-breakthrough', 'german', 'maginotBreakthrough');
  // Variable VP table: a Belgian surrender on turns 3-5.
  if (c.surrendered.includes('BE') && s.turn >= 3 && s.turn <= 5) c = pend(c, 'be-surrender', 'german', 'belgianSurrender');
  // Variable VP table: each Panzer division destroyed (R12.9e attrition exceptions: the attrition rules).
  for (const u of s.units) if (u.loc === -1 && u.steps === 0 && counterOf(s, u.id).types.includes('panzer')) c = pend(c, `panzer:${u.id}`, 'allied', 'panzerEliminated');
  // CG SB5.12: garrisons, +1 Allied VP per requirement missed, every turn.
  let shortfalls = 0;
  // From the turn after the surrender.
  for (const country of ['NL', 'BE'] as const) {
    if (c.surrendered.includes(country) && !c.awarded.includes(`surrender:${country}@${s.turn}`) && garrison(s, country) < VP_SCHEDULE.garrisonDivisions.value) shortfalls++;
  }
  if (!c.awarded.includes('maginot-breakthrough') && maginotCorpsNear(s) < VP_SCHEDULE.maginotCorps.value) shortfalls++;
  c = { ...c, vp: { ...c.vp, allied: c.vp.allied + shortfalls * VP_SCHEDULE.garrisonShortfall.vp } };
  // German rolls first (R12.8).
  c = { ...c, pending: [...c.pending.filter((p) => p.side === 'german'), ...c.pending.filter((p) => p.side === 'allied')] };
  return { ...s, campaign: c };
}

/** CG SB5.12: German corps within 2 hexes of any Maginot Line hex. */
export function maginotCorpsNear(s: State): number {
  const b = boardOf(s);
  const line: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) if (b.fortified[loc] === 'maginot') line.push(loc);
  let n = 0;
  for (const u of s.units) {
    if (u.loc < 0) continue;
    const c = counterOf(s, u.id);
    if (c.side === 'german' && c.size === 'corps' && line.some((m) => b.distance(m, u.loc) <= VP_SCHEDULE.maginotCorps.range)) n++;
  }
  return n;
}

/** One Variable VP table roll (CG charts L5667-L5698). */
export function rollVp(s: State, die: number): State {
  const [p, ...rest] = s.campaign.pending;
  if (!p) return s;
  const vp = VARIABLE_VP[p.table][die - 1] as number;
  return { ...s, campaign: { ...s.campaign, pending: rest, vp: { ...s.campaign.vp, [p.side]: s.campaign.vp[p.side] + vp } } };
}

/** CG SB7.20 Hexes a German unit may exit from: any west-edge hex, or the south edge 1006-1027. */
export function isExitHex(s: State, loc: number): boolean {
  const b = boardOf(s);
  if (b.edges[loc]!.includes('west')) return true;
  if (!b.edges[loc]!.includes('south')) return false;
  const col = Number(b.ids[loc]!.slice(2));
  return col >= 6 && col <= 27;
}

/** CG SB7.20 the three German objectives, each met or not. */
export function objectives(s: State): { exit: boolean; paris: boolean; attrition: boolean } {
  const allied = s.units.filter((u) => u.loc >= 0 && counterOf(s, u.id).side === 'allied').length;
  return {
    exit: s.campaign.exited.length >= 10,
    paris: parisHexes(s).every((loc) => controls(s, loc) === 'german'),
    attrition: allied < 15,
  };
}

/** The result at the end of the last turn (CG SB5.20, SB6.20, SB7.20). */
export function campaignOutcome(s: State): Outcome<Player> {
  const n = scenarioOf(s);
  if (n === 3) {
    const o = objectives(s);
    const met = [o.exit, o.paris, o.attrition].filter(Boolean).length;
    return { kind: 'win', winner: met >= 2 ? 'german' : 'allied', scores: { german: met, allied: 3 - met } };
  }
  const { german, allied } = s.campaign.vp;
  const variant = data(s).setup.variant ?? 1;
  const wins = n === 1 ? german > 2 * allied : variant === 1 ? german >= 2 * allied : german >= allied + 20;
  return { kind: 'win', winner: wins ? 'german' : 'allied', scores: { german, allied } };
}

/** Allied units on the map, for the scenario 3 objective (CG SB7.20: full or reduced). */
export const alliedOnMap = (s: State): number => unitsAt(s).reduce((n, here) => n + here.filter((u) => counterOf(s, u.id).side === 'allied').length, 0);

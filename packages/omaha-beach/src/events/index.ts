/**
 * Events (DDOB 4 phase II; event descriptions L1927–1979; card texts gap-fill §6.2), with the Easy
 * Fox changes (L2107–2121). Events that only matter in the extended game have no effect in turns
 * 1–16 (Snipers: Command Posts; German artillery limits engineers: Engineer Bases).
 */
import type { CardEvent } from '../cards/types.js';
import { combatData, onMap, sideOf, unitList } from '../core.js';
import { isRegularInfantry } from '../data/types.js';
import { MAP, distance, distanceToPosition } from '../map/index.js';
import { addDepthMarker, reinforce } from '../german/index.js';
import { armourEntryOpen, reinforceWithArmour } from '../armour/play.js';
import type { Reveal, State, Step } from '../state.js';

export interface EventOutcome {
  readonly state: State;
  /** A player decision the event leaves (hero placement, step restoration), or a draw. */
  readonly step: Step | null;
}

/** 1-step regular infantry in play of a division (13.12 events). */
export function restoreCandidates(s: State, division: '1st' | '29th'): string[] {
  return unitList(s)
    .filter((u) => u.loc.kind !== 'out' && u.loc.kind !== 'track' && u.steps === 1 && combatData(u.id)?.division === division && isRegularInfantry(combatData(u.id)?.type ?? 'tank'))
    .map((u) => u.id)
    .sort();
}

export function heroCandidates(s: State, division: '1st' | '29th'): string[] {
  return unitList(s)
    .filter((u) => (u.loc.kind === 'hex' || u.loc.kind === 'box') && u.hero === 'none' && combatData(u.id)?.division === division)
    .map((u) => u.id)
    .sort();
}

/** Reveal requests for a German stack: its unit and its DM if face down (9.1). */
export function revealAll(s: State, hex: string): Reveal[] {
  const g = s.german[hex];
  if (!g) return [];
  const out: Reveal[] = [];
  if (!g.unit.revealed) out.push({ hex, what: 'unit' });
  if (g.dm && !g.dm.revealed) out.push({ hex, what: 'dm' });
  return out;
}

function ignored(s: State, e: CardEvent): boolean {
  if (s.rules.scenario !== 'easy-fox') return false;
  switch (e.kind) {
    case 'hero':
    case 'step-restored':
    case 'patrol':
      return e.division === '29th';
    case 'screaming-meemies':
    case 'rocket-destroyed':
    case 'kampfgruppe-meyer':
      return true;
    case 'smoke':
      return e.wn.some((n) => n >= (s.rules.ignoreWnFrom ?? Infinity));
    case 'prisoner':
      return e.sector === 'West';
    default:
      return false;
  }
}

export function applyEvent(s: State, e: CardEvent): EventOutcome {
  if (ignored(s, e)) return { state: s, step: null };
  switch (e.kind) {
    case 'reinforce': {
      // 23.2 (optional armour): on the second event a tank may enter instead of a Divisional reinforcement.
      if (armourEntryOpen(s)) return { state: reinforceWithArmour(s, e.zones), step: null };
      let t = s;
      for (const z of e.zones) t = reinforce(t, z);
      return { state: t, step: null };
    }
    case 'depth-marker': {
      if (e.eachSector && s.rules.sectors.length > 1) return { state: addDepthMarker(addDepthMarker(s, 'East'), 'West'), step: null };
      return { state: addDepthMarker(s, null), step: null };
    }
    case 'hero': {
      const cands = heroCandidates(s, e.division);
      const t = e.withDepthMarker && cands.length === 0 ? addDepthMarker(s, e.division === '1st' ? 'East' : 'West') : s;
      return { state: t, step: cands.length > 0 ? { kind: 'hero', division: e.division, withDm: e.withDepthMarker } : null };
    }
    case 'naval-gunfire': {
      let t: State = { ...s, naval: s.naval + 1 };
      if (armourEntryOpen(t)) return { state: reinforceWithArmour(t, e.zones), step: null }; // 23.2
      for (const z of e.zones) t = reinforce(t, z);
      return { state: t, step: null };
    }
    case 'smoke':
      return { state: { ...s, smoke: [...s.smoke, ...e.wn] }, step: null };
    case 'plunging-fire':
      return { state: { ...s, plunging: true }, step: null };
    case 'undisrupt': {
      const german = Object.fromEntries(Object.entries(s.german).map(([h, g]) => [h, { ...g, disrupted: false }]));
      return { state: { ...s, german }, step: null };
    }
    case 'gi-initiative':
      return { state: { ...s, actions: { '1st': s.actions['1st'] + 1, '29th': s.actions['29th'] + 1 } }, step: null };
    case 'intense-fire':
      return { state: { ...s, actions: { '1st': Math.min(1, s.actions['1st']), '29th': Math.min(1, s.actions['29th']) } }, step: null };
    case 'step-restored': {
      const own = restoreCandidates(s, e.division);
      const cands = own.length > 0 ? own : restoreCandidates(s, e.division === '1st' ? '29th' : '1st');
      return { state: s, step: cands.length > 0 ? { kind: 'restore', candidates: cands } : null };
    }
    case 'concealed': {
      let t = s;
      for (const [hex, g] of Object.entries(s.german)) {
        if (g.unit.revealed || g.unit.cls.startsWith('wn')) continue;
        for (const u of onMap(t)) {
          if (u.loc.kind !== 'hex' || distance(u.loc.hex, hex) !== 1) continue;
          const side = sideOf(u);
          if (side && e.symbols.includes(side.symbol) && u.disrupted === 'no') t = { ...t, us: { ...t.us, [u.id]: { ...u, disrupted: 'old' } } };
        }
      }
      return { state: t, step: null };
    }
    case 'prisoner': {
      // A face-down German unit of the player's choice in the sector, else in the other sector.
      const inSector = (sec: string) =>
        Object.keys(s.german)
          .filter((h) => !s.german[h]?.unit.revealed && MAP.hex.get(h)?.sector === sec && s.rules.sectors.includes(sec as 'East' | 'West'))
          .sort();
      const own = inSector(e.sector);
      const options = own.length > 0 ? own : inSector(e.sector === 'East' ? 'West' : 'East');
      return { state: s, step: options.length > 0 ? { kind: 'prisoner', options } : null };
    }
    case 'patrol': {
      // The face-down unit nearest a US unit of the division's sector (its position may lie in the other
      // sector); ties are the player's choice, asked like Prisoner talks.
      const sector = e.division === '1st' ? 'East' : 'West';
      let best = Infinity;
      let options: string[] = [];
      for (const [hex, g] of Object.entries(s.german)) {
        if (g.unit.revealed) continue;
        const p = MAP.position.get(g.position);
        if (!p || !s.rules.sectors.includes(p.sector)) continue;
        let d = Infinity;
        for (const u of onMap(s)) if (u.loc.kind === 'hex' && MAP.hex.get(u.loc.hex)?.sector === sector) d = Math.min(d, distanceToPosition(u.loc.hex, p));
        if (d === Infinity || d > best) continue;
        if (d < best) options = [];
        best = d;
        options.push(hex);
      }
      options.sort();
      if (options.length === 1) return { state: { ...s, reveals: [...s.reveals, ...revealAll(s, options[0] as string)] }, step: null };
      return { state: s, step: options.length > 0 ? { kind: 'prisoner', options } : null };
    }
    case 'naval-hit':
      return { state: s, step: { kind: 'draw', purpose: { for: 'naval-hit', targets: e.targets } } };
    case 'screaming-meemies': {
      const wn69 = MAP.position.get('WN69');
      const g = wn69 ? s.german[wn69.hexes[0] as string] : undefined;
      if (!wn69 || !g || g.unit.cls !== 'wn-rocket' || g.disrupted) return { state: s, step: null };
      const cands = onMap(s)
        .filter((u) => {
          if (u.loc.kind !== 'hex' || !combatData(u.id)) return false;
          const h = MAP.hex.get(u.loc.hex);
          const d = distanceToPosition(u.loc.hex, wn69);
          return (h?.terrain === 'beach' || h?.terrain === 'pavilion_draw') && d >= 3 && d <= 7;
        })
        .sort((a, b) => b.steps - a.steps || (a.id < b.id ? -1 : 1));
      const hit = cands[0];
      const t: State = { ...s, meemiesFired: true };
      return { state: hit ? { ...t, us: { ...t.us, [hit.id]: { ...hit, steps: hit.steps - 1, ...(hit.steps <= 1 ? { loc: { kind: 'out' as const, why: 'eliminated' as const } } : {}) } } } : t, step: null };
    }
    case 'rocket-destroyed': {
      const wn69 = MAP.position.get('WN69');
      const hex = wn69?.hexes[0];
      if (!hex || !s.meemiesFired || !s.german[hex]) return { state: s, step: null };
      const german = { ...s.german };
      delete german[hex];
      return { state: { ...s, german }, step: null };
    }
    case 'kampfgruppe-meyer': {
      // 9.5, A-37: four KG Meyer units to the Division box (drawn from it with their own faces). Their DMs' move is not printed (stand-in):
      // half the KG Meyer box's Mobile DMs go to the Mobile box with them, as 22.4 sends all of them there.
      const n = Math.min(4, s.boxes.meyer);
      const dms = Math.min(s.boxes.dmMeyer, Math.ceil((s.boxes.dmMeyer * n) / Math.max(1, s.boxes.meyer)));
      return { state: { ...s, boxes: { ...s.boxes, meyer: s.boxes.meyer - n, division: s.boxes.division + n, meyerInDivision: s.boxes.meyerInDivision + n, dmMeyer: s.boxes.dmMeyer - dms, dmMobile: s.boxes.dmMobile + dms } }, step: null };
    }
    case 'snipers':
    case 'engineers-prevented':
      return { state: s, step: null };
  }
}

/**
 * German units, depth markers and reinforcements (DDOB 9): revealing (9.1) as chance over the faces
 * not yet seen, adding a DM (9.2–9.24), event reinforcements (9.3–9.34), WN-DM-triggered
 * reinforcements (9.4–9.42) and defeat with retreat (8.33).
 */
import type { Sector, Zone } from '../cards/types.js';
import { copyState, onMap, unitIndex, usData } from '../core.js';
import { germanLoc, locContext, type LocContext } from '../control/index.js';
import { DEPTH_MARKERS, DM_COUNTS, REINFORCEMENT_UNITS, WN_UNITS, type DmFace, type ReinforcementFace, type WnUnitFace } from '../data/german-units.js';
import { MAP, distance, distanceToPosition, type Position } from '../map/index.js';
import type { FaceClass, GermanStack, Reveal, State } from '../state.js';

const CLASS_OF_WN: Readonly<Record<WnUnitFace['kind'], FaceClass>> = { plain: 'wn-plain', rocket: 'wn-rocket', '75': 'wn-75', '88': 'wn-88' };
const CLASS_OF_POOL: Readonly<Record<ReinforcementFace['pool'], FaceClass>> = { tactical: 'tactical', division: 'division', meyer: 'meyer', armor: 'armor' };

export interface UnitFaceInfo {
  readonly cls: FaceClass;
  readonly strength: number;
  readonly requires: readonly string[];
  readonly division: 716 | 352 | null;
}
export const UNIT_FACES: ReadonlyMap<string, UnitFaceInfo> = new Map<string, UnitFaceInfo>([
  ...WN_UNITS.map((u): [string, UnitFaceInfo] => [u.id, { cls: CLASS_OF_WN[u.kind], strength: u.strength, requires: u.requires, division: null }]),
  ...REINFORCEMENT_UNITS.map((u): [string, UnitFaceInfo] => [u.id, { cls: CLASS_OF_POOL[u.pool], strength: u.strength, requires: u.requires, division: u.division }]),
]);
export const DM_BY_ID: ReadonlyMap<string, DmFace> = new Map(DEPTH_MARKERS.map((d) => [d.id, d]));

/** The faces a face-down counter may turn out to be (9.1): its class, minus faces already seen. */
export function revealFaces(s: State, r: Reveal): string[] {
  const g = s.german[r.hex];
  if (!g) return [];
  if (r.what === 'dead-wn') return [...new Set(s.deadWn)].sort();
  if (r.what === 'class') return classOdds(s, r.hex).map((x) => x.cls);
  const known = new Set(s.known);
  if (r.what === 'unit') return [...UNIT_FACES].filter(([id, f]) => f.cls === g.unit.cls && !known.has(id)).map(([id]) => id);
  const back = g.dm?.back;
  return DEPTH_MARKERS.filter((d) => d.back === back && !known.has(d.id)).map((d) => d.id);
}

/** Beyond the Beach (21.1): 6 Tactical and 6 Divisional units over 12 positions; the odds for the next unassigned stack. */
export const BEYOND_SPLIT = { tactical: 6, division: 6 } as const;
export function classOdds(s: State, hex?: string): { cls: 'tactical' | 'division' | 'meyer'; num: number; den: number }[] {
  const stacks = Object.values(s.german);
  if (hex && s.german[hex]?.unit.cls === 'division') {
    // 9.5: a unit drawn from the Division box is a KG Meyer unit with the odds of their share of it.
    const pending = s.reveals.filter((r) => r.what === 'class' && s.german[r.hex]?.unit.cls === 'division').length;
    const den = s.boxes.division + pending;
    const m = s.boxes.meyerInDivision;
    return [
      ...(den - m > 0 ? [{ cls: 'division' as const, num: den - m, den }] : []),
      ...(m > 0 ? [{ cls: 'meyer' as const, num: m, den }] : []),
    ];
  }
  const open = stacks.filter((g) => g.unit.cls === 'reinforcement').length;
  const t = BEYOND_SPLIT.tactical - stacks.filter((g) => g.unit.cls === 'tactical').length;
  const d = BEYOND_SPLIT.division - stacks.filter((g) => g.unit.cls === 'division').length;
  const out: { cls: 'tactical' | 'division'; num: number; den: number }[] = [];
  if (t > 0) out.push({ cls: 'tactical', num: t, den: open });
  if (d > 0) out.push({ cls: 'division', num: d, den: open });
  return out;
}

/** Chance weights of a reveal's outcomes: a dead WN face by its copies in the pool (16.1), a class by 21.1's split. */
export function revealWeights(s: State, r: Reveal): { face: string; num: number; den: number }[] {
  if (r.what === 'class') return classOdds(s, r.hex).map((x) => ({ face: x.cls, num: x.num, den: x.den }));
  const faces = revealFaces(s, r);
  if (r.what === 'dead-wn') return faces.map((f) => ({ face: f, num: s.deadWn.filter((x) => x === f).length, den: s.deadWn.length }));
  return faces.map((f) => ({ face: f, num: 1, den: faces.length }));
}

export function applyReveal(s: State, r: Reveal, face: string): State {
  const g = s.german[r.hex];
  if (!g) return s;
  if (r.what === 'class') {
    const fromBox = g.unit.cls === 'division';
    const t: State = fromBox && face === 'meyer' ? { ...s, boxes: { ...s.boxes, meyerInDivision: s.boxes.meyerInDivision - 1 } } : s;
    return { ...t, german: { ...t.german, [r.hex]: { ...g, unit: { ...g.unit, cls: face as FaceClass } } } };
  }
  if (r.what === 'dead-wn') {
    // 16.1: the unit is placed face up; it leaves the pool of eliminated WN units.
    const i = s.deadWn.indexOf(face);
    return { ...s, deadWn: [...s.deadWn.slice(0, i), ...s.deadWn.slice(i + 1)], german: { ...s.german, [r.hex]: { ...g, unit: { cls: 'wn-plain', face, revealed: true } } } };
  }
  const next: GermanStack =
    r.what === 'unit' ? { ...g, unit: { ...g.unit, face, revealed: true } } : g.dm ? { ...g, dm: { ...g.dm, face, revealed: true } } : g;
  const t = copyState(s);
  t.german = { ...s.german, [r.hex]: next };
  t.known = [...s.known, face];
  return t;
}

export function unitStrength(g: GermanStack): number {
  return g.unit.face ? (UNIT_FACES.get(g.unit.face)?.strength ?? 0) : 0;
}

export function dmFace(g: GermanStack): DmFace | null {
  return g.dm?.face ? (DM_BY_ID.get(g.dm.face) ?? null) : null;
}

function posLetter(p: Position): string {
  return p.kind === 'reinforcement' ? (p.zone ?? '') : '';
}
function posNumber(p: Position): number {
  return p.kind === 'reinforcement' ? p.priority : p.number;
}

function nearestUs(s: State, p: Position): number {
  // Per `us` record and position (the US units alone decide it): DM and reinforcement placement ask often.
  const index = unitIndex(s);
  const memo = (index.map.nearest ??= new Map());
  const hit = memo.get(p.id);
  if (hit !== undefined) return hit;
  let best = Infinity;
  for (const u of onMap(s)) if (u.loc.kind === 'hex') best = Math.min(best, distanceToPosition(u.loc.hex, p));
  memo.set(p.id, best);
  return best;
}

/** 9.2 tie order: 1-hex WN, 2-hex WN, reinforcement position. */
function kindRank(p: Position): number {
  return p.kind === 'wn' ? (p.hexes.length === 1 ? 0 : 1) : 2;
}

/** 9.21: the DM box a position draws from (building positions: Building; 9.24 exhaustion: Mobile). */
function dmBoxFor(s: State, p: Position): 'dmWn' | 'dmBuilding' | 'dmMobile' | null {
  if (p.kind === 'wn') return s.boxes.dmWn > 0 ? 'dmWn' : null;
  if (p.buildings && s.boxes.dmBuilding > 0) return 'dmBuilding';
  return s.boxes.dmMobile > 0 ? 'dmMobile' : null;
}

const BACK_OF_BOX = { dmWn: 'wn', dmBuilding: 'building', dmMobile: 'mobile' } as const;

/**
 * Adds a DM to one German unit (9.2): a unit without a DM, with LOC, nearest to a US unit; ties 1-hex
 * WN, 2-hex WN, reinforcement; then lowest id number, lowest letter, N before S. In `sector`
 * if any; else the other sector (9.2); null sector = map-wide. WN DMs exhausted → reinforcement units (9.24).
 */
export function addDepthMarker(s: State, sector: Sector | null): State {
  const ctx = locContext(s);
  const pick = (sec: Sector | null): string | null => {
    const cands: { hex: string; p: Position; d: number }[] = [];
    for (const [hex, g] of Object.entries(s.german)) {
      if (g.dm) continue;
      const p = MAP.position.get(g.position);
      if (!p || (sec && p.sector !== sec) || !s.rules.sectors.includes(p.sector)) continue;
      if (!dmBoxFor(s, p)) continue;
      cands.push({ hex, p, d: nearestUs(s, p) });
    }
    cands.sort((a, b) => a.d - b.d || kindRank(a.p) - kindRank(b.p) || posNumber(a.p) - posNumber(b.p) || (posLetter(a.p) < posLetter(b.p) ? -1 : posLetter(a.p) > posLetter(b.p) ? 1 : a.p.hexes.indexOf(a.hex) - b.p.hexes.indexOf(b.hex)));
    // The LOC condition (a BFS) is checked in priority order, so only as far as the first eligible unit.
    return cands.find((c) => germanLoc(s, c.p.id, ctx))?.hex ?? null;
  };
  const other: Sector | null = sector === 'East' ? 'West' : sector === 'West' ? 'East' : null;
  const hex = pick(sector) ?? (other ? pick(other) : null);
  if (!hex) return s;
  const g = s.german[hex] as GermanStack;
  const p = MAP.position.get(g.position) as Position;
  const box = dmBoxFor(s, p);
  if (!box) return s;
  return recycleMobile(withDm(s, hex, g, box));
}

/**
 * 22.4 (optional): the first time the Mobile DMs run out, five of the eliminated Mobile DMs (fewer if
 * fewer were eliminated) go back to the Mobile box, once. Which five is chance; the counters return face
 * down, so their faces are drawn when revealed among the Mobile faces not seen in play (stand-in reading:
 * every eliminated face may come back, README stand-in 13).
 */
export function recycleMobile(s: State): State {
  if (!s.rules.variants.includes('22.4') || s.mobileRecycled || s.boxes.dmMobile > 0) return s;
  const placed = Object.values(s.german).filter((g) => g.dm?.back === 'mobile');
  const eliminated = DM_COUNTS.mobile - s.boxes.dmMobile - s.boxes.dmMeyer - placed.length;
  if (eliminated <= 0) return s;
  const inPlay = new Set(placed.flatMap((g) => (g.dm?.face ? [g.dm.face] : [])));
  const mobileFaces = new Set(DEPTH_MARKERS.filter((d) => d.back === 'mobile').map((d) => d.id));
  return {
    ...s,
    mobileRecycled: true,
    boxes: { ...s.boxes, dmMobile: Math.min(5, eliminated) },
    known: s.known.filter((f) => !mobileFaces.has(f) || inPlay.has(f)),
  };
}

/** German gains depth after a failed attack (8.3 chart): only if the position is in German communication. */
export function gainDepth(s: State, hex: string, ctx: LocContext = locContext(s)): State {
  const g = s.german[hex];
  if (!g || g.dm) return s;
  const p = MAP.position.get(g.position);
  if (!p || !germanLoc(s, p.id, ctx)) return s;
  const box = dmBoxFor(s, p);
  if (!box) return s;
  return recycleMobile(withDm(s, hex, g, box));
}

/** A face-down DM from `box` placed on the stack at `hex`: one copy of the state. */
function withDm(s: State, hex: string, g: GermanStack, box: 'dmWn' | 'dmBuilding' | 'dmMobile'): State {
  const t = copyState(s);
  t.boxes = { ...s.boxes, [box]: s.boxes[box] - 1 };
  t.german = { ...s.german, [hex]: { ...g, dm: { back: BACK_OF_BOX[box], face: null, revealed: false } } };
  return t;
}

function usAdjacent(s: State, hex: string, within: number): boolean {
  for (const u of onMap(s)) if (u.loc.kind === 'hex' && distance(u.loc.hex, hex) <= within) return true;
  return false;
}

/**
 * 9.3: the position for one event reinforcement in a zone: named, unoccupied, with LOC (9.32, 9.33);
 * adjacent to a US unit first, then within two hexes, then any; lowest priority number within each.
 */
export function reinforcementPosition(s: State, zone: Zone, ctx: LocContext = locContext(s)): Position | null {
  const cands = (NAMED_REINFORCEMENT.get(zone) ?? []).filter((p) => s.rules.sectors.includes(p.sector) && !s.german[p.hexes[0] as string] && !p.hexes.some((h) => ctx.occupied.has(h)));
  // Each candidate's rank once (not once per comparison); the sort is stable, as before.
  const ranked = cands.map((p) => ({ p, rank: usAdjacent(s, p.hexes[0] as string, 1) ? 0 : usAdjacent(s, p.hexes[0] as string, 2) ? 1 : 2 }));
  ranked.sort((a, b) => a.rank - b.rank || posNumber(a.p) - posNumber(b.p));
  return ranked.find((x) => germanLoc(s, x.p.id, ctx))?.p ?? null;
}

/** The named reinforcement positions of each zone, in map order (9.3; static: built once for the map). */
const NAMED_REINFORCEMENT: ReadonlyMap<string, readonly Position[]> = (() => {
  const out = new Map<string, Position[]>();
  for (const p of MAP.data.positions) if (p.kind === 'reinforcement' && p.named && p.zone) out.set(p.zone, [...(out.get(p.zone) ?? []), p]);
  return out;
})();

/** 11.31: a General alone in a position where a German unit is placed is captured (removed). */
export function captureGenerals(s: State, hex: string): State {
  let t = s;
  for (const u of onMap(s))
    if (u.loc.kind === 'hex' && u.loc.hex === hex && usData(u.id).type === 'general') t = { ...t, us: { ...t.us, [u.id]: { ...u, loc: { kind: 'out', why: 'eliminated' } } } };
  return t;
}

/** A unit from the Division box, face down; a KG Meyer unit among them is drawn by chance (9.5). */
export function fromDivisionBox(s: State, hex: string, position: string): State {
  const t = copyState(s);
  t.boxes = { ...s.boxes, division: s.boxes.division - 1 };
  t.german = { ...s.german, [hex]: { position, unit: { cls: 'division', face: null, revealed: false }, dm: null, disrupted: false } };
  return s.boxes.meyerInDivision > 0 ? { ...t, reveals: [...t.reveals, { hex, what: 'class' }] } : t;
}

/** 9.3–9.31: place one reinforcement face down: from Tactical without DM, else Division with a DM. */
export function reinforce(s: State, zone: Zone): State {
  if (s.rules.ignoreZones.includes(zone)) return s;
  if (s.boxes.tactical === 0 && s.boxes.division === 0) return s;
  const p = reinforcementPosition(s, zone);
  if (!p) return s;
  const hex = p.hexes[0] as string;
  if (s.boxes.tactical > 0) {
    const placed = copyState(s);
    placed.boxes = { ...s.boxes, tactical: s.boxes.tactical - 1 };
    placed.german = { ...s.german, [hex]: { position: p.id, unit: { cls: 'tactical', face: null, revealed: false }, dm: null, disrupted: false } };
    const t = captureGenerals(placed, hex);
    // 22.4 (optional): Tactical reinforcements are placed with a DM.
    return s.rules.variants.includes('22.4') ? gainDepth(t, hex) : t;
  }
  const t: State = captureGenerals(fromDivisionBox(s, hex, p.id), hex);
  return gainDepth(t, hex);
}

/**
 * 9.4: a revealed Tactical Reinforcement DM is removed and a Tactical unit is placed face down in the
 * reinforcement position nearest that WN (unnamed allowed), ties nearest a US unit, then lowest id.
 */
export function tacticalFromWn(s: State, wnHex: string): State {
  const g = s.german[wnHex];
  let t: State = g ? { ...s, german: { ...s.german, [wnHex]: { ...g, dm: null } } } : s;
  if (t.boxes.tactical === 0) return t;
  const ctx = locContext(t);
  const cands = MAP.data.positions.filter(
    (p) => p.kind === 'reinforcement' && s.rules.sectors.includes(p.sector) && !t.german[p.hexes[0] as string] && !p.hexes.some((h) => ctx.occupied.has(h)) && germanLoc(t, p.id, ctx),
  );
  cands.sort((a, b) => distance(a.hexes[0] as string, wnHex) - distance(b.hexes[0] as string, wnHex) || nearestUs(t, a) - nearestUs(t, b) || posNumber(a) - posNumber(b));
  const p = cands[0];
  if (!p) return t;
  t = { ...t, boxes: { ...t.boxes, tactical: t.boxes.tactical - 1 }, german: { ...t.german, [p.hexes[0] as string]: { position: p.id, unit: { cls: 'tactical', face: null, revealed: false }, dm: null, disrupted: false } } };
  t = captureGenerals(t, p.hexes[0] as string);
  return t;
}

/**
 * A defeated German unit (8.33): a 352nd-Division reinforcement with LOC retreats face down to the
 * Division box; WN units, 716th units and units without LOC are removed. The DM goes with it.
 */
export function defeat(s: State, hex: string, hadLoc: boolean): State {
  const g = s.german[hex];
  if (!g) return s;
  const german = { ...s.german };
  delete german[hex];
  const face = g.unit.face ? UNIT_FACES.get(g.unit.face) : undefined;
  // Easy Fox uses no Division units: a retreating unit leaves play there (stand-in, see README).
  // 23.6: a defeated German tank does not retreat; it is removed from play.
  const retreat = !g.tank && !g.unit.cls.startsWith('wn') && face?.division === 352 && hadLoc && s.rules.scenario !== 'easy-fox';
  // 16.1: eliminated non-artillery WN units may come back by re-occupation.
  const dead = g.unit.cls === 'wn-plain' && g.unit.face ? [...s.deadWn, g.unit.face] : s.deadWn;
  const meyer = retreat && g.unit.cls === 'meyer' ? 1 : 0;
  return { ...s, german, deadWn: dead, boxes: retreat ? { ...s.boxes, division: s.boxes.division + 1, meyerInDivision: s.boxes.meyerInDivision + meyer } : s.boxes };
}

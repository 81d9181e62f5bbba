/**
 * Import and export of the official Memoir '44 scenario editor's JSON (.m44 files,
 * `"software": "sed 1.2"`). The editor's names are mapped onto our ids by the tables below;
 * any name not in them is refused, naming the name and the hex.
 */
import { z } from 'zod';
import type { RuleError } from '@esagono/kernel';
import { BADGES, type BadgeId } from '../data/badges.js';
import type { ObstacleId } from '../data/obstacles.js';
import type { TerrainId } from '../data/terrain.js';
import { UNITS, type UnitType } from '../data/units.js';
import { areAdjacent, coordKey, type HexCoord } from './board.js';
import {
  parseScenario,
  type BoardFace,
  type Front,
  type Nation,
  type Objective,
  type ObstaclePlacement,
  type Scenario,
  type ScenarioInput,
  type Side,
  type SpecialRule,
  type TerrainTile,
  type UnitPlacement,
} from './schema.js';

export type M44Error = RuleError & { readonly path: string };
export type M44Import =
  | { readonly ok: true; readonly scenario: Scenario; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly error: M44Error };

// ---------------------------------------------------------------------------------------------
// Vocabulary tables: the editor's name -> our id.

/** Hex terrain tiles (`terrain.name`). Roads are Terrain Pack tiles with no base-game rule. */
export const M44_TERRAIN: Readonly<Record<string, { readonly terrain: TerrainId; readonly road?: true }>> = {
  buildings: { terrain: 'town' },
  church: { terrain: 'church' },
  woods: { terrain: 'woods' },
  hedgerow: { terrain: 'hedgerow' },
  hills: { terrain: 'hill' },
  river: { terrain: 'river' },
  // A river bend; a closed ring of bends is a pond (see `pondHexes`).
  curve: { terrain: 'river' },
  road: { terrain: 'countryside', road: true },
  roadcurve: { terrain: 'countryside', road: true },
  roadFL: { terrain: 'countryside', road: true },
};

/**
 * `terrain.behavior` refining a hill: the scenario's cliff and bluff. A bluff climbed from the
 * beach costs infantry 2 hexes and bars armour, which is the rulebook's dune (M44 p.17 [L733-748]).
 */
export const M44_HILL_BEHAVIOR: Readonly<Record<string, TerrainId>> = { HILL: 'hill', CLIFF: 'cliff', BLUFF: 'dune' };
/** `terrain.behavior` making the hex impassable by scenario rule. */
const M44_IMPASSABLE_BEHAVIOR = 'IMPASSABLE_HILL';

/** Square tiles (`rect_terrain.name`) and obstacles (`obstacle.name`); `sand` + SEAWALL is an embankment (M44 p.19 [L859]). */
export const M44_RECT_TERRAIN: Readonly<Record<string, ObstacleId>> = { bunker: 'bunker', bridge: 'bridge' };
export const M44_OBSTACLE: Readonly<Record<string, ObstacleId>> = { wire: 'wire', sand: 'sandbag', hedgehog: 'hedgehog' };
const M44_SEAWALL_BEHAVIOR = 'SEAWALL';

const M44_UNIT_KIND: Readonly<Record<string, UnitType>> = { inf: 'infantry', tank: 'armor', gun: 'artillery' };
const M44_NATION: Readonly<Record<string, { readonly nation: Nation; readonly side: Side }>> = {
  ger: { nation: 'de', side: 'axis' },
  us: { nation: 'us', side: 'allies' },
  brit: { nation: 'gb', side: 'allies' },
};

/** Unit names (`unit.name`): kind, `2` for a special-forces symbol (M44 p.12 [L508]), nation. */
export const M44_UNITS: Readonly<
  Record<string, { readonly type: UnitType; readonly elite: boolean; readonly nation: Nation; readonly side: Side }>
> = Object.fromEntries(
  Object.entries(M44_UNIT_KIND).flatMap(([kind, type]) =>
    Object.entries(M44_NATION).flatMap(([suffix, n]) =>
      // Special-forces artillery does not exist (M44 p.12 [L516]).
      (type === 'artillery' ? [''] : ['', '2']).map((two) => [
        `${kind}${two}${suffix}`,
        { type, elite: two === '2', nation: n.nation, side: n.side },
      ]),
    ),
  ),
);

/** Badge names (`unit.badge`) -> the insignia they show: British, US, German (M44 p.12 [L522-530]). */
export const M44_BADGES: Readonly<Record<string, Nation>> = { badge1: 'gb', badge2: 'us', badge4: 'de' };

/** Unit behaviours the editor records, as our unit fields. */
const M44_UNIT_BEHAVIOR = ['FRENCH_RESISTANCE', 'GERMAN_2VICTANK', 'CAN_IGNORE_ONE_FLAG'] as const;
const M44_EQUIPMENT: Readonly<Record<string, string>> = { wittmann: 'Wittmann' };

/** Medal tags: which side the medal counts for (medals 1, 4 and 6 are Allied). */
export const M44_MEDALS: Readonly<Record<string, Side>> = { medal1: 'allies', medal4: 'allies', medal6: 'allies', medal2: 'axis' };
/** Marker tags with no rule of their own (the unit carries it). */
const M44_MARKER_BEHAVIOR = ['IS_WITTMANN'] as const;

const M44_FACE: Readonly<Record<string, BoardFace>> = { COUNTRY: 'countryside', BEACH: 'beach', WINTER: 'winter', DESERT: 'desert' };
const M44_BOARD_TYPE: Readonly<Record<string, 'standard' | 'overlord'>> = { STANDARD: 'standard', OVERLORD: 'overlord' };
const M44_FRONT: Readonly<Record<string, Front>> = {
  WESTERN: 'western',
  EASTERN: 'eastern',
  PACIFIC: 'pacific',
  MEDITERRANEAN: 'mediterranean',
};

// ---------------------------------------------------------------------------------------------
// The editor's JSON, loosely: unknown keys are allowed and ignored.

const Named = z.looseObject({
  name: z.string(),
  orientation: z.number().int().optional(),
  behavior: z.string().optional(),
  original_owner: z.enum(['ALLIES', 'AXIS']).optional(),
});
const M44Unit = z.looseObject({
  name: z.string(),
  badge: z.string().optional(),
  nbr_units: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
  behavior: z.string().optional(),
  equipment: z.string().optional(),
});
const M44Tag = z.looseObject({
  name: z.string(),
  behavior: z.string().optional(),
  group: z.array(z.unknown()).optional(),
  medal: z
    .looseObject({
      permanent: z.boolean().optional(),
      counts_for: z.number().int().optional(),
      nbr_hex: z.number().int().optional(),
    })
    .optional(),
});
const M44Hex = z.looseObject({
  row: z.number().int(),
  col: z.number().int(),
  terrain: Named.optional(),
  rect_terrain: Named.optional(),
  obstacle: Named.optional(),
  unit: M44Unit.optional(),
  tags: z.array(M44Tag).optional(),
});
const Player = z.enum(['ALLIES', 'AXIS']);
const M44File = z.looseObject({
  meta_data: z.looseObject({ scenario_id: z.union([z.string(), z.number()]).optional() }).optional(),
  game_info: z.looseObject({
    front: z.string().optional(),
    date_begin: z.string().optional(),
    starting: z.enum(['PLAYER1', 'PLAYER2']),
    side_player1: Player,
    side_player2: Player,
    cards_player1: z.number().int(),
    cards_player2: z.number().int(),
    victory_player1: z.number().int(),
    victory_player2: z.number().int(),
    victory_conditions: z.array(z.record(z.string(), z.unknown())).optional(),
    options: z.record(z.string(), z.unknown()).optional(),
  }),
  board: z.looseObject({
    type: z.string(),
    face: z.string(),
    hexagons: z.array(M44Hex),
  }),
  text: z.record(z.string(), z.looseObject({ name: z.string().optional() })).optional(),
});
type M44Hex = z.infer<typeof M44Hex>;

const M44Airdrop = z.looseObject({
  side: Player,
  range: z.number().int(),
  nbr_units: z.number().int(),
  center: z.string().regex(/^[A-Za-z]\d+$/),
  unit: z.looseObject({ name: z.string() }),
});

// ---------------------------------------------------------------------------------------------

class ImportError extends Error {
  constructor(readonly error: M44Error) {
    super(error.message);
  }
}

function fail(code: string, message: string, path: string): never {
  throw new ImportError({ code, message, path });
}

const at = (h: HexCoord) => `hex (row ${h.row}, col ${h.col})`;
const lowerSide = (p: 'ALLIES' | 'AXIS'): Side => (p === 'ALLIES' ? 'allies' : 'axis');

/** `G5` -> (row 4, col 12): a letter per full hex from the left, a number per row from the top. */
export function parseM44Cell(cell: string): HexCoord | null {
  const m = /^([A-Za-z])(\d+)$/.exec(cell);
  if (!m) return null;
  const row = Number(m[2]) - 1;
  const index = (m[1] as string).toUpperCase().charCodeAt(0) - 65;
  return { row, col: 2 * index + (row % 2 === 0 ? 0 : 1) };
}

export function formatM44Cell(h: HexCoord): string {
  return `${String.fromCharCode(65 + Math.floor(h.col / 2))}${h.row + 1}`;
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * River bends forming a closed ring away from any other river are a pond: the rulebook's lake,
 * impassable and blocking LOS when 2+ hexes touch (M44 p.18 [L756-761]; Pegasus Bridge's pond).
 */
function pondHexes(bends: readonly HexCoord[], rivers: readonly HexCoord[]): Set<string> {
  const out = new Set<string>();
  const seen = new Set<string>();
  for (const start of bends) {
    if (seen.has(coordKey(start))) continue;
    const group: HexCoord[] = [];
    const stack = [start];
    seen.add(coordKey(start));
    while (stack.length > 0) {
      const h = stack.pop() as HexCoord;
      group.push(h);
      for (const n of bends) {
        if (!seen.has(coordKey(n)) && areAdjacent(h, n)) {
          seen.add(coordKey(n));
          stack.push(n);
        }
      }
    }
    const touchesRiver = group.some((h) => rivers.some((r) => areAdjacent(h, r)));
    if (group.length >= 3 && !touchesRiver) for (const h of group) out.add(coordKey(h));
  }
  return out;
}

interface HexParts {
  terrain?: TerrainTile;
  obstacles: ObstaclePlacement[];
  unit?: UnitPlacement;
  objectives: Objective[];
}

function importHex(h: M44Hex, i: number, warnings: string[]): HexParts {
  const base = `board.hexagons.${i}`;
  const coord = { row: h.row, col: h.col };
  const parts: HexParts = { obstacles: [], objectives: [] };

  if (h.terrain) {
    const t = h.terrain;
    const row = M44_TERRAIN[t.name];
    if (!row) fail('unknown-terrain', `unknown terrain "${t.name}" on ${at(coord)}`, `${base}.terrain.name`);
    let terrain = row.terrain;
    let impassable = false;
    if (t.behavior !== undefined) {
      const hill = t.name === 'hills' ? M44_HILL_BEHAVIOR[t.behavior] : undefined;
      if (hill) terrain = hill;
      else if (t.behavior === M44_IMPASSABLE_BEHAVIOR) impassable = true;
      else fail('unknown-behavior', `unknown terrain behavior "${t.behavior}" on ${at(coord)}`, `${base}.terrain.behavior`);
    }
    parts.terrain = {
      ...coord,
      terrain,
      ...(t.orientation !== undefined ? { orientation: t.orientation } : {}),
      ...(row.road ? { road: true as const } : {}),
      ...(impassable ? { impassable: true as const } : {}),
    };
  }

  if (h.rect_terrain) {
    const r = h.rect_terrain;
    const obstacle = M44_RECT_TERRAIN[r.name];
    if (!obstacle) fail('unknown-obstacle', `unknown tile "${r.name}" on ${at(coord)}`, `${base}.rect_terrain.name`);
    parts.obstacles.push({
      ...coord,
      obstacle,
      ...(r.orientation !== undefined ? { orientation: r.orientation } : {}),
      ...(r.original_owner ? { owner: lowerSide(r.original_owner) } : {}),
    });
  }

  if (h.obstacle) {
    const o = h.obstacle;
    let obstacle = M44_OBSTACLE[o.name];
    if (!obstacle) fail('unknown-obstacle', `unknown obstacle "${o.name}" on ${at(coord)}`, `${base}.obstacle.name`);
    if (o.behavior !== undefined) {
      if (o.name === 'sand' && o.behavior === M44_SEAWALL_BEHAVIOR) obstacle = 'embankment';
      else fail('unknown-behavior', `unknown obstacle behavior "${o.behavior}" on ${at(coord)}`, `${base}.obstacle.behavior`);
    }
    parts.obstacles.push({
      ...coord,
      obstacle,
      ...(o.orientation !== undefined ? { orientation: o.orientation } : {}),
      ...(o.original_owner ? { owner: lowerSide(o.original_owner) } : {}),
    });
  }

  if (h.unit) parts.unit = importUnit(h.unit, coord, `${base}.unit`);

  (h.tags ?? []).forEach((tag, j) => {
    const path = `${base}.tags.${j}`;
    const side = M44_MEDALS[tag.name];
    if (side) {
      if ((tag.group ?? []).length > 0) {
        fail('unsupported-medal-group', `medal "${tag.name}" on ${at(coord)} names a group of hexes`, `${path}.group`);
      }
      const permanent = tag.medal?.permanent ?? false;
      parts.objectives.push({
        kind: permanent ? 'permanent-medal' : 'temporary-medal',
        side,
        hexes: [coord],
        required: tag.medal?.nbr_hex ?? 1,
        medals: tag.medal?.counts_for ?? 1,
      });
      return;
    }
    if (tag.behavior !== undefined && (M44_MARKER_BEHAVIOR as readonly string[]).includes(tag.behavior)) {
      warnings.push(`marker "${tag.name}" (${tag.behavior}) on ${at(coord)} carries no rule of its own: ignored`);
      return;
    }
    fail('unknown-tag', `unknown tag "${tag.name}" on ${at(coord)}`, `${path}.name`);
  });
  return parts;
}

function importUnit(u: z.infer<typeof M44Unit>, coord: HexCoord, path: string): UnitPlacement {
  const row = M44_UNITS[u.name];
  if (!row) fail('unknown-unit', `unknown unit "${u.name}" on ${at(coord)}`, `${path}.name`);
  let insignia: Nation | undefined;
  if (u.badge !== undefined) {
    insignia = M44_BADGES[u.badge];
    if (!insignia) fail('unknown-badge', `unknown badge "${u.badge}" on ${at(coord)}`, `${path}.badge`);
  }
  let badge: BadgeId | undefined;
  // A badge or the special-forces symbol makes it elite (M44 p.12-13 [L506-569]).
  if (row.elite || insignia) {
    if (row.type === 'infantry') badge = 'elite-infantry';
    else if (row.type === 'armor') badge = 'elite-armor';
    else fail('unknown-badge', `artillery cannot be special forces (${u.name} on ${at(coord)})`, `${path}.badge`);
  }
  let medals: number | undefined;
  let ignoresOneFlag = false;
  if (u.behavior !== undefined) {
    switch (u.behavior as (typeof M44_UNIT_BEHAVIOR)[number]) {
      case 'FRENCH_RESISTANCE':
        if (row.type !== 'infantry') fail('unknown-behavior', `French Resistance must be infantry on ${at(coord)}`, `${path}.behavior`);
        badge = 'resistance';
        break;
      case 'GERMAN_2VICTANK':
        medals = 2;
        break;
      case 'CAN_IGNORE_ONE_FLAG':
        ignoresOneFlag = true;
        break;
      default:
        fail('unknown-behavior', `unknown unit behavior "${u.behavior}" on ${at(coord)}`, `${path}.behavior`);
    }
  }
  let name: string | undefined;
  if (u.equipment !== undefined) {
    name = M44_EQUIPMENT[u.equipment];
    if (!name) fail('unknown-equipment', `unknown unit equipment "${u.equipment}" on ${at(coord)}`, `${path}.equipment`);
  }
  const figures = u.nbr_units !== undefined ? Number(u.nbr_units) : defaultFigures(row.type, badge);
  return {
    ...coord,
    side: row.side,
    type: row.type,
    figures,
    ...(badge ? { badge } : {}),
    nation: row.nation,
    ...(insignia ? { insignia } : {}),
    ...(medals !== undefined ? { medals } : {}),
    ...(ignoresOneFlag ? { ignoresOneFlag: true as const } : {}),
    ...(name ? { name } : {}),
  };
}

/** Figures when the map gives no number: the badge's, else the type's (M44 p.4 [L122], p.13). */
export function defaultFigures(type: UnitType, badge: BadgeId | undefined): number {
  return badge ? BADGES[badge].figures : UNITS[type].figures;
}

function importOptions(options: Record<string, unknown>, warnings: string[]): SpecialRule[] {
  const rules: SpecialRule[] = [];
  for (const [key, value] of Object.entries(options)) {
    if (key === 'airdrop') {
      const path = 'game_info.options.airdrop';
      const a = M44Airdrop.safeParse(value);
      if (!a.success) fail('invalid-m44', `airdrop option is malformed: ${a.error.issues[0]?.message ?? ''}`, path);
      const unit = M44_UNITS[a.data.unit.name];
      if (!unit) fail('unknown-unit', `unknown airdrop unit "${a.data.unit.name}"`, `${path}.unit.name`);
      const center = parseM44Cell(a.data.center);
      if (!center) fail('invalid-m44', `airdrop centre "${a.data.center}" is not a cell`, `${path}.center`);
      rules.push({
        id: 'airdrop',
        side: lowerSide(a.data.side),
        type: unit.type,
        units: a.data.nbr_units,
        figures: defaultFigures(unit.type, unit.elite && unit.type === 'infantry' ? 'elite-infantry' : undefined),
        center,
        range: a.data.range,
      });
    } else {
      warnings.push(`option "${key}" is not modelled: kept by name`);
      rules.push({ id: 'other', name: key });
    }
  }
  return rules;
}

/**
 * Reads a .m44 scenario (already JSON-parsed). Refuses any name it does not know, naming it
 * and its hex; never throws. `warnings` say what was read with a judgement call.
 */
export function importM44(json: unknown): M44Import {
  try {
    return importUnsafe(json);
  } catch (e) {
    if (e instanceof ImportError) return { ok: false, error: e.error };
    return { ok: false, error: { code: 'internal-error', message: `importM44 failed: ${String(e)}`, path: '' } };
  }
}

function importUnsafe(json: unknown): M44Import {
  const parsed = M44File.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue ? issue.path.map(String).join('.') : '';
    fail('invalid-m44', `not a .m44 scenario${path ? ` at \`${path}\`` : ''}: ${issue?.message ?? 'invalid'}`, path);
  }
  const f = parsed.data;
  const gi = f.game_info;
  const warnings: string[] = [];
  if (gi.side_player1 === gi.side_player2) fail('invalid-m44', 'both players are on the same side', 'game_info.side_player2');

  const face = M44_FACE[f.board.face];
  if (!face) fail('unknown-board', `unknown board face "${f.board.face}"`, 'board.face');
  const type = M44_BOARD_TYPE[f.board.type];
  if (!type) fail('unknown-board', `unknown board type "${f.board.type}"`, 'board.type');

  (gi.victory_conditions ?? []).forEach((c, i) => {
    for (const key of Object.keys(c)) {
      if (key !== 'standard') fail('unsupported-victory', `victory condition "${key}" is not supported`, `game_info.victory_conditions.${i}`);
    }
  });

  const terrain: TerrainTile[] = [];
  const obstacles: ObstaclePlacement[] = [];
  const units: UnitPlacement[] = [];
  const objectives: Objective[] = [];
  f.board.hexagons.forEach((h, i) => {
    const parts = importHex(h, i, warnings);
    if (parts.terrain) terrain.push(parts.terrain);
    obstacles.push(...parts.obstacles);
    if (parts.unit) units.push(parts.unit);
    objectives.push(...parts.objectives);
  });

  const bendsAt = f.board.hexagons.filter((h) => h.terrain?.name === 'curve').map((h) => ({ row: h.row, col: h.col }));
  const riversAt = f.board.hexagons.filter((h) => h.terrain?.name === 'river').map((h) => ({ row: h.row, col: h.col }));
  const pond = pondHexes(bendsAt, riversAt);
  if (pond.size > 0) warnings.push(`river bends at ${[...pond].join(' ')} form a closed pond: read as lake (M44 p.18)`);
  const terrainOut = terrain.map((t) => (pond.has(coordKey(t)) ? { ...t, terrain: 'lake' as const } : t));

  const sideOf = (p: 'PLAYER1' | 'PLAYER2'): Side => lowerSide(p === 'PLAYER1' ? gi.side_player1 : gi.side_player2);
  const perSide = (p1: number, p2: number) =>
    lowerSide(gi.side_player1) === 'allies' ? { allies: p1, axis: p2 } : { allies: p2, axis: p1 };

  const front = gi.front === undefined ? undefined : M44_FRONT[gi.front];
  if (gi.front !== undefined && !front) warnings.push(`front "${gi.front}" is unknown: left out`);
  const name = f.text?.['en']?.name ?? Object.values(f.text ?? {})[0]?.name ?? 'Untitled scenario';
  const m44Id = f.meta_data?.scenario_id === undefined ? undefined : String(f.meta_data.scenario_id);
  if ('packs' in f) warnings.push(`scenario needs expansion packs: ${JSON.stringify(f['packs'])}`);

  const scenario: ScenarioInput = {
    id: slug(name) || 'scenario',
    name,
    provenance: {
      source: `Memoir '44 scenario editor file (.m44)${m44Id ? `, scenario ${m44Id}` : ''}`,
      ...(m44Id ? { m44Id } : {}),
    },
    briefing: '',
    ...(front ? { front } : {}),
    ...(gi.date_begin !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(gi.date_begin) ? { date: gi.date_begin } : {}),
    board: { face, type },
    terrain: terrainOut,
    obstacles,
    units,
    objectives,
    hands: perSide(gi.cards_player1, gi.cards_player2),
    firstPlayer: sideOf(gi.starting),
    victory: perSide(gi.victory_player1, gi.victory_player2),
    specialRules: importOptions(gi.options ?? {}, warnings),
  };
  const checked = parseScenario(scenario);
  if (!checked.ok) return { ok: false, error: { ...checked.error, path: checked.error.path ?? '' } };
  return { ok: true, scenario: checked.scenario, warnings };
}

// ---------------------------------------------------------------------------------------------
// Export: our format -> .m44-shaped JSON (what the importer reads back to the same scenario).

const UPPER_SIDE = { allies: 'ALLIES', axis: 'AXIS' } as const;
/** Our id -> the editor's name; where several names map to one id, the first listed is written. */
function invert<V extends string>(table: Readonly<Record<string, V>>): Partial<Record<V, string>> {
  const out: Partial<Record<V, string>> = {};
  for (const [k, v] of Object.entries(table)) out[v] ??= k;
  return out;
}

function m44TerrainName(t: TerrainTile): { name: string; behavior?: string } | null {
  if (t.road) return { name: 'road' };
  // Plain ground needs no tile.
  if (t.terrain === 'countryside') return null;
  switch (t.terrain) {
    case 'cliff':
      return { name: 'hills', behavior: 'CLIFF' };
    case 'dune':
      return { name: 'hills', behavior: 'BLUFF' };
    case 'lake':
      return { name: 'curve' };
    default: {
      const name = invert(Object.fromEntries(Object.entries(M44_TERRAIN).map(([k, v]) => [k, v.terrain])))[t.terrain];
      if (name === undefined) throw new Error(`terrain ${t.terrain} has no .m44 name`);
      return { name };
    }
  }
}

function m44UnitName(u: UnitPlacement): Record<string, unknown> {
  const kind = invert(M44_UNIT_KIND)[u.type] as string;
  const nation = u.nation ?? (u.side === 'axis' ? 'de' : 'us');
  const suffix = Object.entries(M44_NATION).find(([, n]) => n.nation === nation)?.[0] ?? 'us';
  const out: Record<string, unknown> = { name: `${kind}${u.badge ? '2' : ''}${suffix}` };
  if (u.insignia) out['badge'] = invert(M44_BADGES)[u.insignia];
  if (u.figures !== defaultFigures(u.type, u.badge)) out['nbr_units'] = u.figures;
  if (u.badge === 'resistance') out['behavior'] = 'FRENCH_RESISTANCE';
  else if (u.medals === 2) out['behavior'] = 'GERMAN_2VICTANK';
  else if (u.ignoresOneFlag) out['behavior'] = 'CAN_IGNORE_ONE_FLAG';
  if (u.name !== undefined) {
    const eq = invert(M44_EQUIPMENT)[u.name];
    if (eq) out['equipment'] = eq;
  }
  return out;
}

/**
 * Writes a scenario as .m44-shaped JSON. Only what the format can say is written: briefing,
 * provenance notes and special rules other than the airdrop are left out. Throws on what has no
 * .m44 form here (majority, sudden-death and exit objectives; beach, ocean, steep-hill and
 * mountain tiles; an impassable cliff or dune). A lake is written as river bends, which read back as a lake only as a closed
 * pond of 3+ hexes away from rivers.
 */
export function exportM44(s: Scenario): Record<string, unknown> {
  const hexes = new Map<string, Record<string, unknown>>();
  const hex = (h: HexCoord): Record<string, unknown> => {
    const k = coordKey(h);
    let out = hexes.get(k);
    if (!out) {
      out = { row: h.row, col: h.col };
      hexes.set(k, out);
    }
    return out;
  };
  for (const t of s.terrain) {
    const tile = m44TerrainName(t);
    if (tile === null) continue;
    const { name, behavior } = tile;
    // The editor has one behaviour per tile: a cliff or dune cannot also be impassable.
    if (behavior && t.impassable) throw new Error(`impassable ${t.terrain} on (${t.row}, ${t.col}) has no .m44 form`);
    hex(t).terrain = {
      name,
      ...(t.orientation !== undefined ? { orientation: t.orientation } : {}),
      ...(behavior ? { behavior } : t.impassable ? { behavior: M44_IMPASSABLE_BEHAVIOR } : {}),
    };
  }
  for (const o of s.obstacles) {
    const owner = o.owner ? { original_owner: UPPER_SIDE[o.owner] } : {};
    const orientation = o.orientation !== undefined ? { orientation: o.orientation } : {};
    if (o.obstacle === 'bunker' || o.obstacle === 'bridge') hex(o).rect_terrain = { name: o.obstacle, ...orientation, ...owner };
    else if (o.obstacle === 'embankment') hex(o).obstacle = { name: 'sand', ...orientation, behavior: M44_SEAWALL_BEHAVIOR, ...owner };
    else hex(o).obstacle = { name: invert(M44_OBSTACLE)[o.obstacle], ...orientation, ...owner };
  }
  for (const u of s.units) hex(u).unit = m44UnitName(u);
  for (const o of s.objectives) {
    if (o.kind !== 'temporary-medal' && o.kind !== 'permanent-medal') throw new Error(`objective ${o.kind} has no .m44 form here`);
    const first = o.hexes[0] as HexCoord;
    const tags = (hex(first).tags ??= []) as unknown[];
    tags.push({
      name: o.side === 'allies' ? 'medal1' : 'medal2',
      group: o.hexes.slice(1).map(formatM44Cell),
      medal: { permanent: o.kind === 'permanent-medal', counts_for: o.medals, nbr_hex: o.required },
    });
  }
  const options: Record<string, unknown> = {};
  for (const r of s.specialRules) {
    if (r.id === 'airdrop') {
      const kind = invert(M44_UNIT_KIND)[r.type] as string;
      options['airdrop'] = {
        side: UPPER_SIDE[r.side],
        range: r.range,
        nbr_units: r.units,
        center: formatM44Cell(r.center),
        unit: { name: `${kind}${r.side === 'axis' ? 'ger' : 'us'}` },
      };
    }
  }
  const sorted = [...hexes.values()].sort((a, b) => (a['row'] as number) - (b['row'] as number) || (a['col'] as number) - (b['col'] as number));
  return {
    meta_data: { software: 'sed 1.2', ...(s.provenance.m44Id ? { scenario_id: s.provenance.m44Id } : {}) },
    game_info: {
      ...(s.front ? { front: s.front.toUpperCase() } : {}),
      ...(s.date ? { date_begin: s.date } : {}),
      starting: s.firstPlayer === 'axis' ? 'PLAYER1' : 'PLAYER2',
      side_player1: 'AXIS',
      side_player2: 'ALLIES',
      cards_player1: s.hands.axis,
      cards_player2: s.hands.allies,
      victory_player1: s.victory.axis,
      victory_player2: s.victory.allies,
      victory_conditions: [{ standard: [] }],
      ...(Object.keys(options).length > 0 ? { options } : {}),
    },
    board: {
      type: s.board.type.toUpperCase(),
      face: invert(M44_FACE)[s.board.face],
      hexagons: sorted,
    },
    text: { en: { name: s.name } },
  };
}

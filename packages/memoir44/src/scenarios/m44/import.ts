/**
 * Import of the official Memoir '44 scenario editor's JSON (.m44 files, `"software": "sed 1.2"`)
 * into our scenario format. The editor's names are read through the tables of `vocabulary.ts`.
 */
import type { BadgeId } from '../../data/badges.js';
import type { TerrainId } from '../../data/terrain.js';
import { areAdjacent, coordKey, type HexCoord } from '../board.js';
import {
  parseScenario,
  type Nation,
  type Objective,
  type ObstaclePlacement,
  type Scenario,
  type ScenarioInput,
  type Side,
  type SpecialRule,
  type TerrainTile,
  type UnitPlacement,
} from '../schema.js';
import { parseM44Cell } from './cells.js';
import { defaultFigures } from './figures.js';
import { isOn, listedNames, M44Airdrop, M44File, type M44Hex, type M44TagJson, type M44UnitJson } from './file.js';
import { at, fail, ImportError, Report, type M44Error, type M44ImportOptions, type M44Warning } from './report.js';
import {
  FEATURES,
  isTiger,
  M44_BADGES,
  M44_BOARD_TYPE,
  M44_EQUIPMENT,
  M44_EXIT_BEHAVIOR,
  M44_EXPANSION_BADGES,
  M44_EXPANSION_BOARDS,
  M44_EXPANSION_OPTIONS,
  M44_EXPANSION_TAGS,
  M44_FACE,
  M44_FRONT,
  M44_HILL_BEHAVIOR,
  M44_IMPASSABLE_BEHAVIOR,
  M44_MARKER_BEHAVIORS,
  M44_MEDALS,
  M44_OBSTACLES,
  M44_PACKS,
  M44_RESISTANCE_BADGE,
  M44_SAME_BEHAVIOR,
  M44_SEAWALL_BEHAVIOR,
  M44_SUMMARY_CARDS,
  M44_TERRAIN,
  M44_UNIT_BEHAVIORS,
  M44_UNITS,
  MOUNTAIN_NOTE,
  type UnitRow,
} from './vocabulary.js';

export type M44Import =
  | { readonly ok: true; readonly scenario: Scenario; readonly warnings: readonly M44Warning[] }
  | { readonly ok: false; readonly error: M44Error };

const lowerSide = (p: 'ALLIES' | 'AXIS'): Side => (p === 'ALLIES' ? 'allies' : 'axis');

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a unit is read as, for warnings: "elite armour of 1 figure", "Allied infantry of 4 figures". */
function unitWords(type: string, badge: BadgeId | undefined, figures: number, side?: Side): string {
  const kind = type === 'armor' ? 'armour' : type;
  const whose = side === undefined ? '' : side === 'allies' ? 'Allied ' : 'Axis ';
  return `${badge === 'elite-infantry' || badge === 'elite-armor' ? 'elite ' : ''}${whose}${kind} of ${figures} figure${figures === 1 ? '' : 's'}`;
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

/** What the whole file says that hexes need: who sits where. */
interface Context {
  readonly report: Report;
  /** The side of the player at the top of the map (the editor's player 1) and at the bottom. */
  readonly top: Side;
  readonly bottom: Side;
}

interface HexParts {
  terrain?: TerrainTile;
  obstacles: ObstaclePlacement[];
  unit?: UnitPlacement;
  objectives: Objective[];
}

function importTerrain(t: NonNullable<M44Hex['terrain']>, coord: HexCoord, path: string, report: Report): TerrainTile | undefined {
  const row = M44_TERRAIN[t.name];
  if (!row) fail('unknown-terrain', `unknown terrain "${t.name}" on ${at(coord)}`, `${path}.name`);
  let terrain: TerrainId = row.terrain;
  let impassable = false;
  if (t.behavior !== undefined) {
    const hill = row.terrain === 'hill' ? M44_HILL_BEHAVIOR[t.behavior] : undefined;
    if (hill) terrain = hill;
    else if (t.behavior === M44_IMPASSABLE_BEHAVIOR) impassable = true;
    else if (M44_SAME_BEHAVIOR[t.behavior] !== row.terrain) {
      fail('unknown-behavior', `unknown terrain behavior "${t.behavior}" on ${at(coord)}`, `${path}.behavior`);
    }
  }
  if (row.art) report.note('reskin', `"${t.name}" (${row.art})`, `read as ${terrain}: the same rules, only the art differs`, `${path}.name`, coord);
  if (row.unsupported) {
    const reading = row.road ? `kept as a road on ${terrain}, with no effect` : `read as ${terrain === 'countryside' ? 'open ground' : terrain}`;
    report.unsupported(row.unsupported, `"${t.name}"`, reading, `${path}.name`, coord);
  } else if (terrain === 'mountain') {
    report.note('partial-rule', `"${t.name}"`, MOUNTAIN_NOTE, `${path}.name`, coord);
  }
  // Plain ground needs no tile.
  if (terrain === 'countryside' && !row.road && !impassable) return undefined;
  return {
    ...coord,
    terrain,
    ...(t.orientation !== undefined ? { orientation: t.orientation } : {}),
    ...(row.road ? { road: true as const } : {}),
    ...(impassable ? { impassable: true as const } : {}),
  };
}

function importObstacle(
  o: NonNullable<M44Hex['obstacle']>,
  coord: HexCoord,
  path: string,
  report: Report,
): ObstaclePlacement | undefined {
  const row = M44_OBSTACLES[o.name];
  if (!row) fail('unknown-obstacle', `unknown obstacle "${o.name}" on ${at(coord)}`, `${path}.name`);
  let obstacle = row.obstacle;
  if (o.behavior !== undefined) {
    if (o.name === 'sand' && o.behavior === M44_SEAWALL_BEHAVIOR) obstacle = 'embankment';
    else fail('unknown-behavior', `unknown obstacle behavior "${o.behavior}" on ${at(coord)}`, `${path}.behavior`);
  }
  if (row.art) report.note('reskin', `"${o.name}" (${row.art})`, `read as ${obstacle}: the same rules, only the art differs`, `${path}.name`, coord);
  if (row.unsupported) {
    report.unsupported(row.unsupported, `"${o.name}"`, 'left off', `${path}.name`, coord);
    return undefined;
  }
  if (obstacle === null) fail('unknown-obstacle', `obstacle "${o.name}" has no reading on ${at(coord)}`, `${path}.name`);
  return {
    ...coord,
    obstacle,
    ...(o.orientation !== undefined ? { orientation: o.orientation } : {}),
    ...(o.original_owner ? { owner: lowerSide(o.original_owner) } : {}),
  };
}

/** A Tiger named `tiger...` rather than written as German armour. */
const TIGER_ROW: UnitRow = { type: 'armor', elite: true, nation: 'de', side: 'axis' };

function importUnit(u: M44UnitJson, coord: HexCoord, path: string, report: Report): UnitPlacement {
  const known = M44_UNITS[u.name];
  const tiger = isTiger(u.name, known, u.nbr_units);
  const row = known ?? (tiger ? TIGER_ROW : undefined);
  if (!row) fail('unknown-unit', `unknown unit "${u.name}" on ${at(coord)}`, `${path}.name`);
  let insignia: Nation | undefined;
  let resistance = false;
  if (u.badge !== undefined) {
    const expansionBadge = M44_EXPANSION_BADGES[u.badge];
    if (u.badge === M44_RESISTANCE_BADGE) resistance = true;
    else if (expansionBadge) {
      report.unsupported(expansionBadge, `badge "${u.badge}" on "${u.name}"`, 'the unit is read without it', `${path}.badge`, coord);
    } else {
      insignia = M44_BADGES[u.badge];
      if (!insignia) fail('unknown-badge', `unknown badge "${u.badge}" on ${at(coord)}`, `${path}.badge`);
    }
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
    switch (u.behavior as (typeof M44_UNIT_BEHAVIORS)[number]) {
      case 'FRENCH_RESISTANCE':
        resistance = true;
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
  if (resistance) {
    // French Resistance infantry: 3 figures, moves onto terrain and still battles (M44 p.13 [L552-563]).
    if (row.type !== 'infantry') {
      fail('unknown-behavior', `French Resistance must be infantry on ${at(coord)}`, u.behavior !== undefined ? `${path}.behavior` : `${path}.badge`);
    }
    badge = 'resistance';
    insignia = undefined;
  }
  let name: string | undefined;
  if (u.equipment !== undefined) {
    name = M44_EQUIPMENT[u.equipment];
    if (!name) fail('unknown-equipment', `unknown unit equipment "${u.equipment}" on ${at(coord)}`, `${path}.equipment`);
  }
  // A Tiger is a single figure (Troops 16).
  const figures = u.nbr_units ?? (tiger && !known ? 1 : defaultFigures(row.type, badge));
  if (row.unsupported) {
    report.unsupported(row.unsupported, `"${u.name}"`, `read as ${unitWords(row.type, badge, figures, row.side)}`, `${path}.name`, coord);
  }
  if (tiger) {
    const what = known ? `"${u.name}" of ${figures} figure${figures === 1 ? '' : 's'}` : `"${u.name}"`;
    report.unsupported('tigers', what, `read as ${unitWords(row.type, badge, figures)}`, `${path}.name`, coord);
  }
  return {
    ...coord,
    side: row.side,
    type: row.type,
    figures,
    ...(badge ? { badge } : {}),
    ...(row.nation ? { nation: row.nation } : {}),
    ...(insignia ? { insignia } : {}),
    ...(medals !== undefined ? { medals } : {}),
    ...(ignoresOneFlag ? { ignoresOneFlag: true as const } : {}),
    ...(name ? { name } : {}),
  };
}

/** The tagged hex and the `group` cells it names, each once. */
function groupHexes(tag: M44TagJson, coord: HexCoord, path: string): HexCoord[] {
  const hexes = [coord];
  (tag.group ?? []).forEach((cell, k) => {
    const h = parseM44Cell(cell);
    if (!h) fail('invalid-m44', `"${cell}" in the group of "${tag.name}" on ${at(coord)} is not a cell`, `${path}.group.${k}`);
    if (!hexes.some((x) => coordKey(x) === coordKey(h))) hexes.push(h);
  });
  return hexes;
}

function importTag(tag: M44TagJson, coord: HexCoord, path: string, ctx: Context): Objective | undefined {
  const side = M44_MEDALS[tag.name];
  if (side) {
    // A medal on one hex or on a group of hexes, `nbr_hex` of which must be held (M44 p.20 [L865-875]).
    const permanent = tag.medal?.permanent ?? false;
    return {
      kind: permanent ? 'permanent-medal' : 'temporary-medal',
      side,
      hexes: groupHexes(tag, coord, path),
      required: tag.medal?.nbr_hex ?? 1,
      medals: tag.medal?.counts_for ?? 1,
    };
  }
  if (tag.behavior === M44_EXIT_BEHAVIOR) return importExit(tag, coord, path, ctx);
  const expansionTag = tag.behavior === undefined ? undefined : M44_EXPANSION_TAGS[tag.behavior];
  if (expansionTag) {
    ctx.report.unsupported(expansionTag, `marker "${tag.name}" (${tag.behavior})`, 'left off', `${path}.behavior`, coord);
    return undefined;
  }
  if (tag.behavior !== undefined && (M44_MARKER_BEHAVIORS as readonly string[]).includes(tag.behavior)) {
    ctx.report.note('marker', `marker "${tag.name}" (${tag.behavior})`, 'carries no rule of its own: ignored', `${path}.name`, coord);
    return undefined;
  }
  fail('unknown-tag', `unknown tag "${tag.name}" on ${at(coord)}`, `${path}.name`);
}

/**
 * An exit marker: a unit of `side` leaving the board from the tagged hex or its `group` gains a
 * medal (the engine's `exit` objective). With no `side`, a marker on the top row is for the
 * side playing from the bottom and the other way round.
 */
function importExit(tag: M44TagJson, coord: HexCoord, path: string, ctx: Context): Objective {
  const hexes = groupHexes(tag, coord, path);
  let side: Side;
  if (tag.side) side = lowerSide(tag.side);
  else {
    const rows = new Set(hexes.map((h) => h.row));
    const edge = rows.size === 1 ? [...rows][0] : undefined;
    if (edge === 0) side = ctx.bottom;
    else if (edge === 8) side = ctx.top;
    else fail('invalid-m44', `exit marker "${tag.name}" on ${at(coord)} names no side and is not on a baseline`, `${path}.side`);
    ctx.report.note('exit-side', `exit marker "${tag.name}"`, `names no side: read as an exit for the ${side}, from the board edge it is on`, `${path}.side`, coord);
  }
  return { kind: 'exit', side, hexes, medals: 1 };
}

function importHex(h: M44Hex, i: number, ctx: Context): HexParts {
  const base = `board.hexagons.${i}`;
  const coord = { row: h.row, col: h.col };
  const parts: HexParts = { obstacles: [], objectives: [] };
  if (h.terrain) {
    const tile = importTerrain(h.terrain, coord, `${base}.terrain`, ctx.report);
    if (tile) parts.terrain = tile;
  }
  for (const key of ['rect_terrain', 'obstacle'] as const) {
    const o = h[key];
    const placed = o ? importObstacle(o, coord, `${base}.${key}`, ctx.report) : undefined;
    if (placed) parts.obstacles.push(placed);
  }
  if (h.unit) parts.unit = importUnit(h.unit, coord, `${base}.unit`, ctx.report);
  (h.tags ?? []).forEach((tag, j) => {
    const objective = importTag(tag, coord, `${base}.tags.${j}`, ctx);
    if (objective) parts.objectives.push(objective);
  });
  return parts;
}

function importOptions(options: Record<string, unknown>, report: Report): SpecialRule[] {
  const rules: SpecialRule[] = [];
  for (const [key, value] of Object.entries(options)) {
    const path = `game_info.options.${key}`;
    if (key === 'airdrop') {
      const a = M44Airdrop.safeParse(value);
      if (!a.success) fail('invalid-m44', `airdrop option is malformed: ${a.error.issues[0]?.message ?? ''}`, path);
      const unit = M44_UNITS[a.data.unit.name];
      if (!unit) fail('unknown-unit', `unknown airdrop unit "${a.data.unit.name}"`, `${path}.unit.name`);
      if (unit.unsupported) report.unsupported(unit.unsupported, `airdrop unit "${a.data.unit.name}"`, 'dropped as units of its side', `${path}.unit.name`);
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
      continue;
    }
    // An option set to false, 0 or "" is not in effect.
    if (!isOn(value)) continue;
    const known = M44_EXPANSION_OPTIONS[key];
    report.unsupported(known ?? { name: `option "${key}"`, expansion: null }, `option "${key}"`, 'kept by name as a special rule, not played', path);
    rules.push({ id: 'other', name: key.slice(0, 80) });
  }
  return rules;
}

/** Summary cards the rules text puts in effect, e.g. "(Troops 16 - Tigers)", once each. */
function importCitations(text: Record<string, { rules?: unknown }>, report: Report): void {
  const seen = new Set<string>();
  for (const [lang, t] of Object.entries(text)) {
    if (typeof t.rules !== 'string') continue;
    for (const m of t.rules.matchAll(/\b(nations|troops)\s+(\d+)\s*[-\u2013\u2014]\s*([^).\n]*)/gi)) {
      const card = `${(m[1] as string).toLowerCase()} ${m[2]}`;
      const feature = M44_SUMMARY_CARDS[card];
      if (!feature || seen.has(card)) continue;
      seen.add(card);
      const cited = `${m[1]} ${m[2]} - ${(m[3] as string).trim()}`;
      report.unsupported(feature, `the rules text puts "${cited}" in effect`, 'not played', `text.${lang}.rules`);
    }
  }
}

/**
 * Reads a .m44 scenario (already JSON-parsed). Never throws.
 *
 * Names it does not know are refused, naming the name and its hex. Content it knows but the
 * engine does not model (an expansion's terrain, units, badges, markers, options or rules) is
 * refused by default, naming the feature and its expansion; with `{ unsupported: 'warn' }` it is
 * read as the nearest thing the engine has, each such reading in a warning. Re-skins (winter
 * forest, desert village...) are read as their base terrain, with a warning that the art differs.
 */
export function importM44(json: unknown, options: M44ImportOptions = {}): M44Import {
  const mode = options.unsupported ?? 'refuse';
  if (mode !== 'refuse' && mode !== 'warn') {
    return { ok: false, error: { code: 'invalid-options', message: `unsupported must be 'refuse' or 'warn', not ${JSON.stringify(mode)}`, path: '' } };
  }
  try {
    return importUnsafe(json, new Report(mode));
  } catch (e) {
    if (e instanceof ImportError) return { ok: false, error: e.error };
    return { ok: false, error: { code: 'internal-error', message: `importM44 failed: ${String(e)}`, path: '' } };
  }
}

function importUnsafe(json: unknown, report: Report): M44Import {
  const parsed = M44File.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue ? issue.path.map(String).join('.') : '';
    fail('invalid-m44', `not a .m44 scenario${path ? ` at \`${path}\`` : ''}: ${issue?.message ?? 'invalid'}`, path);
  }
  const f = parsed.data;
  const gi = f.game_info;
  if (gi.side_player1 === gi.side_player2) fail('invalid-m44', 'both players are on the same side', 'game_info.side_player2');
  const ctx: Context = { report, top: lowerSide(gi.side_player1), bottom: lowerSide(gi.side_player2) };

  const expansionBoard = M44_EXPANSION_BOARDS[f.board.type];
  if (expansionBoard) {
    // Its hexes have no place on our boards, so there is nothing to read it as.
    const feat = FEATURES[expansionBoard];
    throw new ImportError({
      code: 'unsupported',
      message: `board type "${f.board.type}" is ${feat.name} (${feat.expansion}), which the engine does not model`,
      path: 'board.type',
      feature: feat.name,
      expansion: feat.expansion,
    });
  }
  const type = M44_BOARD_TYPE[f.board.type];
  if (!type) fail('unknown-board', `unknown board type "${f.board.type}"`, 'board.type');
  const face = M44_FACE[f.board.face];
  if (!face) fail('unknown-board', `unknown board face "${f.board.face}"`, 'board.face');

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
    const parts = importHex(h, i, ctx);
    if (parts.terrain) terrain.push(parts.terrain);
    obstacles.push(...parts.obstacles);
    if (parts.unit) units.push(parts.unit);
    objectives.push(...parts.objectives);
  });

  const named = (test: (name: string) => boolean) =>
    f.board.hexagons.filter((h) => h.terrain !== undefined && test(h.terrain.name)).map((h) => ({ row: h.row, col: h.col }));
  const bendsAt = named((n) => n === 'curve');
  const riversAt = named((n) => n !== 'curve' && M44_TERRAIN[n]?.terrain === 'river');
  const pond = pondHexes(bendsAt, riversAt);
  if (pond.size > 0) {
    report.note('pond', `river bends at ${[...pond].join(' ')}`, 'form a closed pond: read as lake (M44 p.18)', 'board.hexagons');
  }
  const terrainOut = terrain.map((t) => (pond.has(coordKey(t)) ? { ...t, terrain: 'lake' as const } : t));

  const sideOf = (p: 'PLAYER1' | 'PLAYER2'): Side => (p === 'PLAYER1' ? ctx.top : ctx.bottom);
  const perSide = (p1: number, p2: number) => (ctx.top === 'allies' ? { allies: p1, axis: p2 } : { allies: p2, axis: p1 });

  const front = gi.front === undefined ? undefined : M44_FRONT[gi.front];
  if (gi.front !== undefined && !front) report.note('front', `front "${gi.front}"`, 'unknown: left out', 'game_info.front');
  const names = [f.text?.['en'], ...Object.values(f.text ?? {})].map((t) => t?.name);
  const name = (names.find((n): n is string => typeof n === 'string' && n.trim() !== '') ?? 'Untitled scenario').trim().slice(0, 80);
  const m44Id = f.meta_data?.scenario_id === undefined ? undefined : String(f.meta_data.scenario_id);
  const date = typeof gi.date_begin === 'string' ? /^\d{4}-\d{2}-\d{2}/.exec(gi.date_begin)?.[0] : undefined;

  const packs = listedNames(f.packs);
  if (packs.length > 0) {
    report.note('packs', 'packs', `the map uses pieces of ${packs.map((p) => M44_PACKS[p] ?? `"${p}"`).join(', ')}`, 'packs');
  }
  const specialRules = importOptions(gi.options ?? {}, report);
  const equipment = listedNames(f.equipment_packs);
  if (equipment.length > 0) report.unsupported('equipment', `equipment packs ${equipment.map((e) => `"${e}"`).join(', ')}`, 'left out', 'equipment_packs');
  importCitations(f.text ?? {}, report);

  const refusal = report.refusal();
  if (refusal) return { ok: false, error: refusal };

  const scenario: ScenarioInput = {
    id: slug(name) || 'scenario',
    name,
    provenance: {
      source: `Memoir '44 scenario editor file (.m44)${m44Id ? `, scenario ${m44Id}` : ''}`,
      ...(m44Id ? { m44Id } : {}),
    },
    briefing: '',
    ...(front ? { front } : {}),
    ...(date ? { date } : {}),
    board: { face, type },
    terrain: terrainOut,
    obstacles,
    units,
    objectives,
    hands: perSide(gi.cards_player1, gi.cards_player2),
    firstPlayer: sideOf(gi.starting),
    victory: perSide(gi.victory_player1, gi.victory_player2),
    specialRules,
  };
  const checked = parseScenario(scenario);
  if (!checked.ok) return { ok: false, error: { ...checked.error, path: checked.error.path ?? '' } };
  return { ok: true, scenario: checked.scenario, warnings: report.warnings() };
}

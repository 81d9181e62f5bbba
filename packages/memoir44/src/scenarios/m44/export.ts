/**
 * Export: our format -> .m44-shaped JSON, which `importM44` reads back to the same scenario.
 */
import { coordKey, type HexCoord } from '../board.js';
import type { Objective, Scenario, TerrainTile, UnitPlacement } from '../schema.js';
import { formatM44Cell } from './cells.js';
import { defaultFigures } from './figures.js';
import {
  M44_BADGES,
  M44_EQUIPMENT,
  M44_EXIT_BEHAVIOR,
  M44_FACE,
  M44_HILL_BEHAVIOR,
  M44_IMPASSABLE_BEHAVIOR,
  M44_NATION,
  M44_SEAWALL_BEHAVIOR,
  M44_UNIT_KIND,
} from './vocabulary.js';

const UPPER_SIDE = { allies: 'ALLIES', axis: 'AXIS' } as const;

/** Our id -> the editor's name; where several names map to one id, the first listed is written. */
function invert<V extends string>(table: Readonly<Record<string, V>>): Partial<Record<V, string>> {
  const out: Partial<Record<V, string>> = {};
  for (const [k, v] of Object.entries(table)) out[v] ??= k;
  return out;
}

/** The editor's tile for a terrain, or null for plain ground (which needs none). */
const TILE_NAME: Readonly<Record<string, string>> = {
  town: 'buildings',
  church: 'church',
  woods: 'woods',
  hedgerow: 'hedgerow',
  hill: 'hills',
  river: 'river',
  lake: 'lakeA',
  mountain: 'mountain',
};
const HILL_BEHAVIOR_OF = invert(M44_HILL_BEHAVIOR);

function m44TerrainName(t: TerrainTile): { name: string; behavior?: string } | null {
  if (t.road) {
    if (t.terrain === 'countryside') return { name: 'road' };
    if (t.terrain === 'hill') return { name: 'hillroad' };
    throw new Error(`a road on ${t.terrain} on (${t.row}, ${t.col}) has no .m44 form`);
  }
  if (t.terrain === 'countryside') return null;
  const behavior = t.terrain === 'hill' ? undefined : HILL_BEHAVIOR_OF[t.terrain];
  if (behavior) return { name: 'hills', behavior };
  const name = TILE_NAME[t.terrain];
  if (name === undefined) throw new Error(`terrain ${t.terrain} has no .m44 name`);
  return { name };
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

/** A medal or exit marker as a tag on the objective's first hex, naming the others as its group. */
function m44Tag(o: Objective): Record<string, unknown> {
  const group = o.hexes.slice(1).map(formatM44Cell);
  switch (o.kind) {
    case 'temporary-medal':
    case 'permanent-medal':
      return {
        name: o.side === 'allies' ? 'medal1' : 'medal2',
        group,
        medal: { permanent: o.kind === 'permanent-medal', counts_for: o.medals, nbr_hex: o.required },
      };
    case 'exit':
      // The editor's exit marker is worth 1 medal a unit.
      if (o.medals !== 1) throw new Error(`an exit worth ${o.medals} medals has no .m44 form`);
      return { name: o.side === 'allies' ? 'tag5' : 'tag4', behavior: M44_EXIT_BEHAVIOR, side: UPPER_SIDE[o.side], group };
    default:
      throw new Error(`objective ${o.kind} has no .m44 form here`);
  }
}

/**
 * Writes a scenario as .m44-shaped JSON. Only what the format can say is written: briefing,
 * provenance notes and special rules other than the airdrop are left out. Throws on what has no
 * .m44 form here: majority and sudden-death objectives, exits worth more than 1 medal; beach and
 * ocean tiles, a road on anything but open ground or a hill; an impassable cliff, dune or steep
 * hill (the editor has one behaviour per tile). A lake is written as lake tiles.
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
    else hex(o).obstacle = { name: o.obstacle === 'sandbag' ? 'sand' : o.obstacle, ...orientation, ...owner };
  }
  for (const u of s.units) hex(u).unit = m44UnitName(u);
  for (const o of s.objectives) {
    const tags = (hex(o.hexes[0] as HexCoord).tags ??= []) as unknown[];
    tags.push(m44Tag(o));
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

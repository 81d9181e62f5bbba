/**
 * How things look: colours and short labels, as typed tables. Nothing here is a rule; the
 * side colours follow the figures in the box (Allies green, Axis blue: M44 [L67], digest §1).
 */
import type { BadgeId } from '../data/badges.js';
import type { ObstacleId } from '../data/obstacles.js';
import type { TerrainId } from '../data/terrain.js';
import type { UnitType } from '../data/units.js';
import type { BoardFace } from '../scenarios/schema.js';
import type { Player } from '../state.js';

export interface TerrainStyle {
  readonly fill: string;
  /** Printed in the hex; empty for open ground, which needs none. */
  readonly label: string;
}

export const TERRAIN_STYLE: Readonly<Record<TerrainId, TerrainStyle>> = {
  countryside: { fill: '#c9dc9a', label: '' },
  woods: { fill: '#5e8c44', label: 'Woods' },
  hedgerow: { fill: '#7f9a45', label: 'Hedge' },
  hill: { fill: '#c2ab6e', label: 'Hill' },
  town: { fill: '#b7ada3', label: 'Town' },
  church: { fill: '#cbbcab', label: 'Church' },
  river: { fill: '#6ea6da', label: 'River' },
  lake: { fill: '#5890c8', label: 'Lake' },
  beach: { fill: '#eadb9f', label: 'Beach' },
  ocean: { fill: '#3a78b0', label: 'Ocean' },
  dune: { fill: '#dcc47c', label: 'Dune' },
  cliff: { fill: '#93806a', label: 'Cliff' },
  'steep-hill': { fill: '#a88f5c', label: 'Steep' },
  mountain: { fill: '#8f8376', label: 'Mtn' },
};

/** Open ground takes the colour of the board face it is printed on (M44 p.6 [L114]). */
export const FACE_FILL: Readonly<Record<BoardFace, string>> = {
  countryside: '#c9dc9a',
  beach: '#c9dc9a',
  winter: '#eef2f4',
  desert: '#e6d3a3',
};

export interface ObstacleStyle {
  readonly fill: string;
  readonly label: string;
}

export const OBSTACLE_STYLE: Readonly<Record<ObstacleId, ObstacleStyle>> = {
  bridge: { fill: '#8a5a2b', label: 'Bridge' },
  bunker: { fill: '#6d6d6d', label: 'Bunker' },
  hedgehog: { fill: '#3d3d3d', label: 'Hhog' },
  wire: { fill: '#7a4a4a', label: 'Wire' },
  sandbag: { fill: '#b59b62', label: 'Sbag' },
  embankment: { fill: '#7c6a4e', label: 'Emb' },
};

export const SIDE_FILL: Readonly<Record<Player, string>> = { allies: '#3f7a3a', axis: '#45617f' };
export const SIDE_NAME: Readonly<Record<Player, string>> = { allies: 'Allies', axis: 'Axis' };

/** Letter on a unit's token: Infantry, Armour (tank), Guns. */
export const UNIT_LETTER: Readonly<Record<UnitType, string>> = { infantry: 'I', armor: 'T', artillery: 'G' };

/** Mark of a special-forces badge (M44 p.12-13 [L506-569]). */
export const BADGE_MARK: Readonly<Record<BadgeId, string>> = { 'elite-infantry': 'E', 'elite-armor': 'E', resistance: 'R' };

export const MEDAL_FILL = '#d4a72c';
export const SECTION_LINE = '#c0392b';

/**
 * Stand-in terrain tiles for the square grid: one tile per terrain type of the rulebook's
 * examples (HoN p.9 L701-755). The rulebook's values are printed on boards we do not have
 * (digest §4.4), so the numbers (defence bonus, obstacle penalty) are ours: `stand-in`.
 */
import { z } from 'zod';
import { TerrainTileSchema, type TerrainTile } from './schemas.js';
import { STAND_IN } from './provenance.js';

type TileInput = z.input<typeof TerrainTileSchema>;

const rect = (w: number, h: number): { x: number; y: number }[] =>
  Array.from({ length: w * h }, (_, i) => ({ x: i % w, y: Math.floor(i / w) }));

const ROWS: readonly TileInput[] = [
  // Boscaglia: no movement effect, hinders LoS, defence for infantry (L703-705).
  { id: 'thicket-2x2', name: 'Thicket', kind: 'thicket', cells: rect(2, 2), effects: { defense: 1, obstacle: 1 }, provenance: STAND_IN },
  // Arbusti: impassable to vehicles, rough for infantry, blocks LoS, defence (L709-719).
  { id: 'hedgerow-4x1', name: 'Hedgerow', kind: 'hedgerow', cells: rect(4, 1), effects: { defense: 1, obstacle: 'blocks', rough: true, impassable: ['lightVehicle', 'heavyVehicle'] }, provenance: STAND_IN },
  // Foreste: penalty per forest space, defence (L721-725).
  { id: 'forest-3x3', name: 'Forest', kind: 'forest', cells: rect(3, 3), effects: { defense: 1, obstacle: 1 }, provenance: STAND_IN },
  // Posizioni Difensive: no LoS effect, defence, Opportunity Fire (L729-731).
  { id: 'sandbags-2x1', name: 'Sandbags', kind: 'defensivePosition', cells: rect(2, 1), effects: { defense: 2, opportunityFire: true }, provenance: STAND_IN },
  // Edifici: blocks LoS, protection, two rooms (west and east), openings on the north-west and
  // south-east spaces, entries on the south side (L734-755).
  {
    id: 'house-2x2', name: 'House', kind: 'building', cells: rect(2, 2), effects: { defense: 2, obstacle: 'blocks', building: true, impassable: ['lightVehicle', 'heavyVehicle'] },
    rooms: [[{ x: 0, y: 0 }, { x: 0, y: 1 }], [{ x: 1, y: 0 }, { x: 1, y: 1 }]],
    openings: [{ x: 0, y: 0 }, { x: 1, y: 1 }],
    entries: [{ x: 0, y: 1 }, { x: 1, y: 1 }],
    structure: { points: 2, ruin: 'ruin-2x2' },
    provenance: STAND_IN,
  },
  // The house's Ruin side (L639): rubble, rough, hindering, some cover.
  { id: 'ruin-2x2', name: 'Ruin', kind: 'open', cells: rect(2, 2), effects: { defense: 1, obstacle: 1, rough: true }, provenance: STAND_IN },
  // The MG Nest command's nest (HoN p.13 L1079-1081): its values are unstated [A46]: a defensive position with Opportunity Fire.
  { id: 'mg-nest-1x1', name: 'MG Nest', kind: 'defensivePosition', cells: rect(1, 1), effects: { defense: 2, opportunityFire: true }, provenance: STAND_IN },
  // The Position equipment's tile (HoN p.11 L893-897): its effect is printed on it, missing: a defensive position, stand-in.
  { id: 'position-1x1', name: 'Position', kind: 'defensivePosition', cells: rect(1, 1), effects: { defense: 2, opportunityFire: true }, provenance: STAND_IN },
  // Acqua (L697-699).
  { id: 'stream-1x3', name: 'Stream', kind: 'water', cells: rect(1, 3), effects: { water: true }, provenance: STAND_IN },
  { id: 'crater-1x1', name: 'Rough ground', kind: 'open', cells: rect(1, 1), effects: { rough: true }, provenance: STAND_IN },
];

export const TERRAIN_TILES: Readonly<Record<string, TerrainTile>> = (() => {
  const out: Record<string, TerrainTile> = {};
  ROWS.forEach((row, i) => {
    const r = TerrainTileSchema.safeParse(row);
    if (!r.success) throw new Error(`terrain[${i}] (${row.id}): ${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message}`);
    out[r.data.id] = r.data;
  });
  return out;
})();

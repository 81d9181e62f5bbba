export * from './schema.js';
export * from './board.js';
import cotentinRaw from './cotentin.json';
import { buildBoard, type Board } from './board.js';
import { MapSchema, type MapFile } from './schema.js';

let cotentin: Board | null = null;

/** The stand-in Cotentin map (rows 20-39, columns 01-16), parsed and bound once. */
export function cotentinBoard(): Board {
  if (cotentin === null) cotentin = buildBoard(MapSchema.parse(cotentinRaw) as MapFile);
  return cotentin;
}

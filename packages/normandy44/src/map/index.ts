export * from './schema.js';
export * from './board.js';
import cotentinRaw from './cotentin.json';
import normandyRaw from './normandy.json';
import { buildBoard, type Board } from './board.js';
import { MapSchema, type MapFile } from './schema.js';

let cotentin: Board | null = null;
let normandy: Board | null = null;

/** The stand-in Cotentin map (rows 20-39, columns 01-16), parsed and bound once. */
export function cotentinBoard(): Board {
  if (cotentin === null) cotentin = buildBoard(MapSchema.parse(cotentinRaw) as MapFile);
  return cotentin;
}

/** The stand-in campaign map (rows 10-39, columns 01-40; its Cotentin part is the Cotentin map), parsed and bound once. */
export function normandyBoard(): Board {
  if (normandy === null) normandy = buildBoard(MapSchema.parse(normandyRaw) as MapFile);
  return normandy;
}

/**
 * Scenarios: our format (`schema.ts`), the .m44 importer/exporter (`m44.ts`) and the shipped
 * base-game battles as data (`data/`).
 */
import type { Scenario } from './schema.js';
import { montMouchet } from './data/mont-mouchet.js';
import { omahaFirstAssaultWave } from './data/first-assault-wave.js';
import { operationCobra } from './data/operation-cobra.js';
import { pegasusBridge } from './data/pegasus-bridge.js';
import { pointeDuHoc } from './data/pointe-du-hoc.js';
import { sainteMereEglise } from './data/sainte-mere-eglise.js';
import { swordBeach } from './data/sword-beach.js';

export * from './schema.js';
export * from './board.js';
export {
  importM44,
  exportM44,
  parseM44Cell,
  formatM44Cell,
  defaultFigures,
  type M44Import,
  type M44Error,
  type M44ImportOptions,
  type M44Unsupported,
  type M44Warning,
  type M44WarningCode,
} from './m44.js';
export { terrainAt, printedTerrain, PRINTED_BEACH_ROWS } from './layout.js';

/** The shipped scenarios by id, in the order of the base-game booklet. */
export const scenarios: Readonly<Record<string, Scenario>> = {
  [pegasusBridge.id]: pegasusBridge,
  [sainteMereEglise.id]: sainteMereEglise,
  [swordBeach.id]: swordBeach,
  [montMouchet.id]: montMouchet,
  [pointeDuHoc.id]: pointeDuHoc,
  [omahaFirstAssaultWave.id]: omahaFirstAssaultWave,
  [operationCobra.id]: operationCobra,
};

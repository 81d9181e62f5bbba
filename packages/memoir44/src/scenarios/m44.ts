/**
 * The official Memoir '44 scenario editor's JSON (.m44 files, `"software": "sed 1.2"`): import
 * (`m44/import.ts`), export (`m44/export.ts`), the editor's names (`m44/vocabulary.ts`), the
 * tolerant reading of real files (`m44/file.ts`) and the warnings and refusals (`m44/report.ts`).
 */
export { importM44, type M44Import } from './m44/import.js';
export { exportM44 } from './m44/export.js';
export { parseM44Cell, formatM44Cell } from './m44/cells.js';
export { defaultFigures } from './m44/figures.js';
export type { M44Error, M44ImportOptions, M44Unsupported, M44Warning, M44WarningCode } from './m44/report.js';
export { M44_BADGES, M44_OBSTACLES, M44_TERRAIN, M44_UNITS } from './m44/vocabulary.js';

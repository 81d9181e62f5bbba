/** SVG pictures of Memoir '44 positions and scenario set-ups. */
export { renderSvg, renderScenarioSvg, sectionLineColumns, type RenderOptions } from './svg.js';
export { escapeXml } from './xml.js';
export { TERRAIN_STYLE, OBSTACLE_STYLE, SIDE_FILL, UNIT_LETTER, BADGE_MARK, type TerrainStyle, type ObstacleStyle } from './palette.js';
export { describeMove, type Described, type MoveDescription } from './describe.js';

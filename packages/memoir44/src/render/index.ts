/** SVG pictures of Memoir '44 positions and scenario set-ups. */
export { renderSvg, renderScenarioSvg, sectionLineColumns, boardGeometry, type RenderOptions } from './svg.js';
export { battleOdds, battleDistribution, pendingRoll, type BattleOdds, type DiceTerm } from './odds.js';
export { explainMove, explainFaces, moveVisibleTo, drawSeenBy, hexName, unitName, type ExplainLine } from './explain.js';
export { cardText } from './cards.js';
export { escapeXml } from './xml.js';
export { TERRAIN_STYLE, OBSTACLE_STYLE, SIDE_FILL, UNIT_LETTER, BADGE_MARK, type TerrainStyle, type ObstacleStyle } from './palette.js';
export { describeMove, type Described, type MoveDescription } from './describe.js';

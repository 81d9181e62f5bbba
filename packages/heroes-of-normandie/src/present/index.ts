/** How Heroes of Normandie is shown: moves in words, odds before each roll, an SVG picture per player. */
export { describeMove, explainMove, narrateMove, changes, genericSentence, moveRule, viewFor, counterName, unitName, MOVE_RULES, DIRS, type Described, type MoveDescription, type Seen } from './describe.js';
export { moveOdds, pendingOdds, type ChanceOdds, type OddsTerm } from './odds.js';
export { renderSvg, heroesGeometry, SQUARE, TERRAIN_FILL, SIDE_FILL, type RenderOptions, type HeroesGeometry } from './svg.js';

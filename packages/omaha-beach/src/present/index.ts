/** How D-Day at Omaha Beach is shown: moves in words, odds before each card or reveal, an SVG picture. */
export { describeMove, explainMove, narrateMove, cardText, changes, genericSentence, moveRule, MOVE_RULES, type Described, type MoveDescription } from './describe.js';
export { moveOdds, pendingOdds, publicState, unitsUnderFire, type ChanceOdds, type OddsTerm } from './odds.js';
export { renderSvg, omahaGeometry, omahaHex, TERRAIN_FILL, FEATURE_STYLE, type RenderOptions, type OmahaGeometry } from './svg.js';
export { hexName, unitName, germanName, seenStacks, type Seen, type SeenStack } from './names.js';

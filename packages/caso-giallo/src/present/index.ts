/** How Case Yellow is shown to players: moves in words, what they changed, odds and the cup before each roll or draw, SVG pictures. */
export { describeMove, describeTurn, moveRule, moveRuleIn, genericSentence, rollPurpose, MOVE_RULE, CHIT_NAME } from './describe.js';
export { explainMove, narrateMove, logMove, RESULT_WORDS, type ExplainLine, type MoveLog } from './explain.js';
export { attackOdds, pendingRoll, combatResults, cupTerms, type RollOdds, type OddsTerm } from './odds.js';
export { hexName, unitName, counterName, valuesOf, SIDE_NAME } from './names.js';
export { renderSvg, mapGeometry, TERRAIN_FILL, type RenderOptions, type MapGeometry } from './svg.js';

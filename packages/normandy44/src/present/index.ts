/** How Normandy '44 is shown to players: moves in words, what they changed, odds before rolls, SVG pictures. */
export { describeMove, moveRule, genericSentence, formationName, rollPurpose, MOVE_RULE } from './describe.js';
export { explainMove, narrateMove, logMove, RESULT_WORDS, WEATHER_NAME, type ExplainLine, type MoveLog } from './explain.js';
export { attackOdds, pendingRoll, attackResults, attackTerms, columnDistribution, type RollOdds, type OddsTerm } from './odds.js';
export { renderSvg, mapGeometry, TERRAIN_FILL, type RenderOptions, type MapGeometry } from './svg.js';
export { unitName, unitTitle, counterLabel, hexName, mapOf, placeAt, faceWords, phaseName, whereIs, SIDE_NAME } from './names.js';

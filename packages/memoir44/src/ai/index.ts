/** Bots for Memoir '44: the search heuristic, determinisation and a ready MCTS bot. */
export { evaluate, evaluationTerms, UNIT_WORTH, EVALUATION_WEIGHTS, type EvaluationTerms } from './evaluate.js';
export { determinize, unseenCards } from './determinize.js';
export { memoirBot, memoirMctsOptions, MEMOIR_BOT_DEFAULTS, type MemoirBotOptions } from './bot.js';

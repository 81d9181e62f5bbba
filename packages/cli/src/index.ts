export { run, HELP } from './run.js';
export { titles } from './titles.js';
export { defineTitle, EXIT_OK, EXIT_FAILURE, EXIT_USAGE, UsageError } from './types.js';
export type { TitleEntry, TitleRegistry, RunContext, Out, LogText, MoveText, ScenarioImport } from './types.js';
export { wilson, lengthStats, type LengthStats } from './stats.js';
export { deriveSeed, parseBots, makeBot, BOT_KINDS, type BotKind } from './bots.js';
export { playGame, recordGame, seatBots, summarize, type GameRecord, type GameSpec, type Summary, type Rate } from './study.js';
export type { StudyFile } from './commands/simulate.js';

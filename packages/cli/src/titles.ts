import {
  MEMOIR_BOT_DEFAULTS,
  describeMove as memoir44Describe,
  determinize as memoir44Determinize,
  importM44,
  evaluate as memoir44Evaluate,
  game as memoir44,
  renderSvg as memoir44Svg,
  scenarios as memoir44Scenarios,
} from '@esagono/memoir44';
import { game as casoGiallo, logMove as casoGialloDescribe, renderSvg as casoGialloSvg, scenarios as casoGialloScenarios } from '@esagono/caso-giallo';
import { determinize as heroesDeterminize, explainMove as heroesDescribe, game as heroes, renderSvg as heroesSvg, scenarios as heroesScenarios, viewFor as heroesView } from '@esagono/heroes-of-normandie';
import { game as normandy44, logMove as normandy44Describe, renderSvg as normandy44Svg, scenarios as normandy44Scenarios } from '@esagono/normandy44';
import { explainMove as omahaDescribe, game as omahaBeach, renderSvg as omahaSvg, scenarios as omahaScenarios } from '@esagono/omaha-beach';
import { defineTitle, type ScenarioImport, type TitleRegistry } from './types.js';

/** A Memoir '44 scenario editor file: by its extension, or by the editor's top-level keys. */
function isM44(data: unknown, path: string): boolean {
  if (/\.m44(\.json)?$/i.test(path)) return true;
  return typeof data === 'object' && data !== null && 'game_info' in data && 'board' in data;
}

/**
 * Reads a .m44 file with the title's importer; its warnings, when it gives any, are passed on.
 * Content the engine does not model is read with a warning naming it (`unsupported: 'warn'`),
 * since every warning is printed.
 */
function importMemoir44(data: unknown, path: string): ScenarioImport | null {
  if (!isM44(data, path)) return null;
  const r = importM44(data, { unsupported: 'warn' });
  if (!r.ok) return { ok: false, error: r.error };
  const warnings = r.warnings.map((w) => w.message);
  return { ok: true, setup: { scenario: r.scenario }, ...(warnings.length > 0 ? { warnings } : {}) };
}

/**
 * Every title the CLI knows, by id. To add one: depend on its package in
 * package.json ("@esagono/<title>": "0.0.0") and add an entry here.
 * (The kernel's example game is test-only; the CLI tests inject their own registry.)
 */
export const titles: TitleRegistry = {
  // A Memoir '44 game runs to hundreds of moves, so MCTS rollouts are cut short and judged by
  // the title's heuristic; the determinizer resamples the cards the bot cannot see.
  [memoir44.id]: defineTitle({
    game: memoir44,
    scenarios: memoir44Scenarios,
    referenceScenario: 'pegasus-bridge',
    render: (state) => memoir44Svg(state),
    determinize: memoir44Determinize,
    evaluate: memoir44Evaluate,
    mcts: { rolloutMoves: MEMOIR_BOT_DEFAULTS.rolloutMoves, exploration: MEMOIR_BOT_DEFAULTS.exploration },
    describe: memoir44Describe,
    importScenario: importMemoir44,
  }),
  // The four later titles: the game and its scenarios, with the package's describer and renderer.
  // Normandy '44 hides nothing: the log and the picture come from the package's present/ module.
  [normandy44.id]: defineTitle({
    game: normandy44,
    scenarios: normandy44Scenarios,
    referenceScenario: 'cherbourg',
    render: (state) => normandy44Svg(state, { legend: true }),
    describe: normandy44Describe,
    describesEvents: true,
  }),
  // Case Yellow hides nothing either (the cup's contents are public): its log and picture are the package's.
  [casoGiallo.id]: defineTitle({
    game: casoGiallo,
    scenarios: casoGialloScenarios,
    referenceScenario: 'fortress-holland',
    render: (state) => casoGialloSvg(state, { legend: true }),
    describe: casoGialloDescribe,
    describesEvents: true,
  }),
  // Omaha Beach and Heroes describe their moves and draw the final position as a player sees it
  // (the US player; for Heroes an onlooker, who sees no face-down token).
  [omahaBeach.id]: defineTitle({ game: omahaBeach, scenarios: omahaScenarios, referenceScenario: 'easy-fox', describe: omahaDescribe, render: (s) => omahaSvg(omahaBeach.view(s, 'us')) }),
  // Hidden Order tokens and hands: an MCTS seat searches re-dealt states, never the real ones.
  [heroes.id]: defineTitle({ game: heroes, scenarios: heroesScenarios, referenceScenario: 'free-skirmish', determinize: heroesDeterminize, describe: (a, m, b) => heroesDescribe(a, m, b), render: (s) => heroesSvg(heroesView(s, null), { onlooker: true }) }),
};

/**
 * The play page: pick a title and scenario, play hotseat or against a bot, roll dice or
 * enter them by hand (table-companion mode), undo, save, load and replay. All game logic
 * goes through the kernel protocol and the session functions; this file only wires DOM.
 */
import { mctsBot, randomBot, type Bot, type GameEvent, type Rational } from '@esagono/kernel';
import { formatLog, matchScenario, parseLog } from '../movelog.js';
import {
  applyMove,
  chanceMove,
  currentState,
  fromLog,
  lastDecision,
  startSession,
  toLog,
  truncate,
  undoMessage,
  type Session,
} from '../session.js';
import { click, playable, targetsFrom, targetsOf, type Targets } from '../targets.js';
import { PRESENTERS, presenterOf } from '../titles/index.js';
import type { AnyPresenter, ChanceDisplay, LogLine } from '../titles/types.js';
import { renderBoard } from './board.js';
import { download, h } from './dom.js';

export type Opponent = 'hotseat' | 'random' | 'mcts';

interface Ui {
  presenter: AnyPresenter;
  scenario: string;
  session: Session;
  opponent: Opponent;
  /** The human's side against a bot. */
  human: string;
  /** Table-companion mode: people enter dice and draws. */
  companion: boolean;
  /** Whose view is shown. */
  viewer: string;
  /** False while the pass-the-device screen covers the board. */
  revealed: boolean;
  selected: string | null;
  /** Moves that share the clicked element, awaiting a choice. */
  choice: readonly unknown[] | null;
  /** Replay cursor (number of moves shown), or null when playing. */
  replayAt: number | null;
  message: string | null;
  bot: Bot<unknown, unknown, string> | null;
  botTimer: number | null;
  /** Hex coordinates drawn on the board. */
  coords: boolean;
  /** The set-up option chosen with the scenario (presenter `setupOptions`), or null for standard. */
  option: string | null;
  /** Why the page answered a move for a player (a question with one answer), by move index. */
  autoNotes: ReadonlyMap<number, string>;
}

/** Outcome lists longer than this become a drop-down in companion mode. */
const MAX_CHANCE_BUTTONS = 24;

export interface PlayOptions {
  readonly title?: string | null;
  readonly scenario?: string | null;
  readonly opponent?: string | null;
  readonly seed?: number | null;
  readonly companion?: boolean;
  readonly option?: string | null;
}

export function mountPlay(root: HTMLElement, opts: PlayOptions): void {
  const first = presenterOf(opts.title ?? '') ?? (PRESENTERS[0] as AnyPresenter);
  const ui = newUi(first, opts.scenario ?? null, asOpponent(opts.opponent), opts.seed ?? randomSeed(), opts.companion ?? false, undefined, opts.option ?? null);
  if (!ui) {
    root.append(h('p', { class: 'error', text: 'The first title failed to set up.' }));
    return;
  }
  let state: Ui = ui;
  const rerender = (): void => {
    root.replaceChildren(view(state, act));
  };
  const act = (f: (u: Ui) => Ui | null): void => {
    const next = f(state);
    if (next) state = next;
    state = advance(state, act);
    rerender();
  };
  state = advance(state, act);
  rerender();
}

function asOpponent(v: string | null | undefined): Opponent {
  return v === 'hotseat' || v === 'random' || v === 'mcts' ? v : 'mcts';
}

function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

function makeBot(p: AnyPresenter, opponent: Opponent, seed: number): Bot<unknown, unknown, string> | null {
  if (opponent === 'hotseat') return null;
  if (opponent === 'random') return randomBot(seed);
  const o = p.mcts ?? {};
  return mctsBot(p.game, {
    seed,
    name: 'mcts',
    ...(o.iterations === undefined ? {} : { iterations: o.iterations }),
    ...(o.timeMs === undefined ? {} : { timeMs: o.timeMs }),
    ...(o.rolloutMoves === undefined ? {} : { rolloutMoves: o.rolloutMoves }),
    ...(p.determinize ? { determinize: p.determinize } : {}),
  });
}

function newUi(p: AnyPresenter, scenarioId: string | null, opponent: Opponent, seed: number, companion: boolean, human?: string, optionId?: string | null): Ui | null {
  const sc = p.scenarios.find((x) => x.id === scenarioId) ?? p.scenarios[0];
  if (!sc) return null;
  const option = p.setupOptions?.find((o) => o.id === optionId) ?? null;
  const r = startSession(p.game, option ? option.apply(sc.setup) : sc.setup, seed, sc.id);
  if (!r.ok) return null;
  const me = human !== undefined && p.game.players.includes(human) ? human : (p.game.players[0] as string);
  return {
    presenter: p,
    scenario: sc.id,
    session: r.session,
    opponent,
    human: me,
    companion,
    viewer: me,
    revealed: opponent !== 'hotseat',
    selected: null,
    choice: null,
    replayAt: null,
    message: null,
    bot: makeBot(p, opponent, seed ^ 0x5eed),
    botTimer: null,
    coords: false,
    option: option?.id ?? null,
    autoNotes: new Map(),
  };
}

const isBot = (u: Ui, player: string): boolean => u.opponent !== 'hotseat' && player !== u.human;

/** Plays chance (unless entered by hand) and schedules the bot until a person must act. */
function advance(u: Ui, act: (f: (u: Ui) => Ui | null) => void): Ui {
  if (u.replayAt !== null) return u;
  const game = u.presenter.game;
  let cur = u;
  for (let guard = 0; guard < 10_000; guard++) {
    const st = currentState(cur.session);
    const actor = game.actor(st);
    if (actor.kind === 'terminal') return cur;
    if (actor.kind === 'chance') {
      if (cur.companion) return cur;
      const m = chanceMove(game, cur.session);
      const r = applyMove(game, cur.session, m);
      if (!r.ok) return { ...cur, message: `chance move refused: ${r.error.message}` };
      cur = { ...cur, session: r.session };
      continue;
    }
    if (isBot(cur, actor.player)) {
      if (cur.botTimer === null) {
        const bot = cur.bot;
        const session = cur.session;
        // Let the page paint "thinking" before a search blocks the thread.
        const timer = window.setTimeout(() => {
          act((now) => {
            if (now.session !== session || !bot) return { ...now, botTimer: null };
            const legal = game.legalMoves(currentState(session));
            const move = bot.choose(currentState(session), legal, actor.player);
            const r = applyMove(game, session, move);
            return r.ok ? { ...now, session: r.session, botTimer: null } : { ...now, botTimer: null, message: `bot move refused: ${r.error.message}` };
          });
        }, 30);
        cur = { ...cur, botTimer: timer };
      }
      return cur;
    }
    // A question with one answer that only hides something from a remote opponent is answered
    // here, on the shared screen, without passing the device (presenter `autoAnswer`).
    const auto = cur.presenter.autoAnswer?.(game.view(st, actor.player), game.legalMoves(st)) ?? null;
    if (auto) {
      const r = applyMove(game, cur.session, auto.move);
      if (!r.ok) return { ...cur, message: `automatic answer refused: ${r.error.message}` };
      const notes = new Map(cur.autoNotes);
      notes.set(cur.session.moves.length, auto.reason);
      cur = { ...cur, session: r.session, autoNotes: notes };
      continue;
    }
    // A person decides: in hotseat the device passes when the decider changes.
    if (cur.opponent === 'hotseat') {
      if (cur.viewer !== actor.player) return { ...cur, viewer: actor.player, revealed: false, selected: null, choice: null };
    } else if (cur.viewer !== cur.human) return { ...cur, viewer: cur.human };
    return cur;
  }
  return { ...cur, message: 'too many automatic moves in a row' };
}

function cancelBot(u: Ui): Ui {
  if (u.botTimer !== null) window.clearTimeout(u.botTimer);
  return { ...u, botTimer: null };
}

function play(u: Ui, move: unknown): Ui {
  const r = applyMove(u.presenter.game, u.session, move);
  if (!r.ok) return { ...u, message: `${r.error.message}${r.error.rule ? ` (${r.error.rule})` : ''}` };
  return { ...u, session: r.session, selected: null, choice: null, message: null };
}

function undoTo(u: Ui, index: number): Ui {
  const base = cancelBot(u);
  const session = truncate(base.session, index);
  const autoNotes = new Map([...base.autoNotes].filter(([i]) => i < index));
  return { ...base, session, autoNotes, selected: null, choice: null, message: undoMessage(session.moves.length), replayAt: null };
}

function viewOf(u: Ui, state: unknown): unknown {
  return u.presenter.game.view(state, u.viewer);
}

const playerName = (p: AnyPresenter, player: string): string => p.players[player]?.name ?? player;

function optionText(p: AnyPresenter, id: string): string {
  const o = p.setupOptions?.find((x) => x.id === id);
  return o ? `${o.name} (${o.rule})` : id;
}

function view(u: Ui, act: (f: (u: Ui) => Ui | null) => void): HTMLElement {
  const p = u.presenter;
  const game = p.game;
  const shown = u.replayAt ?? u.session.moves.length;
  const st = u.session.states[shown];
  const actor = game.actor(st);
  const myTurn = u.replayAt === null && actor.kind === 'player' && actor.player === u.viewer && !isBot(u, actor.player) && u.revealed;
  const v = viewOf(u, st);
  const legal = myTurn ? game.legalMoves(st) : [];
  const targets: Targets = targetsOf(p, v, legal);
  const sc = p.scenarios.find((x) => x.id === u.scenario);

  return h(
    'div',
    { class: 'play' },
    toolbar(u, act),
    h(
      'div',
      { class: 'notes', 'data-testid': 'note' },
      h('p', {}, h('strong', { text: `${p.name}: ` }), p.note),
      sc ? h('p', {}, h('strong', { text: `${sc.name}: ` }), sc.note) : h('p', { text: 'Loaded set-up: matches no shipped scenario.' }),
      u.option ? h('p', { 'data-testid': 'option-note', text: `Variant: ${optionText(p, u.option)}.` }) : null,
      sc?.briefing ? h('p', { class: 'briefing', text: sc.briefing }) : null,
    ),
    // While the device passes, nothing of either player's view is in the page at all.
    !u.revealed && u.replayAt === null
      ? passScreen(u, act)
      : h(
          'div',
          { class: 'table' },
          h('div', { class: 'left' }, boardArea(u, v, targets, act), handArea(u, v, targets, act)),
          h('div', { class: 'right' }, sidePanel(u, v, targets, legal, actor, act), logPanel(u, act)),
        ),
  );
}

function toolbar(u: Ui, act: (f: (u: Ui) => Ui | null) => void): HTMLElement {
  const p = u.presenter;
  const titleSel = h(
    'select',
    { 'data-testid': 'title', 'aria-label': 'Title' },
    ...PRESENTERS.map((x) => h('option', { value: x.id, text: x.name, selected: x.id === p.id })),
  );
  const scenarioSel = h(
    'select',
    { 'data-testid': 'scenario', 'aria-label': 'Scenario' },
    ...p.scenarios.map((x) => h('option', { value: x.id, text: x.name, selected: x.id === u.scenario })),
  );
  const oppSel = h(
    'select',
    { 'data-testid': 'opponent', 'aria-label': 'Opponent' },
    h('option', { value: 'mcts', text: 'against the MCTS bot', selected: u.opponent === 'mcts' }),
    h('option', { value: 'random', text: 'against the random bot', selected: u.opponent === 'random' }),
    h('option', { value: 'hotseat', text: 'hotseat (two people)', selected: u.opponent === 'hotseat' }),
  );
  const sideSel = h(
    'select',
    { 'data-testid': 'side', 'aria-label': 'Your side' },
    ...p.game.players.map((x) => h('option', { value: x, text: `I play ${playerName(p, x)}`, selected: x === u.human })),
  );
  const companion = h('input', { type: 'checkbox', 'data-testid': 'companion', checked: u.companion });
  const optionSel = h(
    'select',
    { 'data-testid': 'setup-option', 'aria-label': 'Variant' },
    h('option', { value: '', text: 'standard rules', selected: u.option === null }),
    ...(p.setupOptions ?? []).map((o) => h('option', { value: o.id, text: o.name, title: o.rule, selected: o.id === u.option })),
  );
  const seed = h('input', { type: 'number', 'data-testid': 'seed', value: u.session.seed, 'aria-label': 'Seed', class: 'seed' });
  titleSel.addEventListener('change', () => {
    const np = presenterOf(titleSel.value);
    if (!np) return;
    act((cur) => {
      cancelBot(cur);
      return newUi(np, null, cur.opponent, cur.session.seed, cur.companion) ?? { ...cur, message: `${np.name} failed to set up` };
    });
  });
  const restart = (cur: Ui): Ui | null => {
    cancelBot(cur);
    const n = newUi(cur.presenter, scenarioSel.value, asOpponent(oppSel.value), Number(seed.value) || 0, companion.checked, sideSel.value, optionSel.value || null);
    return n ?? { ...cur, message: 'the scenario failed to set up' };
  };
  scenarioSel.addEventListener('change', () => act(restart));
  optionSel.addEventListener('change', () => act(restart));
  // Opponent, side and companion mode apply to the game in progress: a bot can take over a seat mid-game.
  oppSel.addEventListener('change', () =>
    act((cur) => {
      const opponent = asOpponent(oppSel.value);
      const base = cancelBot(cur);
      return { ...base, opponent, bot: makeBot(base.presenter, opponent, base.session.seed ^ 0x5eed), revealed: opponent !== 'hotseat' ? true : base.revealed };
    }),
  );
  sideSel.addEventListener('change', () => act((cur) => ({ ...cancelBot(cur), human: sideSel.value, viewer: sideSel.value, selected: null, choice: null })));
  companion.addEventListener('change', () => act((cur) => ({ ...cur, companion: companion.checked })));
  return h(
    'div',
    { class: 'toolbar' },
    h('label', {}, 'Title ', titleSel),
    h('label', {}, 'Scenario ', scenarioSel),
    (p.setupOptions ?? []).length > 0 ? h('label', {}, optionSel) : null,
    h('label', {}, 'Play ', oppSel),
    h('label', {}, sideSel),
    h('label', { title: 'Table companion: enter your own dice rolls and card draws' }, companion, ' enter dice & draws by hand'),
    h('label', {}, 'Seed ', seed),
    h('button', { 'data-testid': 'new-game', onclick: () => act(restart), text: 'New game' }),
  );
}

function boardArea(u: Ui, v: unknown, t: Targets, act: (f: (u: Ui) => Ui | null) => void): HTMLElement {
  const p = u.presenter;
  const sc = u.session.setup;
  const marks = { playable: playable(t, u.selected), sources: t.sources, selected: u.selected };
  const shown = u.session.states[u.replayAt ?? u.session.moves.length];
  const svg = renderBoard(p.board(v, sc, { coordinates: u.coords }, shown), marks);
  svg.addEventListener('click', (e) => {
    const el = (e.target as Element).closest('[data-el]')?.getAttribute('data-el');
    if (!el) return;
    onElement(el, t, act);
  });
  svg.addEventListener('mouseover', (e) => {
    const el = (e.target as Element).closest('[data-el]')?.getAttribute('data-el');
    svg.querySelectorAll('.hover-target').forEach((x) => x.classList.remove('hover-target'));
    if (!el) return;
    const show = t.sources.has(el) ? targetsFrom(t, el) : new Set<string>();
    for (const id of show) svg.querySelector(`g.cell[data-el="${CSS.escape(id)}"]`)?.classList.add('hover-target');
    // Hovering a target shows its odds first (the odds panel lists every target of the selection).
    document.querySelectorAll('[data-testid=odds] .odds-entry').forEach((x) => x.classList.toggle('hovered', x.getAttribute('data-to') === el));
  });
  const coords = h('input', { type: 'checkbox', 'data-testid': 'coords', checked: u.coords });
  coords.addEventListener('change', () => act((x) => ({ ...x, coords: coords.checked })));
  return h('div', { class: 'board-wrap' }, svg, h('label', { class: 'coords' }, coords, ' show hex coordinates'));
}

function onElement(el: string, t: Targets, act: (f: (u: Ui) => Ui | null) => void): void {
  act((u) => {
    const r = click(t, el, u.selected);
    if (r.kind === 'select') return { ...u, selected: r.el, choice: null };
    if (r.kind === 'clear') return { ...u, selected: null, choice: null };
    if (r.moves.length === 1) return play(u, r.moves[0]);
    return { ...u, choice: r.moves };
  });
}

function handArea(u: Ui, v: unknown, t: Targets, act: (f: (u: Ui) => Ui | null) => void): HTMLElement {
  const groups = u.presenter.hand(v);
  const can = playable(t, u.selected);
  return h(
    'div',
    { class: 'hand', 'data-testid': 'hand' },
    ...groups.map((g) =>
      h(
        'div',
        { class: 'hand-group' },
        h('div', { class: 'hand-title', text: g.title }),
        h(
          'div',
          { class: 'cards' },
          ...g.cards.map((c) =>
            h(
              'button',
              {
                class: `card${can.has(c.id) ? ' legal' : ''}`,
                'data-el': c.id,
                title: c.text ?? c.detail ?? c.label,
                disabled: !can.has(c.id),
                onclick: () => onElement(c.id, t, act),
              },
              h('span', { class: 'card-name', text: c.label }),
              c.detail ? h('span', { class: 'card-kind', text: c.detail }) : null,
              c.text ? h('span', { class: 'card-text', text: c.text }) : null,
            ),
          ),
        ),
      ),
    ),
  );
}

function describeChance(p: AnyPresenter, move: unknown, v: unknown): string {
  return p.describe(move, v);
}

function sidePanel(
  u: Ui,
  v: unknown,
  t: Targets,
  legal: readonly unknown[],
  actor: ReturnType<AnyPresenter['game']['actor']>,
  act: (f: (u: Ui) => Ui | null) => void,
): HTMLElement {
  const p = u.presenter;
  const game = p.game;
  const st = u.session.states[u.replayAt ?? u.session.moves.length];
  const parts: (HTMLElement | null)[] = [];
  parts.push(
    h(
      'dl',
      { class: 'status', 'data-testid': 'status' },
      h('dt', { text: 'Viewing as' }),
      h('dd', { text: playerName(p, u.viewer) }),
      ...p.status(v).flatMap((x) => [h('dt', { text: x.label }), h('dd', { text: x.value })]),
    ),
  );
  const out = game.outcome(st);
  let promptText = '';
  if (actor.kind === 'terminal') {
    promptText = out
      ? out.kind === 'win'
        ? `Game over: ${playerName(p, out.winner)} wins${out.scores ? ` (${Object.entries(out.scores).map(([k, n]) => `${playerName(p, k)} ${n}`).join(', ')})` : ''}.`
        : 'Game over: a draw.'
      : 'Game over.';
  } else if (u.replayAt !== null) promptText = `Replay: move ${u.replayAt} of ${u.session.moves.length}.`;
  else if (actor.kind === 'chance') promptText = u.companion ? 'Chance: enter the dice rolled or the card drawn at the table.' : 'Rolling…';
  else if (isBot(u, actor.player)) promptText = `${playerName(p, actor.player)} (${u.bot?.name ?? 'bot'}) is thinking…`;
  else if (!u.revealed) promptText = `Waiting for ${playerName(p, u.viewer)} to take the device.`;
  else if (legal.length > 0) promptText = p.prompt(v, legal, actor.player);
  else promptText = `${playerName(p, actor.player)} to act.`;
  parts.push(h('p', { class: `prompt${actor.kind === 'terminal' ? ' over' : ''}`, 'data-testid': 'prompt', text: promptText }));
  if (u.message) {
    const bad = /cannot|refused|failed|too many/i.test(u.message);
    parts.push(h('p', { class: bad ? 'message' : 'ok', 'data-testid': 'message', text: u.message }));
  }

  // Odds before the dice: every target of the selected unit, with its dice and their reasons.
  const odds = oddsPanel(u, t, st);
  if (odds) parts.push(odds);
  const pend = u.replayAt === null && actor.kind === 'chance' ? p.pending?.(st) : null;
  if (pend) parts.push(h('div', { class: 'odds', 'data-testid': 'pending-odds' }, h('h4', { text: 'About to be rolled' }), chanceBox(pend)));
  // Dice and draws since the viewer's last decision stay in sight until they decide again.
  const results = resultsBox(u);
  if (results) parts.push(results);

  if (u.choice) {
    parts.push(
      h(
        'div',
        { class: 'actions', 'data-testid': 'choice' },
        h('p', { text: 'Several moves share that place; choose one:' }),
        ...u.choice.map((m) => h('button', { onclick: () => act((x) => play(x, m)), text: p.describe(m, v) })),
      ),
    );
  }
  if (t.panel.length > 0) {
    parts.push(
      h(
        'div',
        { class: 'actions', 'data-testid': 'actions' },
        ...t.panel.map((m) => h('button', { class: 'action', onclick: () => act((x) => play(x, m)), text: p.describe(m, v) })),
      ),
    );
  }
  if (u.replayAt === null && actor.kind === 'chance' && u.companion) parts.push(chanceChooser(u, v, act));
  parts.push(controls(u, act));
  return h('div', { class: 'panel' }, ...parts);
}

/** A probability as a percentage and its exact fraction. */
export function percent(p: Rational): string {
  const x = (100 * p.num) / p.den;
  const pc = x === 0 ? '0%' : x < 0.1 ? '<0.1%' : `${x.toFixed(x < 10 ? 1 : 0)}%`;
  return `${pc} (${p.num}/${p.den})`;
}

function chanceBox(c: ChanceDisplay): HTMLElement {
  return h(
    'div',
    { class: 'odds-box' },
    h('p', { class: 'odds-title' }, h('strong', { text: c.total }), ` — ${c.title}`),
    h(
      'table',
      { class: 'odds-terms' },
      ...c.terms.map((x) => h('tr', {}, h('td', { class: 'num', text: x.value }), h('td', { text: x.label }), h('td', { class: 'rule', text: x.rule }))),
    ),
    h(
      'table',
      { class: 'odds-rows' },
      ...c.rows.map((r) => h('tr', {}, h('td', { text: r.label }), h('td', { class: 'num', text: percent(r.p) }))),
    ),
    h('p', { class: 'rule', text: c.rule }),
  );
}

/** The odds of each battle the selected element may declare, before any die is rolled. */
function oddsPanel(u: Ui, t: Targets, st: unknown): HTMLElement | null {
  const p = u.presenter;
  if (!p.odds || u.replayAt !== null) return null;
  const entries: HTMLElement[] = [];
  // With a unit selected, its battles; with none, battles played by a click alone (a Barrage target).
  for (const x of t.placed) {
    if ((x.from ?? null) !== u.selected) continue;
    const c = p.odds(st, x.move);
    if (c) entries.push(h('div', { class: 'odds-entry', 'data-to': x.to }, chanceBox(c)));
  }
  if (entries.length === 0) return null;
  return h('div', { class: 'odds', 'data-testid': 'odds' }, h('h4', { text: 'Odds of each target (hover a target to bring it up)' }), ...entries);
}

/** Chance moves since the viewer's last decision, each with what it did. */
function resultsBox(u: Ui): HTMLElement | null {
  const s = u.session;
  const end = u.replayAt ?? s.moves.length;
  let from = 0;
  for (let i = end - 1; i >= 0; i--) {
    const a = s.actors[i];
    if (a?.kind === 'player' && a.player === u.viewer && !u.autoNotes.has(i)) {
      from = i + 1;
      break;
    }
  }
  const items: HTMLElement[] = [];
  for (let i = Math.max(from, end - 12); i < end; i++) {
    if (s.actors[i]?.kind !== 'chance') continue;
    const lines = logLines(u, i);
    // Numbered as in the log.
    items.push(h('li', { 'data-index': i, value: i + 1 }, ...lines.map((l, k) => h('div', { class: k === 0 ? 'what' : 'effect' }, l.text, l.rule ? h('span', { class: 'rule', text: ` · ${l.rule}` }) : null))));
  }
  if (items.length === 0) return null;
  return h('div', { class: 'chance', 'data-testid': 'chance' }, h('h4', { text: 'Dice and draws since your last decision' }), h('ol', { class: 'results' }, ...items));
}

function chanceChooser(u: Ui, v: unknown, act: (f: (u: Ui) => Ui | null) => void): HTMLElement {
  const p = u.presenter;
  const outs = p.game.chanceOutcomes(currentState(u.session));
  const label = (i: number): string => {
    const o = outs[i];
    return o ? `${describeChance(p, o.move, v)} (p = ${o.p.num}/${o.p.den})` : '';
  };
  if (outs.length <= MAX_CHANCE_BUTTONS) {
    return h(
      'div',
      { class: 'actions chance-choices', 'data-testid': 'chance-choices' },
      ...outs.map((o, i) => h('button', { onclick: () => act((x) => play(x, o.move)), text: label(i) })),
    );
  }
  const sel = h('select', { 'data-testid': 'chance-select' }, ...outs.map((_, i) => h('option', { value: i, text: label(i) })));
  return h(
    'div',
    { class: 'actions chance-choices', 'data-testid': 'chance-choices' },
    sel,
    h('button', {
      text: 'Apply',
      onclick: () => {
        const o = outs[Number(sel.value)];
        if (o) act((x) => play(x, o.move));
      },
    }),
  );
}

function controls(u: Ui, act: (f: (u: Ui) => Ui | null) => void): HTMLElement {
  const s = u.session;
  const mine = u.opponent === 'hotseat' ? lastDecision(s) : lastDecision(s, u.human);
  const fileInput = h('input', { type: 'file', accept: '.json,application/json', 'data-testid': 'load-file', class: 'file' });
  fileInput.addEventListener('change', () => {
    const f = fileInput.files?.[0];
    if (f) void f.text().then((text) => act((x) => loadText(x, text)));
  });
  const paste = h('textarea', { 'data-testid': 'log-text', rows: 3, placeholder: 'or paste a move log JSON here' });
  const replaying = u.replayAt !== null;
  return h(
    'div',
    { class: 'controls' },
    h(
      'div',
      { class: 'row' },
      h('button', {
        'data-testid': 'undo',
        disabled: mine < 0 || replaying,
        onclick: () => act((x) => undoTo(x, mine)),
        text: 'Undo my last decision',
      }),
      h('button', {
        'data-testid': 'save',
        onclick: () => download(`${s.game}-${u.scenario}-${s.moves.length}.json`, formatLog(toLog(s))),
        text: 'Save log',
      }),
      h('button', {
        'data-testid': 'replay',
        disabled: s.moves.length === 0,
        onclick: () => act((x) => ({ ...cancelBot(x), replayAt: replaying ? null : 0 })),
        text: replaying ? 'Leave replay' : 'Replay',
      }),
    ),
    replaying
      ? h(
          'div',
          { class: 'row replay', 'data-testid': 'replay-controls' },
          h('button', { 'data-testid': 'replay-start', onclick: () => act((x) => ({ ...x, replayAt: 0 })), text: '« start' }),
          h('button', { 'data-testid': 'replay-back', onclick: () => act((x) => ({ ...x, replayAt: Math.max(0, (x.replayAt ?? 0) - 1) })), text: '◀' }),
          h('span', { 'data-testid': 'replay-pos', text: `${u.replayAt} / ${s.moves.length}` }),
          h('button', {
            'data-testid': 'replay-step',
            onclick: () => act((x) => ({ ...x, replayAt: Math.min(x.session.moves.length, (x.replayAt ?? 0) + 1) })),
            text: '▶',
          }),
          h('button', { 'data-testid': 'replay-end', onclick: () => act((x) => ({ ...x, replayAt: x.session.moves.length })), text: 'end »' }),
          h(
            'select',
            { 'data-testid': 'replay-as', onchange: (e: Event) => { const val = (e.target as HTMLSelectElement).value; act((x) => ({ ...x, viewer: val })); } },
            ...u.presenter.game.players.map((pl) => h('option', { value: pl, text: `as ${playerName(u.presenter, pl)}`, selected: pl === u.viewer })),
          ),
          h('button', { 'data-testid': 'replay-resume', onclick: () => act((x) => undoTo(x, x.replayAt ?? x.session.moves.length)), text: 'Play on from here' }),
        )
      : null,
    h('div', { class: 'row' }, h('label', {}, 'Load log ', fileInput)),
    h('div', { class: 'row' }, paste, h('button', { 'data-testid': 'load-text', onclick: () => act((x) => loadText(x, paste.value)), text: 'Load' })),
  );
}

/** Loads a saved move log; the game is rebuilt with the kernel's `replay` and shown at its end. */
function loadText(u: Ui, text: string): Ui {
  const parsed = parseLog(text);
  if (!parsed.ok) return { ...u, message: `Cannot load: ${parsed.message}` };
  const p = presenterOf(parsed.log.game);
  if (!p) return { ...u, message: `Cannot load: no title '${parsed.log.game}' on this page` };
  // The scenario and set-up option the log starts from, if it is one the page offers.
  let scenario: string | null = null;
  let option: string | null = null;
  for (const o of [null, ...(p.setupOptions ?? [])]) {
    scenario = matchScenario(p.scenarios.map((x) => ({ id: x.id, setup: o ? o.apply(x.setup) : x.setup })), parsed.log.setup);
    option = o?.id ?? null;
    if (scenario !== null) break;
  }
  const r = fromLog(p.game, parsed.log, scenario);
  if (!r.ok) return { ...u, message: `Cannot load: move ${(r.index ?? -1) + 1} is refused: ${r.error.message}${r.error.rule ? ` (${r.error.rule})` : ''}` };
  const base = cancelBot(u);
  const human = p.game.players.includes(base.human) ? base.human : (p.game.players[0] as string);
  return {
    ...base,
    presenter: p,
    scenario: scenario ?? '',
    option: scenario === null ? null : option,
    autoNotes: new Map(),
    session: r.session,
    human,
    viewer: human,
    revealed: base.opponent !== 'hotseat',
    selected: null,
    choice: null,
    replayAt: null,
    bot: makeBot(p, base.opponent, r.session.seed ^ 0x5eed),
    message: `Loaded ${r.session.moves.length} moves.`,
  };
}

/**
 * The log of move i as the viewer may read it: the move, then what it changed (presenter
 * `narrate`), or else the move's description with hidden draws of the other side kept hidden.
 */
function logLines(u: Ui, i: number): readonly LogLine[] {
  const p = u.presenter;
  const s = u.session;
  const move = s.moves[i];
  const note = u.autoNotes.get(i);
  const extra: LogLine[] = note ? [{ text: `answered by the page: ${note}` }] : [];
  if (p.narrate) return [...p.narrate(s.states[i], move, s.states[i + 1], u.viewer), ...extra];
  const before = p.game.view(s.states[i], u.viewer);
  const after = p.game.view(s.states[i + 1], u.viewer);
  if (p.secret?.(move, before, after)) return [{ text: 'a card is drawn (hidden)' }];
  const rule = ruleText(p, move, s.events[i] ?? []);
  return [{ text: p.describe(move, before), rule }, ...extra];
}

function ruleText(p: AnyPresenter, move: unknown, events: readonly GameEvent[]): string {
  const refs = [...new Set(events.flatMap((e) => (e.rule ? [e.rule] : [])))];
  if (refs.length === 0) {
    const r = p.ruleOf?.(move);
    if (r) refs.push(r);
  }
  const kinds = events.map((e) => e.type).join(', ');
  return `${kinds}${refs.length ? ` · ${refs.join('; ')}` : ''}`;
}

function logPanel(u: Ui, act: (f: (u: Ui) => Ui | null) => void): HTMLElement {
  const p = u.presenter;
  const s = u.session;
  const upto = u.replayAt ?? s.moves.length;
  const items: HTMLElement[] = [];
  for (let i = 0; i < upto; i++) {
    const a = s.actors[i];
    const who = a?.kind === 'player' ? playerName(p, a.player) : 'chance';
    const undoable = a?.kind === 'player' && u.replayAt === null && (u.opponent === 'hotseat' || a.player === u.human);
    const lines = logLines(u, i);
    items.push(
      h(
        'li',
        { class: a?.kind === 'chance' ? 'chance-move' : 'player-move', 'data-index': i },
        h('span', { class: 'who', text: who }),
        ' ',
        h('span', { class: 'what', text: lines[0]?.text ?? '' }),
        ' ',
        h('span', { class: 'rule', text: lines[0]?.rule ?? ruleText(p, s.moves[i], s.events[i] ?? []) }),
        undoable ? h('button', { class: 'undo-here', title: 'Undo to before this move', onclick: () => act((x) => undoTo(x, i)), text: '↶' }) : null,
        ...lines.slice(1).map((l) => h('div', { class: 'effect' }, h('span', { text: l.text }), l.rule ? h('span', { class: 'rule', text: ` · ${l.rule}` }) : null)),
      ),
    );
  }
  const list = h('ol', { class: 'log', 'data-testid': 'log', start: 1 }, ...items);
  // Keep the latest move in sight.
  requestAnimationFrame(() => {
    list.scrollTop = list.scrollHeight;
  });
  return h('div', { class: 'log-wrap' }, h('h3', { text: `Log (${upto} moves)` }), list);
}

function passScreen(u: Ui, act: (f: (u: Ui) => Ui | null) => void): HTMLElement {
  const name = playerName(u.presenter, u.viewer);
  return h(
    'div',
    { class: 'pass', 'data-testid': 'pass' },
    h(
      'div',
      { class: 'pass-box' },
      h('p', { text: `Pass the device to ${name}.` }),
      h('p', { class: 'small', text: 'The board and hand stay hidden until they are ready.' }),
      h('button', { 'data-testid': 'pass-ready', onclick: () => act((x) => ({ ...x, revealed: true })), text: `I am ${name}: show my view` }),
    ),
  );
}

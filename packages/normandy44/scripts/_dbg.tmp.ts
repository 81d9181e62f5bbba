import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import { brokenDivisions, closedBeaches } from '../src/victory/victory.js';
const rng = new Rng(Number(process.argv[2] ?? 2));
const start = game.setup(scenarios['campaign']);
if (!start.ok) throw new Error();
let s = start.state;
while (game.actor(s).kind !== 'terminal') {
  const a = game.actor(s);
  const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
  const prev = s;
  s = (game.resolve(s, m) as { state: typeof s }).state;
  if (s.phase === 'over') { console.log('closed', closedBeaches(prev), 'US', brokenDivisions(prev, 'US'), 'BR', brokenDivisions(prev, 'British'), JSON.stringify(prev.campaign?.failed)); }
}

import { describe, expect, it } from 'vitest';
import { importM44, parseScenario, ScenarioSchema, scenarios, type Scenario } from '../../src/scenarios/index.js';
import { fixtureFiles, readFixture } from './fixtures.js';

const shipped = Object.entries(scenarios);

/** The fixture a shipped scenario was read from, by the editor's scenario id. */
function fixtureOf(s: Scenario): Record<string, unknown> {
  const file = fixtureFiles().find((f) => f.startsWith(`${s.provenance.m44Id}-`));
  if (!file) throw new Error(`no fixture for ${s.id}`);
  return readFixture(file);
}

/** Runs of `n` words, lower-cased, for a crude "not copied" check. */
function shingles(text: string, n: number): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(' '));
  return out;
}

describe('shipped scenarios', () => {
  it('ship Pegasus Bridge, Sainte-Mère-Église and at least three more, keyed by their ids', () => {
    expect(Object.keys(scenarios)).toEqual(expect.arrayContaining(['pegasus-bridge', 'sainte-mere-eglise']));
    expect(shipped.length).toBeGreaterThanOrEqual(5);
    for (const [key, s] of shipped) expect(s.id).toBe(key);
  });

  it.each(shipped)('%s validates against the scenario schema', (_id, s) => {
    const r = parseScenario(s);
    expect(r.ok ? 'valid' : r.error.message).toBe('valid');
    // Parsing adds nothing: the data module already spells out every default.
    expect(ScenarioSchema.parse(s)).toEqual(s);
  });

  it.each(shipped)('%s equals a fresh import of its official .m44 file', (_id, s) => {
    const r = importM44(fixtureOf(s));
    if (!r.ok) throw new Error(r.error.message);
    const fresh = r.scenario;
    expect(s.id).toBe(fresh.id);
    const facts = ['board', 'front', 'date', 'terrain', 'obstacles', 'units', 'objectives', 'hands', 'firstPlayer', 'victory'] as const;
    for (const k of facts) expect({ [k]: s[k] }).toEqual({ [k]: fresh[k] });
    // Rules read from the file come first; the rest come from the scenario's printed rules.
    expect(s.specialRules.slice(0, fresh.specialRules.length)).toEqual(fresh.specialRules);
    expect(s.provenance.m44Id).toBe(fresh.provenance.m44Id);
  });

  it.each(shipped)('%s has a short briefing in our own words', (_id, s) => {
    expect(s.briefing.length).toBeGreaterThan(60);
    expect(s.briefing.length).toBeLessThanOrEqual(600);
    const text = (fixtureOf(s)['text'] as Record<string, Record<string, string>>)['en'] ?? {};
    const theirs = shingles(Object.values(text).join(' '), 6);
    const copied = [...shingles(s.briefing, 6)].filter((w) => theirs.has(w));
    expect(copied).toEqual([]);
  });

  it.each(shipped)('%s is a base-game battle: no expansion roads or scenario-impassable hexes', (_id, s) => {
    expect(s.board.type).toBe('standard');
    expect(s.terrain.filter((t) => t.road || t.impassable)).toEqual([]);
    expect(s.specialRules.filter((r) => r.id === 'other')).toEqual([]);
  });

  it('carry the special rules the printed scenarios state', () => {
    const rule = (id: string, rid: string) => scenarios[id]?.specialRules.find((r) => r.id === rid);
    // Pegasus Bridge: the Axis hand grows from 2 to 4 (M44 p.22 [L928]).
    expect(rule('pegasus-bridge', 'extra-draws')).toEqual({ id: 'extra-draws', side: 'axis', draw: 2, turns: 2 });
    expect(rule('sainte-mere-eglise', 'airdrop')).toMatchObject({ side: 'allies', units: 4 });
    // Bunkers belong to the Axis where the briefing says so (M44 p.19 [L819]).
    for (const id of ['sword-beach', 'pointe-du-hoc']) expect(rule(id, 'bunker-owner')).toEqual({ id: 'bunker-owner', side: 'axis' });
    // Every scenario with bunkers says who may claim them.
    for (const [, s] of shipped) {
      if (s.obstacles.some((o) => o.obstacle === 'bunker' && o.owner === undefined)) {
        expect(s.specialRules.some((r) => r.id === 'bunker-owner')).toBe(true);
      }
    }
  });

  it('beach battles stand on the beach face, countryside battles on the countryside face', () => {
    const faces = Object.fromEntries(shipped.map(([id, s]) => [id, s.board.face]));
    expect(faces).toMatchObject({
      'pegasus-bridge': 'countryside',
      'sainte-mere-eglise': 'countryside',
      'sword-beach': 'beach',
      'pointe-du-hoc': 'beach',
      'mont-mouchet': 'countryside',
    });
  });
});

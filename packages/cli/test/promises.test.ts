/**
 * The CLI does what its help and README promise (issue #13): scenario files, readable play
 * logs with rule references, a bin that npm can link before the build, merge and validate
 * refusals, a complete top usage, and progress when stderr is not a terminal.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '@esagono/kernel';
import { exportM44, game as memoir44, importM44, scenarios as m44Scenarios } from '@esagono/memoir44';
import { defineTitle, run, titles as builtIn, type StudyFile, type TitleRegistry } from '../src/index.js';
import { skirmish } from '@esagono/kernel';
import { titles as skirmishTitles } from './fixtures/titles.js';

const titlesModule = new URL('./fixtures/titles.ts', import.meta.url).href;

async function cli(argv: string[], opts: { registry?: TitleRegistry; now?: () => number } = {}) {
  let out = '';
  let err = '';
  const code = await run(argv, {
    titles: opts.registry ?? builtIn,
    ...(opts.registry === skirmishTitles ? { titlesModule } : {}),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s), isTTY: false },
    ...(opts.now ? { now: opts.now } : {}),
  });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'esagono-cli-promises-'));
const file = (name: string, content: unknown): string => {
  const p = join(dir, name);
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
};

/** Pegasus Bridge as exportM44 writes it. */
const pegasusM44 = exportM44(m44Scenarios['pegasus-bridge']!.scenario);
const pegasusImported = importM44(JSON.parse(JSON.stringify(pegasusM44)));

/** The warnings the CLI prints for a .m44 file: importM44's, reading expansion content with a warning. */
const m44Warnings = (json: unknown): readonly string[] => {
  const r = importM44(json, { unsupported: 'warn' });
  return r.ok ? r.warnings.map((w) => w.message) : [];
};

/** The official editor files kept as memoir44's test fixtures. */
const fixtureDir = fileURLToPath(new URL('../../memoir44/test/fixtures/', import.meta.url));
const editorFiles = readdirSync(fixtureDir).filter((f) => f.endsWith('.m44.json')).sort();

describe('scenario files: validate and --scenario-file read .m44 through importM44', () => {
  it.each(editorFiles)('validates the official editor file %s, with the same warnings importM44 gives', async (name) => {
    const path = join(fixtureDir, name);
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    const imported = importM44(json, { unsupported: 'warn' });
    const r = await cli(['validate', 'memoir44', path]);
    expect(r.code).toBe(imported.ok ? 0 : 1);
    if (!imported.ok) return;
    expect(r.out).toBe(`ok: ${path} is a valid memoir44 scenario file\n`);
    expect(r.err).toBe(m44Warnings(json).map((w) => `esagono: warning: ${path}: ${w}\n`).join(''));
  });

  it('plays a scenario that is not shipped, from its editor file (Villers-Bocage)', async () => {
    const name = editorFiles.find((f) => f.includes('VillersBocage'));
    if (!name) throw new Error('the Villers-Bocage fixture is kept in memoir44/test/fixtures');
    const r = await cli(['play', 'memoir44', '--scenario-file', join(fixtureDir, name), '--seed', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`scenario file:${name}, seed 1`);
    expect(r.out).toMatch(/^result: (allies|axis) wins/m);
  });

  it('validates a .m44 file, printing the importer warnings to stderr', async () => {
    // The official Pegasus Bridge file draws its pond as a ring of river bends, which the importer warns of.
    const official: unknown = JSON.parse(readFileSync(join(fixtureDir, '2-PegasusBridge.m44.json'), 'utf8'));
    const warnings = m44Warnings(official);
    expect(warnings.length).toBeGreaterThan(0);
    const path = file('pegasus.m44', official);
    const r = await cli(['validate', 'memoir44', path]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`ok: ${path} is a valid memoir44 scenario file\n`);
    for (const w of warnings) expect(r.err).toContain(`esagono: warning: ${path}: ${w}`);
    const json = JSON.parse((await cli(['validate', 'memoir44', path, '--json'])).out);
    expect(json).toMatchObject({ ok: true, imported: true, warnings });
  });

  it('recognises an editor file by its keys whatever its name, and lists what the importer refuses', async () => {
    const bad = structuredClone(pegasusM44) as { board: { hexagons: { row: number; col: number; unit?: { name: string } }[] } };
    const hex = bad.board.hexagons.find((h) => h.unit);
    if (!hex?.unit) throw new Error('pegasus-bridge has units');
    hex.unit.name = 'infmartian';
    const path = file('bad-scenario.json', bad);
    const r = await cli(['validate', 'memoir44', path]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`invalid: ${path} is not a valid memoir44 scenario file`);
    expect(r.out).toContain('infmartian');
    // A plain setup still goes through the schema and game.setup.
    const setup = file('setup.json', { scenario: m44Scenarios['sword-beach']!.scenario });
    expect((await cli(['validate', 'memoir44', setup])).out).toBe(`ok: ${setup} is a valid memoir44 setup\n`);
  });

  it('plays and simulates a .m44 file; the saved log replays without the file', async () => {
    const path = file('pegasus-play.m44', pegasusM44);
    const log = join(dir, 'from-file.json');
    const r = await cli(['play', 'memoir44', '--scenario-file', path, '--seed', '3', '--log', log]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('scenario file:pegasus-play.m44, seed 3');
    const saved = JSON.parse(readFileSync(log, 'utf8'));
    expect(saved.setup).toEqual({ scenario: pegasusImported.ok ? pegasusImported.scenario : null });
    expect((await cli(['replay', log])).code).toBe(0);
    // Two worker threads receive the file's setup, and agree with one thread.
    const one = await cli(['simulate', 'memoir44', '--scenario-file', path, '--games', '2', '--workers', '1', '--json']);
    const two = await cli(['simulate', 'memoir44', '--scenario-file', path, '--games', '2', '--workers', '2', '--json']);
    expect(one.code).toBe(0);
    const a: StudyFile = JSON.parse(one.out);
    const b: StudyFile = JSON.parse(two.out);
    expect(a.scenario).toBe('file:pegasus-play.m44');
    expect(b.records).toEqual(a.records);
    expect(a.records.every((g) => g.stop === 'terminal')).toBe(true);
  });

  it('refuses --scenario with --scenario-file, and a file the title refuses, before playing', async () => {
    const path = file('both.m44', pegasusM44);
    const both = await cli(['play', 'memoir44', '--scenario', 'sword-beach', '--scenario-file', path]);
    expect(both.code).toBe(2);
    expect(both.err).toContain('not both');
    const broken = file('broken.m44', { ...pegasusM44, board: 'none' });
    const r = await cli(['simulate', 'memoir44', '--scenario-file', broken, '--games', '1']);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`esagono validate memoir44 ${broken}`);
  });
});

describe('play: one readable line per decision, with rule references', () => {
  it("memoir44: every move in words with its rule; eliminations and medals as the game's state says", async () => {
    const log = join(dir, 'm44-play.json');
    const r = await cli(['play', 'memoir44', '--scenario', 'pegasus-bridge', '--seed', '7', '--log', log]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n').filter((l) => /^ *\d+ {2}/.test(l));
    const saved = JSON.parse(readFileSync(log, 'utf8'));
    expect(lines).toHaveLength(saved.moves.length);
    for (const l of lines) {
      expect(l).not.toContain('{"type"');
      expect(l).toMatch(/\((M44 p\.|scenario)/);
    }
    const end = replay(memoir44, saved.setup, saved.moves, { seed: saved.seed });
    if (!end.ok) throw new Error('the saved game replays');
    const gone = end.state.units.filter((u) => u.at < 0).length;
    expect(gone).toBeGreaterThan(0);
    expect(r.out.match(/ is eliminated \(M44 p\.9/g)?.length).toBe(gone);
    const o = memoir44.outcome(end.state);
    const winner = o?.kind === 'win' ? o.winner : 'none';
    expect(r.out).toContain(`${winner === 'allies' ? 'Allies' : 'Axis'} win (M44 p.6 [L158])`);
    // The last medal line of each side gives its final score.
    for (const side of ['Allies', 'Axis'] as const) {
      const medals = [...r.out.matchAll(new RegExp(`${side} medals \\d+ -> (\\d+)`, 'g'))].map((m) => Number(m[1]));
      expect(medals.at(-1) ?? 0).toBe(o?.scores?.[side.toLowerCase()]);
    }
  });

  it("uses a title's describer when it has one, and the game's events with their rules when not", async () => {
    const plain = await cli(['play', 'skirmish', '--seed', '4'], { registry: skirmishTitles });
    expect(plain.code).toBe(0);
    expect(plain.out).toMatch(/^\s+1 {2}chance\s+\{"type":"deal"/m);
    const described: TitleRegistry = {
      skirmish: defineTitle({
        game: skirmish,
        scenarios: { standard: {} },
        describe: (before, move) => ({ text: `${move.type} with ${before.hp.red}/${before.hp.blue} hp`, rule: 'SK test', effects: [{ text: 'noted' }] }),
      }),
    };
    const r = await cli(['play', 'skirmish', '--seed', '4'], { registry: described });
    const lines = r.out.split('\n').filter((l) => /^ *\d+ {2}/.test(l));
    expect(lines.length).toBe(plain.out.split('\n').filter((l) => /^ *\d+ {2}/.test(l)).length);
    for (const l of lines) expect(l).toMatch(/^\s+\d+ {2}\S+\s+[a-z-]+ with \d+\/\d+ hp \(SK test\) {2}-> noted/);
  });
});

describe('the esagono bin', () => {
  const pkgDir = fileURLToPath(new URL('..', import.meta.url));
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));

  it('is a committed file that npm can link before dist/ is built, and is packed', () => {
    const bin = pkg.bin.esagono as string;
    expect(bin.startsWith('./dist/')).toBe(false);
    expect(existsSync(join(pkgDir, bin))).toBe(true);
    expect(pkg.files).toContain(bin.replace(/^\.\//, '').split('/')[0]);
  });

  it('runs dist/cli.js beside it, and says to build when it is missing', () => {
    const bin = join(pkgDir, pkg.bin.esagono as string);
    const root = mkdtempSync(join(tmpdir(), 'esagono-bin-'));
    mkdirSync(join(root, 'bin'));
    copyFileSync(bin, join(root, 'bin', 'esagono.js'));
    writeFileSync(join(root, 'package.json'), '{"type": "module"}');
    let missing = '';
    try {
      execFileSync(process.execPath, [join(root, 'bin', 'esagono.js')], { stdio: 'pipe' });
    } catch (e) {
      missing = String((e as { stderr?: Buffer }).stderr);
      expect((e as { status?: number }).status).toBe(1);
    }
    expect(missing).toContain('run `npm run build` first');
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'cli.js'), 'process.stdout.write(`cli ${process.argv.slice(2).join(" ")}`);\n');
    expect(execFileSync(process.execPath, [join(root, 'bin', 'esagono.js'), 'titles', '--json']).toString()).toBe('cli titles --json');
  });
});

describe('merge and validate refuse what would mislead', () => {
  const base = ['simulate', 'skirmish', '--bots', 'random,random', '--seed', '5', '--games', '12', '--workers', '1'];

  it('merge refuses the same shard twice and overlapping files', async () => {
    const a = join(dir, 'shard-0.json');
    const b = join(dir, 'shard-1.json');
    const whole = join(dir, 'whole.json');
    await cli([...base, '--shard', '0/2', '--out', a], { registry: skirmishTitles });
    await cli([...base, '--shard', '1/2', '--out', b], { registry: skirmishTitles });
    await cli([...base, '--out', whole], { registry: skirmishTitles });
    const copy = file('shard-0-copy.json', readFileSync(a, 'utf8'));
    const twice = await cli(['merge', a, b, copy], { registry: skirmishTitles });
    expect(twice.code).toBe(1);
    expect(twice.err).toContain(`${copy} and ${a} are both shard 0/2`);
    expect(twice.out).toBe('');
    const overlap = await cli(['merge', whole, b], { registry: skirmishTitles });
    expect(overlap.code).toBe(1);
    expect(overlap.err).toMatch(/game \d+ is in both .*whole\.json and .*shard-1\.json/);
    expect((await cli(['merge', a, b], { registry: skirmishTitles })).code).toBe(0);
  });

  it('validate on a saved game says to use replay', async () => {
    const log = join(dir, 'saved.json');
    expect((await cli(['play', 'skirmish', '--seed', '2', '--log', log], { registry: skirmishTitles })).code).toBe(0);
    const r = await cli(['validate', 'skirmish', log], { registry: skirmishTitles });
    expect(r.code).toBe(2);
    expect(r.err).toContain(`esagono replay ${log}`);
  });
});

describe('help', () => {
  it('the top usage lists every option of every command', async () => {
    const top = (await cli(['--help'])).out;
    // Usage lines of a command: its "esagono <command>" line and the indented lines under it.
    const usage = new Map<string, string>();
    let current = '';
    for (const line of top.split('\n')) {
      const m = /^\s+esagono (\w+)/.exec(line);
      if (m) current = m[1]!;
      else if (!/^\s+\[/.test(line)) current = '';
      if (current) usage.set(current, `${usage.get(current) ?? ''} ${line}`);
    }
    for (const command of ['play', 'simulate', 'merge', 'replay', 'validate', 'titles']) {
      const help = (await cli(['help', command])).out;
      // Options are the lines of the command's help that start with one (prose may name others').
      const options = [...help.matchAll(/^ {2}(--[a-z][a-z-]*)/gm)].map((m) => m[1]!);
      expect(usage.get(command), command).toBeDefined();
      expect(options.length > 0 || command === 'replay' || command === 'validate' || command === 'titles').toBe(true);
      for (const o of options) expect(usage.get(command), `${command} ${o}`).toMatch(new RegExp(`${o}(?![a-z-])`));
    }
  });
});

describe('progress off a terminal', () => {
  it('prints a line to stderr at most every 10 s of a long run, then its total; quick runs stay quiet', async () => {
    let t = 0;
    // Each game "takes" 2 s on this clock: 9 games, 18 s, so one report and the total.
    const now = () => (t += 2000);
    const r = await cli(['simulate', 'skirmish', '--games', '9', '--workers', '1', '--seed', '3'], { registry: skirmishTitles, now });
    expect(r.code).toBe(0);
    const lines = r.err.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThan(9);
    for (const l of lines.slice(0, -1)) expect(l).toMatch(/^esagono simulate: \d\/9 games \(\d+%\), \d+ s$/);
    expect(lines.at(-1)).toMatch(/^esagono simulate: 9\/9 games done, \d+ s$/);
    expect(r.out).toContain('9 games');
    // play counts moves the same way.
    t = 0;
    const p = await cli(['play', 'skirmish', '--seed', '3'], { registry: skirmishTitles, now });
    expect(p.err).toMatch(/^esagono play: \d+ moves, \d+ s$/m);
    expect((await cli(['simulate', 'skirmish', '--games', '9', '--workers', '1'], { registry: skirmishTitles })).err).toBe('');
  });
});

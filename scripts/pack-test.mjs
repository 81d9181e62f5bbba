#!/usr/bin/env node
// Packaging test: pack every publishable package, install the tarballs into a throw-away
// project, import each from native ESM and from CommonJS on this Node, and run publint and
// @arethetypeswrong/cli on each tarball. Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({ dir: join(root, 'packages', dir), pkg: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => !pkg.private)
  // Optional arguments restrict the run to the named packages (for debugging).
  .filter(({ pkg }) => process.argv.length <= 2 || process.argv.slice(2).includes(pkg.name));

const work = mkdtempSync(join(tmpdir(), 'esagono-pack-'));
let failures = 0;
const fail = (msg) => {
  failures++;
  console.error(`FAIL ${msg}`);
};

try {
  const tarballs = [];
  for (const { dir, pkg } of packages) {
    if (!existsSync(join(dir, 'dist', 'index.js'))) fail(`${pkg.name}: no dist/ (run npm run build first)`);
    const out = run('npm', ['pack', '--json', '--pack-destination', work], dir);
    const file = join(work, JSON.parse(out)[0].filename);
    tarballs.push({ name: pkg.name, file });
    try {
      run(join(root, 'node_modules/.bin/publint'), ['run', file, '--strict'], root);
      console.log(`ok   publint ${pkg.name}`);
    } catch (e) {
      fail(`publint ${pkg.name}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
    }
    try {
      run(join(root, 'node_modules/.bin/attw'), [file, '--format', 'ascii', '--profile', 'node16'], root);
      console.log(`ok   attw ${pkg.name}`);
    } catch (e) {
      fail(`attw ${pkg.name}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
    }
  }

  // A consumer project that installs every tarball (their registry dependencies come from npm).
  const app = join(work, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, version: '1.0.0' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs.map((t) => t.file)], app);

  for (const { name } of tarballs) {
    const esm = `import * as m from '${name}'; if (Object.keys(m).length === 0) throw new Error('no exports'); console.log(Object.keys(m).length);`;
    const cjs = `const m = require('${name}'); if (Object.keys(m).length === 0) throw new Error('no exports'); console.log(Object.keys(m).length);`;
    try {
      const a = run(process.execPath, ['--input-type=module', '-e', esm], app).trim();
      const b = run(process.execPath, ['-e', cjs], app).trim();
      if (a !== b) fail(`${name}: ESM exports ${a} names, CommonJS ${b}`);
      else console.log(`ok   import ${name} from ESM and CommonJS (${a} exports)`);
    } catch (e) {
      fail(`import ${name}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
    }
  }
  // The protocol works end to end from the published kernel.
  const smoke = `import { Rng, stateHash, rational } from '@esagono/kernel';
    const r = new Rng(1); if (!(r.int(6) >= 0)) throw new Error('rng');
    if (stateHash({a:1}) !== stateHash({a:1})) throw new Error('hash');
    if (rational(2,4).den !== 2) throw new Error('rational');`;
  try {
    run(process.execPath, ['--input-type=module', '-e', smoke], app);
    console.log('ok   kernel smoke test from the tarball');
  } catch (e) {
    fail(`kernel smoke test\n${e.stderr ?? ''}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const total = packages.length * 3 + 1;
console.log(`pack test: ${total - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);

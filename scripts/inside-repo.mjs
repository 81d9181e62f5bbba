#!/usr/bin/env node
// Fails when a test, script, build step or source file names a path outside the repository: a
// user's clone has nothing beside it (no ../shared, no other machine's folders). Run first by
// `npm test`. Static, so it also catches a path that a test only reads on some runs.
//
// What counts as reaching out, in code files (.ts .tsx .js .mjs .cjs .sh, package.json scripts):
// - a string literal whose relative path (`../..`) resolves, from the file's folder, outside the root
//   (this covers `new URL('../..', import.meta.url)`, `readFileSync('../x')`, `join(dir, '../..')`);
// - a run of '..' literals in one call (`join(__dirname, '..', '..', '..')`) that climbs above the root;
// - an absolute path under a home or work folder (`/work/`, `/home/`, `/root/`, `/Users/`, `/mnt/`,
//   `C:\`), which exists on one machine only. System paths (/usr/bin/chromium, /tmp, /proc) are fine.
// A line ending in the comment `inside-repo: allow` is skipped (the checker's own tests need that).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const CODE = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.sh']);
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results', '.tmp', 'screenshots', 'artifacts']);
const ABSOLUTE = /^(?:\/(?:work|home|root|Users|mnt)\/|[A-Za-z]:\\)/; // inside-repo: allow
const STRING = /(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
const ALLOW = /inside-repo: allow\s*(?:\*\/)?\s*$/;

/** Every code file under `root` that the check reads (package.json files too, for their scripts). */
export function codeFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (SKIP_DIRS.has(name)) continue;
      const p = join(dir, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else if (CODE.has(extname(name)) || name === 'package.json') out.push(p);
    }
  };
  walk(root);
  return out.sort();
}

const inside = (root, p) => {
  const r = relative(root, p);
  return r === '' || (!r.startsWith('..') && !r.startsWith(sep) && !/^[A-Za-z]:/.test(r));
};

/** The reaches outside `root` on one line of `file`, as messages. */
export function lineReaches(root, file, line) {
  const t = line.trim();
  // Comments name paths in prose (`../..`); only code reads files.
  if (ALLOW.test(line) || t.startsWith('//') || t.startsWith('*') || t.startsWith('/*') || t.startsWith('#')) return [];
  const found = [];
  const dir = dirname(file);
  const literals = [...line.matchAll(STRING)].map((m) => m[2]);
  for (const s of literals) {
    if (ABSOLUTE.test(s)) found.push(`absolute path ${JSON.stringify(s)} names one machine's folder`);
    else if (/(^|\/)\.\.(\/|$)/.test(s) && !s.includes('${')) {
      const target = resolve(dir, s);
      if (!inside(root, target)) found.push(`relative path ${JSON.stringify(s)} leaves the repository (${target})`);
    }
  }
  // join(here, '..', '..', '..'): count the bare '..' arguments of one call.
  const ups = literals.filter((s) => s === '..').length;
  if (ups > 0) {
    const target = resolve(dir, ...Array(ups).fill('..'));
    if (!inside(root, target)) found.push(`${ups} '..' steps climb out of the repository (${target})`); // inside-repo: allow
  }
  return found;
}

/** Every reach outside `root` in the given files, as `file:line: message`. */
export function findOutsideReaches(root, files = codeFiles(root)) {
  const out = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const lines = file.endsWith('package.json') ? scriptLines(text) : text.split('\n').map((l, i) => [i + 1, l]);
    for (const [n, l] of lines) for (const msg of lineReaches(root, file, l)) out.push(`${relative(root, file)}:${n}: ${msg}`);
  }
  return out;
}

/** A package.json's scripts, each as one line (numbered by its place in the file). */
function scriptLines(text) {
  const scripts = JSON.parse(text).scripts ?? {};
  const lines = text.split('\n');
  return Object.values(scripts).map((cmd) => {
    const n = lines.findIndex((l) => l.includes(JSON.stringify(cmd).slice(1, -1))) + 1;
    // Shell words become literals, so `node ../../x.mjs` is read like a quoted path.
    return [n, String(cmd).split(/\s+/).map((w) => `'${w}'`).join(' ')];
  });
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const reaches = findOutsideReaches(root);
  if (reaches.length > 0) {
    console.error('Paths outside the repository (a user\'s clone has nothing beside it; ship the data inside):');
    for (const r of reaches) console.error(`  ${r}`);
    process.exit(1);
  }
  console.log(`inside-repo: ${codeFiles(root).length} files read, no path leaves the repository`);
}

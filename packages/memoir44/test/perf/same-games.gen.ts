/**
 * Writes same-games.json from the rules as they are now: run it at a base commit, before a
 * refactoring that must keep games identical.  npx tsx packages/memoir44/test/perf/same-games.gen.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { digestAll } from './same-games.js';

const file = fileURLToPath(new URL('./same-games.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(digestAll(), null, 1)}\n`);
console.log(`wrote ${file}`);

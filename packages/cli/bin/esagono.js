#!/usr/bin/env node
// The `esagono` bin. A committed file (not dist/cli.js itself) so npm can link it at install
// time, before `npm run build` has made dist/: in this repository, `npx esagono` then works
// once built. The CLI itself is dist/cli.js.
import('../dist/cli.js').catch((e) => {
  const missing = e && e.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes('dist/cli.js');
  process.stderr.write(missing ? 'esagono: dist/cli.js is missing; run `npm run build` first\n' : `esagono: ${e && e.stack ? e.stack : String(e)}\n`);
  process.exitCode = 1;
});

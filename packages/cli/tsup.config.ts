import { defineConfig } from 'tsup';

export default defineConfig([
  // No `clean`: the two builds share dist/ and run in parallel, so one could wipe the other.
  // The library: run() and the registry, for scripts and other tools.
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    target: 'node20',
    shims: true,
    tsconfig: '../../tsconfig.build.json',
  },
  // The `esagono` bin and the simulation worker it starts (found beside it as worker.js).
  {
    entry: ['src/cli.ts', 'src/worker.ts'],
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    tsconfig: '../../tsconfig.build.json',
  },
]);

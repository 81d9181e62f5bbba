import { defineConfig } from 'tsup';

/** The build every publishable package shares: ESM + CJS + declarations for Node 20. */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  tsconfig: '../../tsconfig.build.json', // read from each package's folder: inside-repo: allow
});

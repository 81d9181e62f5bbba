// The shared build (ESM + CJS + declarations; see the repository root), with the vitest entry.
import { defineConfig } from 'tsup';
import base from '../../tsup.base.js';

export default defineConfig({ ...base, entry: ['src/index.ts', 'src/vitest.ts'], external: ['vitest'] });

// The shared build (ESM + CJS + declarations); see the repository root.
export { default } from '../../tsup.base.js';

export { Recent } from './recent.js';

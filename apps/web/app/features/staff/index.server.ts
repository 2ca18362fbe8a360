export { staffMeta } from './staff-meta.server.ts';

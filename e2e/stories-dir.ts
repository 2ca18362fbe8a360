import { fileURLToPath } from 'node:url';

/** The stories' embedded database (E2E_DATA_DIR, else e2e/.data); the files beside it are named after it. */
export const dataDir = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('./.data', import.meta.url));

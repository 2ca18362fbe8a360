import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // The whole route manifest comes with the page's scripts (one table, a few KB) instead of being
  // discovered link by link after hydration, which cost a task of its own (docs/PERFORMANCE.md).
  routeDiscovery: { mode: 'initial' },
  appDirectory: 'app',
  // The server reads the same variable (apps/server/src/config.ts), so parallel builds can live side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;

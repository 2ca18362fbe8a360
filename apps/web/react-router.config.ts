import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // The server reads the same variable (apps/server/src/config.ts), so parallel builds can live side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;

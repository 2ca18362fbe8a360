/** See runtime-env.mjs. */
export function runtimeEnv(
  serverDir?: string,
  env?: Record<string, string | undefined>,
): Record<string, string>;

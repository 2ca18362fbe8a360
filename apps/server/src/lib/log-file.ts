import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * LOG_FILE as the logger's stream: each line appended before the call returns, so a process that
 * is killed loses none, and a file moved away by log rotation is made again at the next line.
 */
export function appendingLogFile(file: string): { write(line: string): void } {
  mkdirSync(dirname(file), { recursive: true });
  return { write: (line) => appendFileSync(file, line) };
}

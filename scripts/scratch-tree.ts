import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/** A folder of fixture files for a script's test, made fresh by `make` and removed after each test. */
export interface ScratchTree {
  /** The folder of the current test; '' before `make`. */
  readonly root: string;
  /** Makes a new empty folder for this test and answers its path. */
  make(): string;
  /** Writes a file below the folder, making its folders as needed. */
  write(file: string, text: string): void;
}

export function scratchTree(prefix: string): ScratchTree {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = '';
  });
  return {
    get root() {
      return root;
    },
    make() {
      root = mkdtempSync(join(tmpdir(), prefix));
      return root;
    },
    write(file, text) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    },
  };
}

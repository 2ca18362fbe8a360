import { MemoryFS, PGlite } from '@electric-sql/pglite';

/**
 * A data directory dumped once (a seeded template) and started from in many in-memory PGlite
 * databases. PGlite's own `loadDataDir` reads, untars and copies the whole tarball again for each
 * one, about half of opening a test database's CPU; here the tarball is read once per Blob and its
 * files are written straight into each new database's memory file system (each gets copies).
 */

interface DataDirFiles {
  /** Below PGDATA, starting with "/": every folder before the folders and files in it. */
  folders: string[];
  files: { path: string; data: Uint8Array }[];
}

interface TarRecord {
  path: string;
  isDirectory: boolean;
  data: Uint8Array<ArrayBuffer>;
  /** The header and the padded data, as in the tarball. */
  record: Uint8Array<ArrayBuffer>;
}

const BLOCK = 512;

/** The records of an uncompressed ustar tarball, as PGlite's dumpDataDir('none') writes them. */
function tarRecords(tar: Uint8Array<ArrayBuffer>): TarRecord[] {
  const records: TarRecord[] = [];
  const text = (from: number, length: number, offset: number) => {
    const bytes = tar.subarray(offset + from, offset + from + length);
    const end = bytes.indexOf(0);
    return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
  };
  let offset = 0;
  while (offset + BLOCK <= tar.length && tar[offset] !== 0) {
    const name = text(0, 100, offset);
    const prefix = text(345, 155, offset);
    const size = parseInt(text(124, 12, offset).trim() || '0', 8);
    const type = String.fromCharCode(tar[offset + 156]!);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const path = `/${prefix ? `${prefix}/${name}` : name}`.replace(/\/+/g, '/').replace(/\/$/, '');
    records.push({
      path,
      isDirectory: type === '5',
      data: tar.subarray(offset + BLOCK, offset + BLOCK + size),
      record: tar.subarray(offset, offset + length),
    });
    offset += length;
  }
  return records;
}

/**
 * The dump without the write-ahead log segments outside `first`…`last`: after a checkpoint the
 * earlier ones are not needed to start, and the later ones are recycled segments of old records,
 * 16 MB each. Other files are kept as they are.
 */
export async function withWalSegments(dump: Blob, first: string, last: string): Promise<Blob> {
  const kept = tarRecords(new Uint8Array(await dump.arrayBuffer()))
    .filter(({ path }) => {
      const segment = /^\/pg_wal\/([0-9A-F]{24})$/.exec(path)?.[1];
      return segment === undefined || (segment >= first && segment <= last);
    })
    .map(({ record }) => record);
  return new Blob([...kept, new Uint8Array(2 * BLOCK)], { type: dump.type });
}

const filesOf = new WeakMap<Blob, Promise<DataDirFiles>>();

function dataDirFiles(dump: Blob): Promise<DataDirFiles> {
  let files = filesOf.get(dump);
  if (!files) {
    files = dump.arrayBuffer().then((buffer) => {
      const records = tarRecords(new Uint8Array(buffer));
      const folders = new Set<string>();
      for (const { path, isDirectory } of records) {
        const parts = path.split('/');
        for (let end = 2; end < parts.length + (isDirectory ? 1 : 0); end++)
          folders.add(parts.slice(0, end).join('/'));
      }
      return {
        folders: [...folders].sort(),
        files: records.filter((record) => !record.isDirectory).map(({ path, data }) => ({ path, data })),
      };
    });
    filesOf.set(dump, files);
  }
  return files;
}

/** An in-memory file system that starts with the dumped data directory's files in PGDATA. */
class PreloadedMemoryFS extends MemoryFS {
  constructor(private readonly files: DataDirFiles) {
    super();
  }

  override initialSyncFs(): Promise<void> {
    const fs = (this.pg as unknown as { Module: { FS: EmscriptenFiles } }).Module.FS;
    const root = PGlite.paths.PGDATA;
    fs.mkdirTree(root);
    // A sorted list names a folder before anything in it.
    for (const folder of this.files.folders) fs.mkdir(root + folder);
    // Written as copies: the database changes its files in place.
    for (const { path, data } of this.files.files) fs.writeFile(root + path, data);
    return Promise.resolve();
  }
}

/** The calls made here on PGlite's Emscripten file system. */
interface EmscriptenFiles {
  mkdirTree(path: string): void;
  mkdir(path: string): void;
  writeFile(path: string, data: Uint8Array): void;
}

/** A file system for PGlite's `fs` option holding a copy of the dumped data directory `dump`. */
export async function preloadedDataDir(dump: Blob): Promise<MemoryFS> {
  return new PreloadedMemoryFS(await dataDirFiles(dump));
}

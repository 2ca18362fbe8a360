// Type-checks every workspace and lints the repository on the same TypeScript programs, so the
// types are computed once, not once by `tsc` and again by ESLint's typed rules. Source files
// shared between workspaces (the domain, the database package) are parsed once for all programs.
// `npm run check` and the checks phase of `npm test`; `npm run typecheck` and `npm run lint` still
// run each tool on its own. Exits non-zero on any type error or lint problem. Plain Node.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACES = ['packages/domain', 'packages/db', 'apps/server', 'apps/web', 'e2e', 'bench'];
// Type-checked by ESLint, outside every workspace: the test configuration and the scripts' tests.
const ROOT_FILES = [
  'vitest.config.ts',
  ...readdirSync(join(root, 'scripts'))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `scripts/${file}`),
];

const started = Date.now();
const sourceFiles = new Map();

/** A compiler host whose parsed files are shared by every program of this run. */
function sharedHost(options) {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const key = `${fileName}|${JSON.stringify(languageVersion)}`;
    let file = sourceFiles.get(key);
    if (!file || shouldCreate) {
      file = parse(fileName, languageVersion, onError, shouldCreate);
      sourceFiles.set(key, file);
    }
    return file;
  };
  return host;
}

function workspaceProgram(dir) {
  const configPath = join(root, dir, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, join(root, dir), undefined, configPath);
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    host: sharedHost(parsed.options),
    configFileParsingDiagnostics: parsed.errors,
  });
}

function rootProgram() {
  const base = join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(base, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, base);
  // The test configuration imports the scripts' plain JavaScript.
  const options = { ...parsed.options, allowJs: true, checkJs: false };
  return ts.createProgram({
    rootNames: ROOT_FILES.map((file) => join(root, file)),
    options,
    host: sharedHost(options),
  });
}

/**
 * A workspace's diagnostics for its own files only: a file another workspace imports (the domain in
 * the server's program, say) is checked once, by its own workspace under its own settings, as `tsc`
 * with project references would; the importer's checker still reads its types where it uses them.
 * Checking every imported file in every program took 40 % of the type check.
 */
function ownDiagnostics(program, dir) {
  const own = `${join(root, dir)}/`;
  const files = program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(own) && !file.fileName.includes('/node_modules/'));
  return [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]),
  ];
}

const workspaces = WORKSPACES.map(workspaceProgram);
const diagnostics = workspaces.flatMap((program, index) => ownDiagnostics(program, WORKSPACES[index]));
const unique = [...new Map(diagnostics.map((d) => [`${d.file?.fileName}:${d.start}:${d.code}`, d])).values()];
if (unique.length > 0) {
  process.stdout.write(
    ts.formatDiagnosticsWithColorAndContext(unique, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    }),
  );
}
const typesSeconds = ((Date.now() - started) / 1000).toFixed(1);

const eslint = new ESLint({
  cwd: root,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parserOptions: { projectService: false, programs: [...workspaces, rootProgram()] } },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) process.stdout.write(report);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `check-code: ${unique.length} type error(s), ${problems} lint problem(s); types ${typesSeconds} s, all ${seconds} s`,
);
process.exit(unique.length > 0 || problems > 0 ? 1 : 0);

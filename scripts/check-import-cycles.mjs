#!/usr/bin/env node
// Fails when the source files of the workspaces import each other in a circle: a cycle
// makes load order decide whether a binding is initialised yet. Only imports that exist at run time
// count; `import type` and `export type` are erased by the compiler and cannot form one.
// The web's feature folders (app/features/<name>/) and the server's modules and providers
// (src/modules/<name>/, src/providers/<name>/) are held to the same rule as wholes: no two may reach
// each other, even through files that do not themselves form a circle, so each stands on the ones
// it uses and a face (index.ts) never loads its own importer.
//   node scripts/check-import-cycles.mjs [repository root]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router', '.builds', 'migrations']);
/** Tests and their helpers (`x.test.tsx`, `cart-test-helpers.ts`, `testing/`). */
const TEST_FILE = /(^|[/.-])(test|tests|testing)([/.-])|-test-[a-z-]+\.tsx?$/;
const RESOLVED_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const packageEntries = packageExports(workspaces);
const files = workspaces.flatMap((workspace) => sourceFiles(join(root, workspace)));
const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
const cycles = findCycles(graph);
const featureGraph = featureImports(graph);
const featureCycles = findCycles(featureGraph.imports);

for (const cycle of cycles) {
  console.error(`import cycle: ${cycle.map((file) => relative(root, file)).join(' -> ')}`);
}
for (const cycle of featureCycles) {
  const steps = cycle.slice(1).map((to, index) => featureGraph.witness.get(`${cycle[index]} ${to}`));
  console.error(`feature cycle: ${cycle.join(' -> ')}\n  ${steps.join('\n  ')}`);
}
if (cycles.length || featureCycles.length) process.exit(1);
console.log(`no import cycles in ${files.length} files and ${featureGraph.imports.size} feature folders`);

/**
 * The feature folder a file belongs to — a web feature (`app/features/<name>/`, as
 * `features/<name>`), a server module or provider (`src/modules/<name>/`, `src/providers/<name>/`)
 * — or null.
 */
function featureOf(file) {
  const path = relative(root, file).split('\\').join('/');
  return (
    /\/app\/(features\/[^/]+)\//.exec(path)?.[1] ??
    /\/src\/((?:modules|providers)\/[^/]+)\//.exec(path)?.[1] ??
    null
  );
}

/**
 * Which feature folders import which at run time, with one file import that shows each. A test
 * may bring features together (a story across the cart and the chat): it is no part of either.
 */
function featureImports(fileImports) {
  const imports = new Map();
  const witness = new Map();
  for (const [file, targets] of fileImports) {
    const from = featureOf(file);
    if (!from) continue;
    if (!imports.has(from)) imports.set(from, []);
    if (TEST_FILE.test(relative(root, file))) continue;
    for (const target of targets) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      if (!imports.get(from).includes(to)) imports.get(from).push(to);
      if (!witness.has(`${from} ${to}`)) {
        witness.set(`${from} ${to}`, `${relative(root, file)} imports ${relative(root, target)}`);
      }
    }
  }
  return { imports, witness };
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(join(dir, entry.name));
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [join(dir, entry.name)] : [];
  });
}

/** `@apteek/db/seed` and the like, mapped to the file their package.json `exports` names. */
function packageExports(workspaceDirs) {
  const entries = new Map();
  for (const workspace of workspaceDirs) {
    const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      if (typeof target !== 'string') continue;
      entries.set(join(manifest.name, subpath), resolve(root, workspace, target));
    }
  }
  return entries;
}

function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !isTypeOnlyExport(node)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(specifiers.map((specifier) => resolveSpecifier(file, specifier)).filter(Boolean))];
}

// `import { type A } from` still loads the module under verbatimModuleSyntax, so only the
// clause-level `type` keyword erases an import.
function isTypeOnlyImport(node) {
  return node.importClause?.isTypeOnly ?? false;
}

function isTypeOnlyExport(node) {
  return node.isTypeOnly;
}

function resolveSpecifier(from, specifier) {
  if (packageEntries.has(specifier)) return packageEntries.get(specifier);
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const suffix of RESOLVED_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each strongly connected component of more than one file (or a file importing itself), as one path. */
function findCycles(imports) {
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;

  const connect = (file) => {
    index.set(file, next);
    lowLink.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(target)));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file), index.get(target)));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || imports.get(file)?.includes(file)) components.push(component);
  };

  for (const file of imports.keys()) if (!index.has(file)) connect(file);
  return components.map((component) => cyclePath(component, imports));
}

/** One concrete circle through a component, so the message names the imports to break. */
function cyclePath(component, imports) {
  const members = new Set(component);
  const start = component[component.length - 1];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const target of imports.get(file) ?? []) {
      if (target === start) {
        const path = [];
        for (let at = file; at; at = previous.get(at)) path.unshift(at);
        return [...path, start];
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...component, start];
}

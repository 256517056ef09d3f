import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";

/*
 * The layering of app/ (README, "Layout"), checked as part of `npm run lint`:
 *
 * - no import cycles: static imports and re-exports, `import type` included. A dynamic
 *   `import()` is no edge: it runs after every module has loaded, and is how a part that
 *   shows rarely (or shows what imports it, as the item-added modal shows product cards)
 *   is loaded on its own.
 * - nothing outside app/routes/ imports a route's module or the root route;
 * - a route imports no other route's folder: what two routes share lives in a feature
 *   folder (app/account/, app/cart/, …) or app/components/.
 *
 * Tests and test helpers (app/testing/) are not part of the graph.
 */

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test\.tsx?$/;

/**
 * The app's modules, relative to `appDir`, without tests and test helpers.
 *
 * @param {string} appDir
 * @returns {Array<string>}
 */
function modulesOf(appDir) {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.startsWith("testing/"))
    .sort();
}

/**
 * The module specifiers a file imports statically (imports and re-exports, types included).
 *
 * @param {string} text
 * @param {string} fileName
 * @returns {Array<string>}
 */
function staticImports(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  /** @type {Array<string>} */
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/**
 * The app module a specifier names (`#app/…` or relative), or null for anything else.
 *
 * @param {string} from
 * @param {string} specifier
 * @param {Set<string>} modules
 * @returns {string | null}
 */
function resolve(from, specifier, modules) {
  let target;
  if (specifier.startsWith("#app/")) target = specifier.slice("#app/".length);
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    if (modules.has(candidate)) return candidate;
  }
  return null;
}

/**
 * The route folder (or flat route file) a module belongs to, or null outside app/routes/.
 *
 * @param {string} file
 */
function routeOf(file) {
  if (!file.startsWith("routes/")) return null;
  return file.split("/")[1] ?? null;
}

/**
 * Strongly connected components of more than one module, and modules importing themselves.
 *
 * @param {Map<string, Array<string>>} graph
 * @returns {Array<Array<string>>}
 */
function cyclesOf(graph) {
  let counter = 0;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {Array<string>} */
  const stack = [];
  const onStack = new Set();
  /** @type {Array<Array<string>>} */
  const cycles = [];
  /** @param {string} node */
  function visit(node) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    /** @type {Array<string>} */
    const component = [];
    let member;
    do {
      member = stack.pop() ?? node;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      cycles.push(component.sort());
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * Every breach of the layering in `appDir`, as lines a reader can act on; empty when none.
 *
 * @param {string} appDir
 * @returns {Array<string>}
 */
export function layerViolations(appDir) {
  const files = modulesOf(appDir);
  const modules = new Set(files);
  /** @type {Map<string, Array<string>>} */
  const graph = new Map();
  /** @type {Array<string>} */
  const problems = [];
  for (const file of files) {
    const text = readFileSync(path.join(appDir, file), "utf8");
    const targets = [
      ...new Set(
        staticImports(text, file)
          .map((specifier) => resolve(file, specifier, modules))
          .filter((target) => target !== null),
      ),
    ];
    graph.set(file, targets);
    const ownRoute = routeOf(file);
    for (const target of targets) {
      const targetRoute = routeOf(target);
      if (target === "root.tsx" && !file.startsWith("entry.")) {
        problems.push(`app/${file} imports the root route app/root.tsx`);
      } else if (targetRoute !== null && ownRoute === null && !file.startsWith("entry.")) {
        problems.push(`app/${file} imports a route's module app/${target}`);
      } else if (targetRoute !== null && ownRoute !== null && targetRoute !== ownRoute) {
        problems.push(`app/${file} imports another route's module app/${target}`);
      }
    }
  }
  for (const cycle of cyclesOf(graph)) {
    problems.push(`an import cycle of ${cycle.length}: ${cycle.map((f) => `app/${f}`).join(", ")}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appDir = fileURLToPath(new URL("../app/", import.meta.url));
  const problems = layerViolations(appDir);
  if (problems.length > 0) {
    console.error(
      `The layering of app/ is broken (see README, "Layout"):\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
}

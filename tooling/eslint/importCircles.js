// @ts-check
/**
 * `house/no-import-circle`: no file of the house stands in a circle of imports, type-only imports
 * counted. `import-x/no-cycle` skips `import type`, so a circle made of type imports alone (as the
 * typed hooks once made through the store) passed it; a reader still meets it. This rule reads
 * every shipped source file's imports as text (`import`/`export … from`, `import()`), resolves the
 * project's aliases (tsconfig.json `paths`) and relative paths, and reports each file that is in a
 * strongly connected group of files, with one circle through it.
 *
 * The graph is read once per ESLint process, from the files on disk: an editor's long-lived
 * process sees a circle after its next restart; `npm run lint` always does.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The folders whose shipped files make the graph (tests and test support are not in it), with the
 * configs at the top of the tree (vite.config.ts and the others), which build steps import from.
 */
const ROOTS = ['contract', 'common', 'store', 'features', 'src', 'mocks', 'tooling'];
const SOURCE = /\.(ts|tsx)$/;
const NOT_SHIPPED = /(\.test\.tsx?|\.fixture\.ts|testHarness\.tsx|\.d\.ts)$|\/testing\//;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** @param {string} root */
function aliases(root) {
  const config = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  /** @type {Record<string, string[]>} */
  const paths = config.compilerOptions.paths;
  return Object.entries(paths).map(([key, [target]]) => ({
    prefix: key.replace(/\*$/, ''),
    dir: path.join(root, (target ?? '').replace(/\*$/, '')),
  }));
}

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !NOT_SHIPPED.test(file.split(path.sep).join('/')));
}

/**
 * The import graph of the house's shipped files under `root`, and its circles (Tarjan's strongly
 * connected components of two or more files, or a file importing itself).
 * @param {string} root
 */
export function importCircles(root) {
  const configs = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name))
    .map((entry) => path.join(root, entry.name));
  const files = [...configs, ...ROOTS.flatMap((folder) => sourceFiles(path.join(root, folder)))];
  const known = new Set(files);
  const prefixes = aliases(root);
  /** @type {Map<string, string[]>} */
  const edges = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (specifier === undefined) continue;
      const alias = prefixes.find(({ prefix }) => specifier.startsWith(prefix));
      const base = specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : alias
          ? path.join(alias.dir, specifier.slice(alias.prefix.length))
          : null;
      if (base === null) continue;
      const target = EXTENSIONS.map((ending) => base + ending).find((each) => known.has(each));
      if (target !== undefined) targets.add(target);
    }
    edges.set(file, [...targets]);
  }

  /** @type {Map<string, string[]>} each file of a circle, with its component's files */
  const circleOf = new Map();
  let counter = 0;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @param {string} start */
  const connect = (start) => {
    // Iterative Tarjan: the graph can be deeper than the call stack.
    /** @type {[string, number][]} */
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = /** @type {[string, number]} */ (work[work.length - 1]);
      const [node, next] = top;
      const targets = edges.get(node) ?? [];
      if (next < targets.length) {
        top[1] = next + 1;
        const target = /** @type {string} */ (targets[next]);
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(Number(low.get(node)), Number(index.get(target))));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(Number(low.get(parent[0])), Number(low.get(node))));
      if (low.get(node) === index.get(node)) {
        /** @type {string[]} */
        const component = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfImport = (edges.get(node) ?? []).includes(node);
        if (component.length > 1 || selfImport) {
          for (const each of component) circleOf.set(each, component);
        }
      }
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);

  /** One circle through `file` inside its component (breadth first, shortest). */
  const circleThrough = (/** @type {string} */ file) => {
    const component = new Set(circleOf.get(file));
    /** @type {Map<string, string>} */
    const cameFrom = new Map();
    const queue = [file];
    while (queue.length > 0) {
      const node = /** @type {string} */ (queue.shift());
      for (const target of edges.get(node) ?? []) {
        if (!component.has(target)) continue;
        if (target === file) {
          const circle = [node];
          while (circle[0] !== file)
            circle.unshift(/** @type {string} */ (cameFrom.get(circle[0] ?? '')));
          return [...circle, file].map((each) => path.relative(root, each));
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, node);
          queue.push(target);
        }
      }
    }
    return [path.relative(root, file)];
  };
  return { circleOf, circleThrough };
}

/** @type {Map<string, ReturnType<typeof importCircles>>} */
const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle among shipped files, type-only imports counted.' },
    schema: [],
    messages: { circle: 'This file is in an import circle (type imports counted): {{circle}}.' },
  },
  create(context) {
    const root = context.cwd;
    let graph = graphs.get(root);
    if (graph === undefined) {
      graph = importCircles(root);
      graphs.set(root, graph);
    }
    const file = context.filename;
    if (!graph.circleOf.has(file)) return {};
    const { circleThrough } = graph;
    return {
      Program(node) {
        context.report({
          node,
          loc: { line: 1, column: 0 },
          messageId: 'circle',
          data: { circle: circleThrough(file).join(' → ') },
        });
      },
    };
  },
};

export const housePlugin = { rules: { 'no-import-circle': noImportCircle } };

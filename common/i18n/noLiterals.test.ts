import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Vitest runs from the project root.
const ROOT = process.cwd();
const SOURCES = ['src', 'features'];

/** Attributes a player reads or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-description',
]);

/** Literal text that is not language: formats and symbols every language writes the same way. */
const ALLOWED = new Set(['MM/YY', '×', '•']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : tsxFiles(path);
    return path.endsWith('.tsx') && !/\.test\.tsx$|testHarness\.tsx$/.test(path) ? [path] : [];
  });
}

function literalTexts(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (/\p{L}/u.test(text) && !ALLOWED.has(text)) found.push(text);
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText();
      const text = node.initializer.text;
      if (VISIBLE_ATTRIBUTES.has(name) && /\p{L}/u.test(text) && !ALLOWED.has(text))
        found.push(`${name}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${relative(ROOT, path)}: ${text}`);
}

describe('user-visible text', () => {
  it('comes from the locale files, never from string literals in components', () => {
    const files = SOURCES.flatMap((dir) => tsxFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(literalTexts)).toEqual([]);
  });
});

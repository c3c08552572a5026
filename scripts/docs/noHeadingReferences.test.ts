// @vitest-environment node
/**
 * Code, comments and docs point at files, never at a Markdown heading: a heading is renamed or
 * split without anything failing, and the reference silently points nowhere. The file named is
 * enough; its reader finds the part.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** What reads as a reference to a heading, each with why. */
const HEADING_REFERENCES: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\.md#[\w-]/, what: 'a link to an anchor of a Markdown file' },
  { pattern: /\]\(#[\w-]/, what: 'a link to an anchor of the same page' },
  { pattern: /\u00a7/, what: 'a section sign' },
  {
    // `docs/http-api.md, "Wallets"`, also when the quoted title starts on the next comment line.
    pattern: /\.md,?[ \t]*(\n[ \t]*(\*|\/\/|#)?[ \t]*)?"[A-Z]/,
    what: 'a Markdown file followed by a quoted heading',
  },
  { pattern: /see "[A-Z][^"\n]*" (above|below)/, what: 'a heading of the same page' },
];

/** Text files of the repository (as git tracks them), less generated and third-party ones. */
function trackedTextFiles(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '');
  return files.filter(
    (file) =>
      !/\.(png|jpe?g|gif|ico|webp|woff2?|ttf|pdf|zip|gz)$/i.test(file) &&
      file !== 'package-lock.json' &&
      file !== 'public/mockServiceWorker.js',
  );
}

/** `path:line: what` for each heading reference in `text`. */
function headingReferences(path: string, text: string): string[] {
  return HEADING_REFERENCES.flatMap(({ pattern, what }) => {
    const global = new RegExp(pattern.source, 'g');
    return [...text.matchAll(global)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${path}:${String(line)}: ${what}`;
    });
  });
}

describe('references to Markdown headings', () => {
  it('are recognised in their usual forms', () => {
    const text = [
      ' * A wallet (docs/http-api.md, "Wallets"), and more (docs/http-api.md "Live',
      ' * updates"); see [the document](http-api.md#openapi-document), [x](#top),',
      ' * SPEC \u00a7 3, docs/security.md,',
      ' * "Response headers"; see "Coming back" below.',
    ].join('\n');

    expect(headingReferences('a.ts', text)).toEqual([
      'a.ts:2: a link to an anchor of a Markdown file',
      'a.ts:2: a link to an anchor of the same page',
      'a.ts:3: a section sign',
      'a.ts:1: a Markdown file followed by a quoted heading',
      'a.ts:1: a Markdown file followed by a quoted heading',
      'a.ts:3: a Markdown file followed by a quoted heading',
      'a.ts:4: a heading of the same page',
    ]);
  });

  it('leave a file named alone', () => {
    expect(headingReferences('a.ts', ' * The wallets (docs/http-api.md): how they pay.')).toEqual(
      [],
    );
  });

  it('appear in no tracked file: code, comments and docs name the file', () => {
    const found = trackedTextFiles().flatMap((file) => {
      if (file === 'scripts/docs/noHeadingReferences.test.ts') return [];
      return headingReferences(file, readFileSync(resolve(root, file), 'utf8'));
    });

    expect(found).toEqual([]);
  });
});

// @vitest-environment node
/**
 * One spelling of a word across code, contract, locales and docs: a status spelled two ways on
 * the wire is two statuses to every reader and every back end.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Spellings the house does not use, each with the one it does. */
const NOT_USED: readonly { pattern: RegExp; use: string }[] = [
  { pattern: /\bcancel(?:ed|ing)\b/i, use: 'cancelled, cancelling' },
];

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(
      (file) =>
        file !== '' &&
        file !== 'package-lock.json' &&
        file !== 'public/mockServiceWorker.js' &&
        !/\.(png|jpe?g|gif|ico|webp|woff2?|ttf|pdf|zip|gz)$/i.test(file),
    );
}

describe('one spelling', () => {
  it.each(NOT_USED)('nothing tracked spells $pattern (the house writes $use)', ({ pattern }) => {
    const found = trackedTextFiles().filter((file) =>
      pattern.test(readFileSync(resolve(root, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});

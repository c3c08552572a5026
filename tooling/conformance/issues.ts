/**
 * zod issues in words for a finding: where (`methods[3].limits.min`), what the schema expects and
 * what came back. zod/mini carries no English messages ("Invalid input"), so the expectation is
 * built from the issue itself; the schemas' own messages (`must be a decimal amount…`) are kept.
 */
import type { z } from '@common/lib/zod';

type Issue = z.core.$ZodIssue;

const GENERIC_MESSAGE = 'Invalid input';

/** `['methods', 3, 'limits', 'min']` → `methods[3].limits.min`; the root is `(body)`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${String(key)}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) {
      text += text === '' ? key : `.${key}`;
    } else text += `[${JSON.stringify(String(key))}]`;
  }
  return text === '' ? '(body)' : text;
}

/** The value at `path` of `data`, or `undefined` where there is none. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A value as JSON (a string quoted), cut to 120 characters: a finding stays one readable line. */
export function preview(value: unknown, redact: (text: string) => string = same): string {
  if (value === undefined) return 'nothing (missing)';
  return shorten(redact(typeof value === 'string' ? JSON.stringify(value) : safeJson(value)));
}

/** A body as it came, on one line, cut to 120 characters (after `redact`, so no secret is cut). */
export function previewText(text: string, redact: (text: string) => string = same): string {
  return text === '' ? 'an empty body' : shorten(redact(text).replace(/\s+/g, ' ').trim());
}

const same = (text: string): string => text;

function shorten(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function safeJson(value: unknown): string {
  try {
    // undefined for a function or a symbol, whatever the declared type says
    const text = JSON.stringify(value) as string | undefined;
    return text ?? String(value);
  } catch {
    return String(value);
  }
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

function sizeWord(origin: string): string {
  if (origin === 'string') return ' characters';
  if (origin === 'array' || origin === 'set') return ' items';
  return '';
}

/** What the schema expects, in words ("a string", "one of …", "a decimal amount such as …"). */
export function describeIssue(issue: Issue): string {
  const own =
    issue.message !== GENERIC_MESSAGE ? issue.message.replace(/^must be /, '') : undefined;
  switch (issue.code) {
    case 'invalid_type':
      return `${article(issue.expected)} ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map((value) => safeJson(value)).join(', ')}`;
    case 'invalid_format':
      return own ?? `the format ${issue.format}${issue.pattern ? ` ${issue.pattern}` : ''}`;
    case 'too_small':
      return `at least ${String(issue.minimum)}${sizeWord(issue.origin)}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}${sizeWord(issue.origin)}`;
    case 'invalid_union':
      // An unknown discriminator (a status no variant has): the values there are.
      if ('options' in issue && issue.options && issue.options.length > 0) {
        return `one of ${issue.options.map((value) => safeJson(value)).join(', ')}`;
      }
      return own ?? 'one of the variants the schema allows';
    case 'unrecognized_keys':
      return `no keys ${issue.keys.join(', ')}`;
    default:
      return own ?? `a valid value (${issue.code})`;
  }
}

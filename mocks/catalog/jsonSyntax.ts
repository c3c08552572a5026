/**
 * Strict JSON parsing with errors a person can act on: `JSON.parse` in Node 20 names neither line
 * nor column ("Unexpected token '}', … is not valid JSON"). `jsonc-parser` (VS Code's) finds every
 * syntax error with its offset; comments and trailing commas count as errors, as in JSON.
 */
import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';

/** One syntax error: 1-based line and column, and what is wrong there. */
export interface JsonSyntaxError {
  line: number;
  column: number;
  message: string;
}

export type JsonParseResult =
  { ok: true; value: unknown } | { ok: false; errors: readonly JsonSyntaxError[] };

/** Readable names for jsonc-parser's error codes (`PropertyNameExpected` → "property name expected"). */
function describeCode(error: ParseError): string {
  const words = printParseErrorCode(error.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words === 'invalid comment token' ? 'comments are not allowed in JSON' : words;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Parses `text` as strict JSON.
 *
 * @returns The value, or every syntax error with its line and column (1-based).
 */
export function parseJsonText(text: string): JsonParseResult {
  const errors: ParseError[] = [];
  parse(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  if (errors.length === 0) {
    // jsonc-parser is lenient where JSON is not (e.g. it reads a lone NaN); JSON.parse has the
    // last word on what is valid.
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, errors: [{ line: 1, column: 1, message }] };
    }
  }
  return {
    ok: false,
    errors: errors.map((error) => ({
      ...lineAndColumn(text, error.offset),
      message: describeCode(error),
    })),
  };
}

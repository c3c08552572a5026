import { describe, expect, it } from 'vitest';
import { methodsResponseSchema } from '@contract/payments/methods';
import { describeIssue, formatIssuePath, preview, previewText } from './issues';

describe('formatIssuePath', () => {
  it('writes a zod path as it would be read in code', () => {
    expect(formatIssuePath(['methods', 3, 'limits', 'min'])).toBe('methods[3].limits.min');
    expect(formatIssuePath(['fields', 'card-number'])).toBe('fields["card-number"]');
    expect(formatIssuePath([])).toBe('(body)');
  });
});

describe('describeIssue', () => {
  it('says what the schema expects, keeping the schemas own wording', () => {
    const result = methodsResponseSchema.safeParse({
      action: 'withdraw',
      currency: 'eur',
      methods: 'none',
    });
    expect(result.success).toBe(false);
    const described = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        formatIssuePath(issue.path),
        describeIssue(issue),
      ]),
    );
    expect(described).toEqual({
      action: 'one of "deposit", "cashout"',
      currency: 'an upper-case currency code such as "EUR"',
      methods: 'an array',
    });
  });
});

describe('preview', () => {
  it('shortens long values to one line and redacts before it shortens', () => {
    expect(preview(undefined)).toBe('nothing (missing)');
    expect(preview('x'.repeat(300))).toHaveLength(120);
    const secret = '4111111111111111';
    const text = `${'a'.repeat(110)} ${secret}`;
    const shown = previewText(text, (raw) => raw.replaceAll(secret, '[redacted]'));
    expect(shown).not.toContain('41111');
    expect(previewText('')).toBe('an empty body');
  });
});

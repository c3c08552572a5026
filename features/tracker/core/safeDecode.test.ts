// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeDecode } from './safeDecode';

describe('safeDecode', () => {
  it('decodes well-formed percent-encoding', () => {
    expect(safeDecode('a%20b%C3%A9')).toBe('a bé');
  });

  it('returns malformed percent-encoding unchanged instead of throwing', () => {
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
    expect(safeDecode('100%')).toBe('100%');
    expect(safeDecode('%uD800')).toBe('%uD800');
  });

  it('returns text without percent signs as it is', () => {
    expect(safeDecode('plain+text')).toBe('plain+text');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readQueryParam } from './queryString';

describe('readQueryParam', () => {
  it('reads a parameter with or without the leading question mark', () => {
    expect(readQueryParam('?stag=aff_1&interlayer-id=il-9', 'interlayer-id')).toBe('il-9');
    expect(readQueryParam('stag=aff_1', 'stag')).toBe('aff_1');
  });

  it('decodes percent-encoding and plus signs', () => {
    expect(readQueryParam('?stag=a%2Fb+c', 'stag')).toBe('a/b c');
    expect(readQueryParam('?st%61g=x', 'stag')).toBe('x');
  });

  it('returns undefined for an absent parameter or an empty query', () => {
    expect(readQueryParam('?other=1', 'stag')).toBeUndefined();
    expect(readQueryParam('', 'stag')).toBeUndefined();
    expect(readQueryParam('?', 'stag')).toBeUndefined();
  });

  it('keeps the first occurrence of a repeated parameter', () => {
    expect(readQueryParam('?stag=first&stag=second', 'stag')).toBe('first');
  });

  it('gives an empty value to a parameter without an equals sign', () => {
    expect(readQueryParam('?stag&x=1', 'stag')).toBe('');
  });

  it('returns malformed percent-encoding undecoded instead of throwing', () => {
    expect(readQueryParam('?stag=%E0%A4%A&%zz=1', 'stag')).toBe('%E0%A4%A');
    expect(readQueryParam('?%=%&stag=ok', 'stag')).toBe('ok');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('reads a cookie among others, with or without spaces after the semicolons', () => {
    expect(readCookie('a=1; affiliate_id=aff_7; b=2', 'affiliate_id')).toBe('aff_7');
    expect(readCookie('a=1;affiliate_id=aff_7;b=2', 'affiliate_id')).toBe('aff_7');
  });

  it('keeps +, & and = as they are: a cookie is not a form', () => {
    expect(readCookie('affiliate_id=a+b&c=d', 'affiliate_id')).toBe('a+b&c=d');
    expect(readCookie('affiliate_id=a%2Bb%26c', 'affiliate_id')).toBe('a+b&c');
  });

  it('unquotes only a value in a pair of double quotes', () => {
    expect(readCookie('affiliate_id="a b"', 'affiliate_id')).toBe('a b');
    expect(readCookie('affiliate_id="open', 'affiliate_id')).toBe('"open');
    expect(readCookie('affiliate_id="x"y', 'affiliate_id')).toBe('"x"y');
    expect(readCookie('affiliate_id=""', 'affiliate_id')).toBe('');
  });

  it('keeps a value whose percent-encoding is malformed whole, never half-decoded', () => {
    for (const raw of ['%E0%A4%A', '%', '100%', '%ZZ', '%E0%A4', 'ok%20then%']) {
      expect(readCookie(`affiliate_id=${raw}`, 'affiliate_id')).toBe(raw);
    }
  });

  it('decodes percent-encoding and strips double quotes', () => {
    expect(readCookie('interlayer_id=%22il%201%22', 'interlayer_id')).toBe('"il 1"');
    expect(readCookie('interlayer_id="il-2"', 'interlayer_id')).toBe('il-2');
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('my_affiliate_id=x', 'affiliate_id')).toBeUndefined();
  });

  it('returns undefined when the cookie is absent or the string is empty', () => {
    expect(readCookie('', 'affiliate_id')).toBeUndefined();
    expect(readCookie('a=1', 'affiliate_id')).toBeUndefined();
  });

  it('keeps the first of two cookies with the same name', () => {
    expect(readCookie('stag=one; stag=two', 'stag')).toBe('one');
  });

  it('survives malformed cookies without throwing', () => {
    const malformed = 'garbage; =novalue; ;;; affiliate_id=%E0%A4%A; x=%';
    expect(readCookie(malformed, 'affiliate_id')).toBe('%E0%A4%A');
    expect(readCookie(malformed, 'x')).toBe('%');
    expect(readCookie(malformed, 'garbage')).toBeUndefined();
  });

  it('keeps equals signs inside a value', () => {
    expect(readCookie('affiliate_id=a=b==', 'affiliate_id')).toBe('a=b==');
  });
});

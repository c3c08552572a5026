// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from './utf8';

const encoded = (text: string): number => Buffer.byteLength(text, 'utf8');

describe('utf8ByteLength', () => {
  it('counts one byte per ASCII character', () => {
    expect(utf8ByteLength('')).toBe(0);
    expect(utf8ByteLength('{"a":1}')).toBe(7);
  });

  it('counts two, three and four byte characters like an encoder', () => {
    for (const text of ['é', 'ü€', '日本語', '🎰💳', 'a🎰b€cé']) {
      expect(utf8ByteLength(text)).toBe(encoded(text));
    }
  });

  it('counts a lone surrogate as the three bytes of the replacement character', () => {
    expect(utf8ByteLength('\ud800')).toBe(3);
    expect(utf8ByteLength('\udc00x')).toBe(4);
    expect(utf8ByteLength('\ud800x')).toBe(4);
  });
});

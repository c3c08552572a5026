// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { cacheUserAgentParser } from './userAgentCache';

describe('cacheUserAgentParser', () => {
  it('parses the same user agent only once', () => {
    const parser = vi.fn((ua: string) => ({ browser: ua }));
    const cached = cacheUserAgentParser(parser);
    expect(cached('A')).toEqual({ browser: 'A' });
    expect(cached('A')).toEqual({ browser: 'A' });
    expect(cached('B')).toEqual({ browser: 'B' });
    expect(parser).toHaveBeenCalledTimes(2);
  });

  it('answers an empty result when the parser throws', () => {
    const cached = cacheUserAgentParser(() => {
      throw new Error('boom');
    });
    expect(cached('x')).toEqual({});
  });
});

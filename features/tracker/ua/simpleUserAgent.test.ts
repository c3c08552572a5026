// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseUserAgentWithUaParser } from './uaParserJs';
import { parseUserAgentSimply } from './simpleUserAgent';
import { USER_AGENTS } from './userAgents.fixture';

describe('parseUserAgentSimply', () => {
  it('agrees with ua-parser-js on the browser and device type of common user agents', () => {
    for (const ua of Object.values(USER_AGENTS)) {
      const full = parseUserAgentWithUaParser(ua);
      const simple = parseUserAgentSimply(ua);
      expect(simple.browser).toBe(full.browser);
      if (full.deviceType === 'smarttv') expect(simple.deviceType).toBeUndefined();
      else expect(simple.deviceType).toBe(full.deviceType);
    }
  });

  it('answers nothing for an unknown user agent', () => {
    expect(parseUserAgentSimply('curl/8.0')).toEqual({});
  });
});

import type { ParsedUserAgent, UserAgentParser } from '../types';

/**
 * Wraps `parser` so the same user agent is parsed only once (the last answer is kept: the UA of a
 * page rarely changes) and a throwing parser yields `{}` (device `'web'`, no browser).
 */
export function cacheUserAgentParser(parser: UserAgentParser): UserAgentParser {
  let lastUserAgent: string | undefined;
  let lastResult: ParsedUserAgent = {};
  return (userAgent) => {
    if (userAgent === lastUserAgent) return lastResult;
    try {
      lastResult = parser(userAgent);
    } catch {
      lastResult = {};
    }
    lastUserAgent = userAgent;
    return lastResult;
  };
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_ORIGINS } from '@mocks/server/csp';
import { LIVECHAT_SCRIPT_URL } from './constants';

describe("the chat provider's script", () => {
  it("is on a host the server's Content-Security-Policy allows by default (mocks/server/csp.ts)", () => {
    const host = new URL(LIVECHAT_SCRIPT_URL).hostname;
    const [wildcard] = DEFAULT_CHAT_ORIGINS;
    expect(host.endsWith(wildcard.replace('https://*', ''))).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deviceKind } from '../core/device';
import { parseUserAgentWithUaParser } from './uaParserJs';
import { USER_AGENTS } from './userAgents.fixture';

const device = (ua: string): string => deviceKind(parseUserAgentWithUaParser(ua).deviceType);

describe('parseUserAgentWithUaParser', () => {
  it('names the browser', () => {
    expect(parseUserAgentWithUaParser(USER_AGENTS.desktopChrome).browser).toBe('Chrome');
    expect(parseUserAgentWithUaParser(USER_AGENTS.desktopFirefox).browser).toBe('Firefox');
    expect(parseUserAgentWithUaParser(USER_AGENTS.desktopEdge).browser).toBe('Edge');
    expect(parseUserAgentWithUaParser(USER_AGENTS.iPhoneSafari).browser).toBe('Mobile Safari');
  });

  it('makes phones and tablets mobile devices', () => {
    expect(device(USER_AGENTS.iPhoneSafari)).toBe('mobile');
    expect(device(USER_AGENTS.androidPhoneChrome)).toBe('mobile');
    expect(device(USER_AGENTS.iPad)).toBe('mobile');
    expect(device(USER_AGENTS.androidTablet)).toBe('mobile');
  });

  it('makes desktops and smart TVs web devices', () => {
    expect(device(USER_AGENTS.desktopChrome)).toBe('web');
    expect(device(USER_AGENTS.desktopSafari)).toBe('web');
    expect(device(USER_AGENTS.smartTv)).toBe('web');
  });

  it('answers no browser and no device type for an empty user agent', () => {
    expect(parseUserAgentWithUaParser('')).toEqual({});
  });
});

import UAParser from 'ua-parser-js';
import type { ParsedUserAgent } from '../types';

/**
 * The default user-agent parser of the full tracker: ua-parser-js 1.x (MIT; 2.x is AGPL and is
 * never used). The browser is `getBrowser().name`; the device type is `getDevice().type`, which
 * is `undefined` for desktops.
 */
export function parseUserAgentWithUaParser(userAgent: string): ParsedUserAgent {
  const parser = new UAParser(userAgent);
  const result: ParsedUserAgent = {};
  const browser = parser.getBrowser().name;
  const deviceType = parser.getDevice().type;
  if (browser !== undefined && browser !== '') result.browser = browser;
  if (deviceType !== undefined && deviceType !== '') result.deviceType = deviceType;
  return result;
}

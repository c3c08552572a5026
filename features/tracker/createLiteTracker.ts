import { createBrowserEnvironment } from './adapters/browserEnvironment';
import { createTrackerCore } from './core/createTrackerCore';
import type { TrackerOptions } from './core/options';
import type { Tracker } from './types';
import { parseUserAgentSimply } from './ua/simpleUserAgent';

/**
 * {@link createTracker} without ua-parser-js in the bundle: user agents are parsed by the tiny
 * regex parser `parseUserAgentSimply` unless `options.parseUserAgent` is given.
 */
export function createLiteTracker(options: TrackerOptions): Tracker {
  return createTrackerCore({
    ...options,
    environment: options.environment ?? createBrowserEnvironment(),
    parseUserAgent: options.parseUserAgent ?? parseUserAgentSimply,
  });
}

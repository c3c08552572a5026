import { createBrowserEnvironment } from './adapters/browserEnvironment';
import { createTrackerCore } from './core/createTrackerCore';
import type { TrackerOptions } from './core/options';
import type { Tracker } from './types';
import { parseUserAgentWithUaParser } from './ua/uaParserJs';

/**
 * Creates a visitor event tracker (full build: user agents parsed by ua-parser-js unless
 * `options.parseUserAgent` is given; the browser window as environment unless
 * `options.environment` is given).
 *
 * @example
 * const tracker = createTracker({ projectId: 'casino-eu', coreVersion: '3.1.0' });
 * tracker.identify('anonymous');
 * tracker.track('page_view');
 */
export function createTracker(options: TrackerOptions): Tracker {
  return createTrackerCore({
    ...options,
    environment: options.environment ?? createBrowserEnvironment(),
    parseUserAgent: options.parseUserAgent ?? parseUserAgentWithUaParser,
  });
}

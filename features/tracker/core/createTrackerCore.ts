import type { PagePort, TrackerEnvironment } from '../environment';
import type { Tracker, TrackerUserMetadata, UserAgentParser } from '../types';
import { type Attribution, mergeAttribution, readAttribution } from './attribution';
import { isSameOrigin, resolveEndpoint } from './endpoint';
import { buildEvent, buildStaticFields, shareStaticFields } from './eventBuilder';
import { createEventQueue } from './eventQueue';
import { type IdentityState, NO_USER, RESET_USER, assertMayTrack } from './identity';
import { type TrackerOptions, resolveOptions } from './options';
import { createQueueStore, queueStorageKey } from './queueStore';
import { createSender } from './sender';
import type { SharedFields } from './queuedEvent';
import { cacheUserAgentParser } from './userAgentCache';

/** {@link TrackerOptions} with the ports and the parser chosen (the entries choose the defaults). */
export interface TrackerCoreOptions extends TrackerOptions {
  environment: TrackerEnvironment;
  parseUserAgent: UserAgentParser;
}

/** Beacon body type when the endpoint is on the page's origin (no CORS, so no preflight). */
export const SAME_ORIGIN_BEACON_TYPE = 'application/json';
/** Beacon body type for another origin: CORS-safelisted, so the beacon needs no preflight. */
export const CROSS_ORIGIN_BEACON_TYPE = 'text/plain;charset=UTF-8';

const noop = (): void => undefined;

function pageAttribution(page: PagePort): Attribution {
  return readAttribution(page.location().search, page.cookies());
}

/**
 * The tracker, framework-free and DOM-free: every effect goes through `options.environment`.
 *
 * - `track()` builds the event from fields precomputed at creation/identify (the UA is parsed
 *   then, not per event) plus the time and the page path, and appends it to the bounded queue.
 * - The queue is flushed by fetch every `sendInterval` ms and by `sendBeacon` when the page is
 *   hidden or left; the timer stops while hidden and restarts when the page is visible again.
 * - The queue is saved to storage when idle (≤ 1 s after a change, not on every `track()`), on
 *   hide/leave and on `destroy()`; a new tracker of the same project adopts what it finds there.
 */
export function createTrackerCore(options: TrackerCoreOptions): Tracker {
  const config = resolveOptions(options);
  const { environment: env } = options;
  const parseUserAgent = cacheUserAgentParser(options.parseUserAgent);
  const pageOrigin = env.page.location().origin;
  const endpoint = resolveEndpoint({ ...config, pageOrigin });
  const queue = createEventQueue(config.maxQueueSize);
  const store = createQueueStore(
    env.storage,
    queueStorageKey(config.storageNamespace, config.projectId),
  );
  const landingAttribution = pageAttribution(env.page);
  let dropped = queue.prepend(store.load());
  let identity: IdentityState = NO_USER;
  let destroyed = false;
  let cancelIdle: (() => void) | undefined;

  const computeStaticFields = (): SharedFields => {
    const metadata: TrackerUserMetadata =
      identity.status === 'identified' ? identity.user.metadata : {};
    const fields = buildStaticFields({
      projectId: config.projectId,
      mode: config.mode,
      coreVersion: config.coreVersion,
      attribution: mergeAttribution(
        { stag: metadata.stag, interlayerId: metadata.interlayerId },
        pageAttribution(env.page),
        landingAttribution,
      ),
      userAgent: parseUserAgent(metadata.userAgent ?? env.page.userAgent()),
      identity,
    });
    return shareStaticFields(fields);
  };
  let staticFields = computeStaticFields();

  const persistNow = (): void => {
    cancelIdle?.();
    cancelIdle = undefined;
    if (destroyed) return;
    store.save(queue.snapshot());
    if (dropped > 0) {
      env.logger.warn(
        `Tracker queue is full (${config.maxQueueSize} events): dropped the ${dropped} oldest`,
      );
      dropped = 0;
    }
  };
  const persistSoon = (): void => {
    if (cancelIdle === undefined && !destroyed) cancelIdle = env.clock.whenIdle(persistNow);
  };

  const sender = createSender({
    queue,
    transport: env.transport,
    endpoint,
    beaconContentType: isSameOrigin(endpoint, pageOrigin)
      ? SAME_ORIGIN_BEACON_TYPE
      : CROSS_ORIGIN_BEACON_TYPE,
    logger: env.logger,
    onChange: persistSoon,
  });

  const startTimer = (): (() => void) =>
    env.clock.every(config.sendInterval, () => {
      void sender.flush();
    });
  let stopTimer = startTimer();

  const unsubscribe = env.lifecycle.subscribe((change) => {
    if (change === 'visible') {
      stopTimer();
      stopTimer = startTimer();
      return;
    }
    if (change === 'hidden') {
      stopTimer();
      stopTimer = noop;
    }
    sender.flushByBeacon();
    persistNow();
  });
  if (dropped > 0) persistSoon();

  return {
    identify(userId, metadata = {}) {
      if (destroyed) return;
      if (typeof userId !== 'string' || userId === '') {
        throw new TypeError('userId must be a non-empty string');
      }
      identity = { status: 'identified', user: { userId, metadata: { ...metadata } } };
      staticFields = computeStaticFields();
    },
    track(event, fields) {
      if (destroyed) return;
      assertMayTrack(identity, event);
      const built = buildEvent(
        event,
        staticFields,
        env.clock.now(),
        env.page.path(),
        env.page.connectionType(),
        fields,
      );
      dropped += queue.push(built);
      persistSoon();
    },
    flush() {
      return destroyed ? Promise.resolve() : sender.flush();
    },
    reset() {
      if (destroyed) return;
      identity = RESET_USER;
      queue.clear();
      store.clear();
      dropped = 0;
      staticFields = computeStaticFields();
    },
    destroy() {
      if (destroyed) return;
      stopTimer();
      unsubscribe();
      persistNow();
      destroyed = true;
    },
  };
}

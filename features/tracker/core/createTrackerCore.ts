import type { PagePort, TrackerEnvironment } from '../environment';
import type { Tracker, TrackerUserMetadata, UserAgentParser } from '../types';
import { type Attribution, mergeAttribution, readAttribution } from './attribution';
import { isSameOrigin, resolveEndpoint } from './endpoint';
import { buildEvent, buildStaticFields, shareStaticFields } from './eventBuilder';
import { DROPPED_COUNT_FIELD, DROPPED_EVENT } from './dropReport';
import { createEventQueue } from './eventQueue';
import { type IdentityState, NO_USER, RESET_USER, assertMayTrack } from './identity';
import { type TrackerOptions, resolveOptions } from './options';
import { createQueueStore, queueStorageKey } from './queueStore';
import { createSender } from './sender';
import type { QueuedEvent, SharedFields } from './queuedEvent';
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
 * - Storage holds the queue for the next page:
 *   - while the page is shown, the tab's own (`sessionStorage`) holds a copy saved when idle
 *     (≤ 1 s after a change, not on every `track()`), which a crashed page's successor sends;
 *   - once it is hidden, left or destroyed, the events not sent by beacon are *moved* to the
 *     site's (`localStorage`, kept storage), and so are later ones. Whichever page of the site runs
 *     next takes them: this one when shown again (back/forward cache), a reload, another tab, the
 *     next visit after the tab was closed. Each event is sent once by one page, except around a
 *     crash (a copy can hold events whose request had already arrived).
 * - Past `maxQueueSize` the oldest events are dropped, and an `events_dropped` event counting
 *   them is queued (and sent) in their place.
 */
export function createTrackerCore(options: TrackerCoreOptions): Tracker {
  const config = resolveOptions(options);
  const { environment: env } = options;
  const parseUserAgent = cacheUserAgentParser(options.parseUserAgent);
  const pageOrigin = env.page.location().origin;
  const endpoint = resolveEndpoint({ ...config, pageOrigin });
  const queue = createEventQueue(config.maxQueueSize);
  const storageKey = queueStorageKey(config.storageNamespace, config.projectId);
  /** The tab's copy of the queue while shown (`sessionStorage`). */
  const copies = createQueueStore(env.storage, storageKey);
  /** The events handed over for the next page of the site (`localStorage`). */
  const kept = createQueueStore(env.keptStorage, storageKey);
  const landingAttribution = pageAttribution(env.page);
  // What earlier pages left: handed over (kept first: older), or copied before this tab crashed.
  let dropped = queue.prepend([...kept.take(), ...copies.take()]);
  let identity: IdentityState = NO_USER;
  let destroyed = false;
  let consent = config.consent;
  /** Only a granted consent lets events reach storage or the network. */
  let granted = consent === 'granted';
  /** Hidden, left or destroyed: storage holds the events this page no longer does. */
  let handedOver = false;
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

  /**
   * Events were dropped (the bound, in memory or in storage): a warning, and an `events_dropped`
   * event counting them, queued past the bound so that it is sent (dropped in turn later, its
   * count goes into the next one).
   */
  const dropReport = (count: number): QueuedEvent => {
    env.logger.warn(
      `Tracker queue is full (${config.maxQueueSize} events): dropped the ${count} oldest`,
    );
    return buildEvent(
      DROPPED_EVENT,
      staticFields,
      env.clock.now(),
      env.page.path(),
      env.page.connectionType(),
      { [DROPPED_COUNT_FIELD]: count },
    );
  };
  const reportDropped = (): void => {
    if (dropped === 0) return;
    const report = dropReport(dropped);
    dropped = 0;
    queue.push(report, { bounded: false });
  };
  /**
   * Stores `events` after the kept ones for the next page: kept storage, else (blocked or full)
   * the tab's. Past the bound, the oldest stored go and a report of them is stored last.
   */
  const keep = (events: readonly QueuedEvent[]): boolean => {
    let store = kept;
    let result = kept.append(events, config.maxQueueSize);
    if (!result.saved) {
      store = copies;
      result = copies.append(events, config.maxQueueSize);
    }
    if (result.dropped > 0) store.append([dropReport(result.dropped)], config.maxQueueSize + 1);
    return result.saved;
  };
  const cancelCopy = (): void => {
    cancelIdle?.();
    cancelIdle = undefined;
  };
  /** Shown: storage becomes a copy of the queue. */
  const copyNow = (): void => {
    cancelCopy();
    reportDropped();
    if (!handedOver && granted) copies.save(queue.snapshot());
  };
  /** Moves the pending events (not those in flight) to kept storage, after what it holds. */
  const movePending = (): void => {
    reportDropped();
    const pending = granted ? queue.pending() : [];
    // Storage blocked or full: they stay here, and this page sends them when shown again.
    if (pending.length > 0 && keep(pending)) queue.remove(pending);
  };
  /** The queue changed: copied when idle while shown, moved at once once handed over. */
  const persistSoon = (): void => {
    if (handedOver) movePending();
    else cancelIdle ??= env.clock.whenIdle(copyNow);
  };
  /** Hidden, left or destroyed: the pending events go to storage in place of the copy. */
  const handOver = (): void => {
    cancelCopy();
    // The copy goes: its events are now sent (beacons, requests in flight) or kept.
    if (!handedOver && granted) copies.clear();
    handedOver = true;
    movePending();
  };
  /** Takes back what storage holds (this page's own events, or those another page left). */
  const takeBack = (): void => {
    dropped += queue.prepend([...kept.take(), ...copies.take()]);
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
      if (granted) void sender.flush();
    });
  let stopTimer = startTimer();

  const unsubscribe = env.lifecycle.subscribe((change) => {
    if (change === 'visible') {
      // Shown again: what this page (or another) handed over comes back to be sent from here.
      if (handedOver) takeBack();
      handedOver = false;
      sender.pageShown();
      persistSoon();
      stopTimer();
      stopTimer = startTimer();
      return;
    }
    if (change === 'hidden') {
      stopTimer();
      stopTimer = noop;
    }
    if (change === 'pagehide') sender.pageLeft();
    if (granted) {
      reportDropped();
      sender.flushByBeacon();
    }
    handOver();
  });
  // Taken over from storage: copied back at once, so a crash right now loses none of them.
  if (queue.size > 0 || dropped > 0) copyNow();

  return {
    identify(userId, metadata = {}) {
      if (destroyed) return;
      if (typeof userId !== 'string' || userId === '') {
        throw new TypeError('userId must be a non-empty string');
      }
      identity = { status: 'identified', user: { userId, metadata: { ...metadata } } };
      staticFields = computeStaticFields();
    },
    track(event, fields, context) {
      if (destroyed || consent === 'denied') return;
      assertMayTrack(identity, event);
      const at = context?.timestamp;
      const built = buildEvent(
        event,
        staticFields,
        typeof at === 'number' && Number.isFinite(at) ? at : env.clock.now(),
        context?.page ?? env.page.path(),
        env.page.connectionType(),
        fields,
      );
      dropped += queue.push(built);
      persistSoon();
    },
    flush() {
      if (destroyed || !granted) return Promise.resolve();
      // Hidden: what was handed over is sent too; what stays unsent goes back after the request.
      if (handedOver) takeBack();
      return sender.flush();
    },
    reset() {
      if (destroyed) return;
      identity = RESET_USER;
      queue.clear();
      copies.clear();
      kept.clear();
      dropped = 0;
      staticFields = computeStaticFields();
    },
    setConsent(next) {
      // Checked as the option is: an unknown state throws `Invalid tracker option: consent`.
      consent = resolveOptions({ ...config, consent: next }).consent;
      granted = consent === 'granted';
      if (destroyed) return;
      if (next === 'denied') {
        queue.clear();
        copies.clear();
        kept.clear();
        dropped = 0;
      } else persistSoon();
    },
    destroy() {
      if (destroyed) return;
      stopTimer();
      unsubscribe();
      // The next tracker of this tab sends them; a request still in flight hands its events over
      // if it fails, and does not leave them in storage if it succeeds.
      handOver();
      destroyed = true;
    },
  };
}

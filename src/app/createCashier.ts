import type { Middleware } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import type { CashierLiveUpdatesOptions } from '@features/liveUpdates';
import { startCashierLiveUpdates } from '@features/liveUpdates';
import type { TrackingConsent } from '@features/tracker';
import type { ConnectionSettings } from '@store/connection';
import { createConnection } from '@store/connection';
import type { RootState } from '@/app/store';
import { makeStore } from '@/app/store';
import type { CashierTrackingOptions, TrackingMaps } from '@/joins/tracking/trackingMaps';
import type * as TrackingMapsModule from '@/joins/tracking/trackingMaps';
import type { Deferred } from '@store/deferred';
import { createDeferred } from '@store/deferred';
import type { CashierTracker } from '@/joins/tracking/deferredTracker';
import { browserNow } from '@/joins/tracking/now';
import type { TrackedPlayer } from '@/joins/tracking/playerIdentity';
import type { WidgetEventSink } from '@/joins/widgetEvents/eventSink';
import { createWidgetEventSink } from '@/joins/widgetEvents/eventSink';
import { registerWidgetEvents } from '@/joins/widgetEvents/registerWidgetEvents';
import { DEFAULT_LANGUAGE, createI18n, isLanguageCode } from '@common/i18n';
import { DEFAULT_CASHIER_ID, cashierIdOf } from '@common/lib/cashierId';
import { firstScreen } from '@common/lib/firstScreen';
import type { CashierOptions } from './cashierOptions';
import { syncLanguage } from './languageSync';
import type { SyncLanguageOptions } from './languageSync';
import type { StartChoices } from './startState';
import { startState } from './startState';
import { syncRouteWithUrl } from './urlSync';

export type { CashierTrackingOptions };

/** What a cashier is built from; only `language` is required. */
export interface CreateCashierOptions {
  /**
   * Which cashier this is on its page, the same after a reload (common/lib/cashierId.ts): a payment
   * kept across a redirect is shown only by the cashier that kept it. Default (and for a value
   * that is not 1 to 64 characters): `main`.
   */
  id?: string | undefined;
  /** One of the cashier's languages; English otherwise. */
  language?: string | undefined;
  /** Where the cashier starts (currency, action, route): a start, not a change. */
  start?: Omit<StartChoices, 'language'>;
  /** A whole state to start from instead (tests). */
  preloadedState?: Partial<RootState>;
  /** Extra Redux middleware after the cashier's own (a host's analytics, a test's recorder). */
  middleware?: Middleware[];
  /** Where the `spi-*` events are dispatched; none: the cashier emits none. */
  eventTarget?: EventTarget | undefined;
  /** The framing page's origin: each `spi-*` event is also posted there (never to `'*'`). */
  parentOrigin?: string | null | undefined;
  /** A sink of one's own for the `spi-*` events instead (tests). */
  eventSink?: WidgetEventSink;
  /**
   * The tracking maps' module (src/joins/tracking/trackingMaps.ts), ready at once or when the promise
   * resolves (tests); by default it loads once the first screen is up, and the actions before are
   * kept.
   */
  trackingMaps?: typeof TrackingMapsModule | Promise<typeof TrackingMapsModule>;
  /**
   * Tracking: settings for the tracker the cashier loads once its first screen is up, `false` for
   * none, or a tracker of one's own (tests).
   */
  tracking?: CashierTrackingOptions | false;
  tracker?: CashierTracker;
  /** The signed-in player, if the host knows them; else the config's player, else anonymous. */
  player?: TrackedPlayer | null | undefined;
  /** The visitor's consent to tracking; default `granted`. */
  consent?: TrackingConsent | undefined;
  /** Where `<… lang dir>` go and whether the choice is remembered; `false`: no language sync. */
  languageSync?: SyncLanguageOptions | false;
  /** Keep the route and the address bar in step (the standalone app only). */
  urlSync?: boolean;
  /** The operator's options read by the pages (chat, support email, allowed hosts, embedded). */
  options?: CashierOptions;
  /**
   * How the cashier reaches its back end: the API base URL, cookies or a bearer token from the
   * host's `getToken` (store/connection.ts). Default: the build's API origin, cookies.
   */
  connection?: ConnectionSettings | undefined;
  /**
   * The live-updates socket (payment statuses, the identity check), open for the cashier's life
   * and closed by `dispose`: `true` (default), `false` for none (component tests), or options of
   * one's own (tests: a failing load of its code).
   */
  liveUpdates?: boolean | CashierLiveUpdatesOptions;
  /** The language files' URL template, `{{lng}}` for the language; default `/locales/{{lng}}/translation.json`. */
  localesPath?: string | undefined;
  /**
   * The i18n instance, made beforehand by `createI18n` for `language` and `localesPath` (the
   * standalone app makes it a task earlier, so that building the cashier is two shorter tasks);
   * default: made here.
   */
  i18n?: I18n | undefined;
}

/** A built cashier: what the providers need, and the host's handles on it. */
export interface BuiltCashier {
  /** Which cashier this is on its page (for `AppProviders`' `cashierId`). */
  id: string;
  store: ReturnType<typeof makeStore>;
  i18n: I18n;
  options: CashierOptions | undefined;
  /** The signed-in player changed (`null`: logged out). */
  setPlayer: (player: TrackedPlayer | null) => void;
  /** The visitor's consent to tracking changed. */
  setConsent: (consent: TrackingConsent) => void;
  /** Stops every sync and listener and lets go of the tracker; the cashier is inert after. */
  dispose: () => void;
}

/** Resolves once the first screen is up (or the page hides), or at once when `now` is called. */
function firstScreenOrNow(): { reached: Promise<void>; now: () => void } {
  let now: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    const cancel = firstScreen.afterShown(resolve, { alsoWhenHidden: document });
    now = () => {
      cancel();
      resolve();
    };
  });
  return { reached, now };
}

/**
 * The one way a cashier is built: i18n, the store with its one listener middleware, the tracker
 * with the player and consent, the `spi-*` event sink, the language and route sync, and the
 * live-updates socket. The
 * standalone entry (main.tsx), `mountCashier` / `<cashier-widget>` and the component tests'
 * render helper all call it, so a capability added here reaches every mounting.
 */
export function createCashier(options: CreateCashierOptions = {}): BuiltCashier {
  const language = isLanguageCode(options.language) ? options.language : DEFAULT_LANGUAGE;
  const i18n =
    options.i18n ??
    createI18n({
      language,
      ...(options.localesPath === undefined ? {} : { loadPath: options.localesPath }),
    });
  const store = makeStore({
    preloadedState: options.preloadedState ?? startState({ language, ...options.start }),
    middleware: options.middleware ?? [],
    connection: createConnection(options.connection),
  });
  const stops: (() => void)[] = [];

  const sink =
    options.eventSink ??
    (options.eventTarget
      ? createWidgetEventSink({
          target: options.eventTarget,
          parentOrigin: options.parentOrigin ?? undefined,
        })
      : null);
  if (sink) stops.push(registerWidgetEvents(store.startAppListening, sink));

  let consent: TrackingConsent = options.consent ?? 'granted';
  const tracker = options.tracker ?? (options.tracking === false ? null : (options.tracking ?? {}));
  // The tracking map, the player's identity and the tracker are not part of the first screen's
  // code: they load once it is up (or at once when the cashier is disposed first). Every action
  // before is kept, with the time and page it happened at, and so are the host's player and
  // consent changes between them: all go through in order then.
  let maps: Deferred<TrackingMaps> | null = null;
  let loadNow: () => void = () => undefined;
  if (tracker) {
    const create = (module: typeof TrackingMapsModule) =>
      module.createTrackingMaps({
        tracker,
        consent: () => consent,
        ...(options.consent === undefined ? {} : { startConsent: options.consent }),
        player: options.player,
      });
    const load = () => {
      const start = firstScreenOrNow();
      loadNow = start.now;
      return start.reached.then(() => import('@/joins/tracking/trackingMaps')).then(create);
    };
    const given = options.trackingMaps;
    const trackingMaps = createDeferred(
      "The cashier's tracking",
      given === undefined ? load() : given instanceof Promise ? given.then(create) : create(given),
    );
    maps = trackingMaps;
    stops.push(
      store.startAppListening({
        predicate: () => true,
        effect: (action) => {
          const at = trackingMaps.ready ? undefined : browserNow();
          trackingMaps.run((observer) => {
            observer.observe(action, at);
          });
        },
      }),
    );
  }

  if (options.languageSync !== false) {
    stops.push(syncLanguage(store, i18n, options.languageSync ?? {}));
  }
  if (options.urlSync) stops.push(syncRouteWithUrl(store));
  const { liveUpdates = true } = options;
  if (liveUpdates !== false) {
    stops.push(startCashierLiveUpdates(store, liveUpdates === true ? {} : liveUpdates));
  }

  return {
    id: cashierIdOf(options.id) ?? DEFAULT_CASHIER_ID,
    store,
    i18n,
    options: options.options,
    setPlayer: (player) => {
      maps?.run((observer) => {
        observer.setPlayer(player);
      });
    },
    setConsent: (next) => {
      consent = next;
      maps?.run((observer) => {
        observer.setConsent(next);
      });
    },
    dispose: () => {
      for (const stop of stops.splice(0)) stop();
      store.dispose();
      // The actions kept so far still go through the maps, then the tracker is let go.
      loadNow();
      maps?.run((observer) => {
        observer.destroy();
      });
    },
  };
}

/** Data types of the visitor event tracker: events, users and options. */

/** How the host page is rendered: a single-page app or server-rendered pages. */
export type TrackerMode = 'spa' | 'ssr';

/** Device class of an event: phones and tablets are `'mobile'`, everything else `'web'`. */
export type DeviceKind = 'mobile' | 'web';

/**
 * One tracking event as sent on the wire (one element of the JSON array of a batch).
 * Optional keys are absent, never `undefined` or `null`, when unknown.
 */
export interface TrackerEvent {
  readonly event: string;
  readonly project_id: string;
  readonly mode: TrackerMode;
  readonly lib_version: string;
  readonly core_version?: string;
  /** Milliseconds since the Unix epoch. */
  readonly timestamp: number;
  /** Affiliate tag. */
  readonly stag?: string;
  readonly device: DeviceKind;
  readonly browser?: string;
  readonly temp_player_id?: string;
  readonly license?: string;
  readonly ip_country?: string;
  readonly interlayer_id?: string;
  /** The browser's effective connection type (`navigator.connection.effectiveType`). */
  readonly connection_type?: string;
  readonly hostname: string;
  readonly pathname: string;
  /** Only for an identified, non-anonymous user. */
  readonly user_id?: string;
  readonly loading_time?: number;
  readonly time_to_fetch_start?: number;
  readonly time_to_first_byte?: number;
  /** Extra data passed to `track()`; it never replaces a schema field. */
  readonly [extra: string]: unknown;
}

/** Per-event data given to `track()`: the timing fields plus any extra keys. */
export interface TrackFields {
  /** Milliseconds; kept only when a positive finite number. */
  loading_time?: number;
  /** Milliseconds; kept only when a positive finite number. */
  time_to_fetch_start?: number;
  /** Milliseconds; kept only when a positive finite number. */
  time_to_first_byte?: number;
  [extra: string]: unknown;
}

/**
 * When and where an event happened, for events tracked later than they happened (buffered while
 * the tracker loaded). By default: now, on the current page.
 */
export interface TrackContext {
  /** Milliseconds since the epoch; used when a finite number. */
  timestamp?: number;
  /** The page the event happened on. */
  page?: { hostname: string; pathname: string };
}

/** What is known of the user besides the id; each given value wins over what the page says. */
export interface TrackerUserMetadata {
  stag?: string;
  userAgent?: string;
  tempPlayerId?: string;
  license?: string;
  ipCountry?: string;
  interlayerId?: string;
}

/** An identified user: a real id, or {@link ANONYMOUS_USER_ID} for an anonymous visitor. */
export interface TrackerUser {
  readonly userId: string;
  readonly metadata: Readonly<TrackerUserMetadata>;
}

/**
 * The visitor's consent to tracking: `granted` (the default) sends events; `pending` keeps them in
 * memory only (nothing in storage, nothing sent) until granted; `denied` drops them and tracks
 * nothing more until granted.
 */
export type TrackingConsent = 'granted' | 'pending' | 'denied';

/** What a user-agent parser tells the tracker. */
export interface ParsedUserAgent {
  /** Browser name, e.g. `'Chrome'`. */
  browser?: string;
  /** Device type as ua-parser-js names it (`'mobile'`, `'tablet'`, `'smarttv'`, …); absent for desktops. */
  deviceType?: string;
}

/** Turns a `User-Agent` string into a browser name and device type. */
export type UserAgentParser = (userAgent: string) => ParsedUserAgent;

/**
 * The public face of a tracker. Its functions do not use `this`, so they may be passed around
 * alone (e.g. `const { track } = tracker` in a Redux middleware).
 */
export interface Tracker {
  /** Sets the user (a real id or `'anonymous'`); later events carry its data. */
  readonly identify: (userId: string, metadata?: TrackerUserMetadata) => void;
  /**
   * Queues one event. Throws `Error('User is not identified. Please call identity method first.')`
   * for any event but `interlayer_visited`, `interlayer_redirected` and `interlayer_no_redirect`
   * while no user is identified. A no-op after `destroy()`.
   */
  readonly track: (event: string, fields?: TrackFields, context?: TrackContext) => void;
  /** Sends the queue now; resolves when done (never rejects: a failure is logged and kept). */
  readonly flush: () => Promise<void>;
  /** Forgets the user and drops every queued event (in memory and in storage). */
  readonly reset: () => void;
  /**
   * Changes the consent ({@link TrackingConsent}): `denied` drops every queued event (in memory and
   * in storage); `granted` sends what `pending` kept, at the next flush.
   */
  readonly setConsent: (consent: TrackingConsent) => void;
  /** Stops the timer and the page listeners and saves the queue; the tracker is inert after. */
  readonly destroy: () => void;
}

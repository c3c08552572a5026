/**
 * The inline page-load script: a classic `<script>` in index.html, compiled and minified at build
 * time by `inlinePageLoadPlugin` (tooling/vite/inlinePageLoadPlugin.ts; bundled with its one
 * import, the tracker's cookie rule, into an IIFE, and run in `<head>`, before any bundle and
 * before `load`). Right after the `load` event (once
 * `loadEventEnd` is set) it POSTs one `site_loaded` event as a one-element JSON array, by
 * `navigator.sendBeacon` (a `text/plain` body, no headers: no preflight to another origin).
 *
 * Configuration: data attributes of its own `<script>` element, all written by the plugin (with
 * the defaults filled in, so the script carries none); they are not part of the CSP hash, which
 * covers the script text only:
 * - `data-project-id` — `project_id`;
 * - `data-mode` — `'spa'` or `'ssr'` (`ssr` adds the query `no-cookie=true`);
 * - `data-endpoint` — events URL or path, e.g. `'/api-fe-events/v1/events'` (relative paths
 *   resolve against the page, i.e. the site origin); in `ssr` mode the plugin writes the site's
 *   path with `?no-cookie=true`;
 * - `data-core-version` — `core_version` (optional).
 *
 * Event fields, unlike the tracker's: `interlayerId` instead of `interlayer_id`, no
 * `temp_player_id`; no `user_id`, `license` or `ip_country` either, as no player is known before
 * the app runs. `device` is `'mobile'` when the user agent matches `/Mobi|Android|iPad|Tablet/i`
 * (phones and tablets, a cheap stand-in for ua-parser-js), else `'web'`. `browser` is what the
 * tracker's ua-parser-js 1.x names for the common browsers, the first of a table of tokens
 * matching: Edge (`Edg`), Opera (`Opera`, `OPR/`), Samsung Internet (`SamsungBrowser`), Chrome
 * (`CriOS` on iOS), Firefox (`FxiOS`), Mobile Safari (`Mobile/… Safari`, iPhone and iPad; also a
 * literal `Mobile Safari` with none of the tokens before it) and Safari; none when no token
 * matches, as in the tracker (a test compares the two on every user agent of
 * `ua/userAgents.fixture.ts`). Rarer browsers that ua-parser-js tells apart (Yandex, UC Browser,
 * Chrome WebView, in-app browsers such as Facebook's, …) are named after the Chrome or Safari
 * token they carry (a test pins that too). `stag` and
 * `interlayerId` come from the query (`stag`, `interlayer-id`, read with `URLSearchParams`), else
 * the cookies (`affiliate_id`, `interlayer_id`), read by the tracker's own `readCookie`
 * (core/cookies.ts: one rule for both, so the same cookie gives the same value; a test compares
 * them on malformed percent-encoding, `+`, quotes and `&`). Timings come from Navigation Timing
 * (`performance.getEntriesByType('navigation')[0]`, whose `startTime` is 0): `loading_time` =
 * `loadEventEnd`, `time_to_fetch_start` = `fetchStart`, `time_to_first_byte` = `responseStart`;
 * each kept only if positive and finite.
 *
 * Consent (docs/tracking.md): nothing is sent when the page's `<html data-tracking-consent>` says
 * `pending` or `denied` at `load` (set by the server, or by a script that runs before `load`).
 *
 * The bundle is an IIFE, so nothing declared here or in what it imports reaches the page's global
 * scope. `lib_version` must equal `LIB_VERSION` (a test checks it). Import nothing else, and add
 * nothing that would grow it past its budget of minified bytes (`PAGE_LOAD_SCRIPT_MAX_BYTES`,
 * tooling/vite/compilePageLoadScript.ts; a test checks it).
 */
import { readCookie } from '../core/cookies';

/* eslint-disable @typescript-eslint/prefer-nullish-coalescing -- empty values count as absent */
/* eslint-disable @typescript-eslint/no-non-null-assertion -- bytes: the plugin always writes
   data-endpoint, and an absent consent attribute tests as the text "undefined" */
{
  const doc = document;
  const config = (doc.currentScript as HTMLScriptElement).dataset;
  const page = location;
  // Read now, before the app can rewrite the address or the cookies.
  const query = new URLSearchParams(page.search);
  const cookies = doc.cookie;
  addEventListener('load', () =>
    setTimeout(
      // Called with no arguments, so these defaults are the callback's locals, with no
      // `{ let …; }` around its body. What it returns is ignored.
      (
        [timing]: (PerformanceNavigationTiming | undefined)[] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[],
        // `navigator` once: its name stays whole in the output.
        nav: Navigator & { connection?: { effectiveType?: string } } = navigator,
        agent: string = nav.userAgent,
      ) =>
        // Consent pending or denied: nothing leaves the page. (`test(undefined)` tests
        // "undefined".) The document's only element child is `<html>`.
        /^(pending|denied)$/.test((doc.children[0] as HTMLElement).dataset.trackingConsent!) ||
        // A beacon: a POST the browser delivers even if the page is left at once, with no promise
        // to settle and no answer to read. Its text body goes as `text/plain`, with no header of
        // its own, so an events API on another origin gets it with no preflight (the events API
        // reads the body as JSON whatever its type; `X-Api-Version` is optional:
        // docs/http-api.md, docs/openapi.json).
        nav.sendBeacon(
          config.endpoint!,
          JSON.stringify(
            [
              {
                event: 'site_loaded',
                project_id: config.projectId,
                mode: config.mode,
                lib_version: '0.0.33',
                core_version: config.coreVersion,
                timestamp: +new Date(),
                stag: query.get('stag') || readCookie(cookies, 'affiliate_id'),
                device: /Mobi|Android|iPad|Tablet/i.test(agent) ? 'mobile' : 'web',
                // Named as ua-parser-js 1.x names them (the tracker's parser), the first entry
                // matching winning. An entry is a pattern whose first alternative is the name:
                // Edge, Opera and Samsung Internet also carry Chrome's token; Chrome and Firefox
                // on iOS (CriOS, FxiOS) and Safari on iPhone and iPad (Mobile Safari) carry
                // Safari's. Two names match on their own: "Opera" (Opera before Chromium, as in
                // ua-parser-js) and "Mobile Safari" (old Android WebKit browsers, which
                // ua-parser-js names in many ways). `OPR/` with its slash: Android 8.0 build ids
                // start with "OPR". None matching: no browser, as in the tracker.
                browser:
                  'Edge|Edg,Opera|OPR/,Samsung Internet|SamsungB,Chrome|CriOS,Firefox|FxiOS,Mobile Safari|Mobile/\\w+ Safari,Safari'
                    .split(',')
                    // `agent.match(entry)`, without a function of its own.
                    // eslint-disable-next-line @typescript-eslint/unbound-method -- `this` is given
                    .find(agent.match, agent)
                    ?.split('|')[0],
                interlayerId: query.get('interlayer-id') || readCookie(cookies, 'interlayer_id'),
                connection_type: nav.connection?.effectiveType,
                hostname: page.hostname,
                pathname: page.pathname,
                loading_time: timing?.loadEventEnd,
                time_to_fetch_start: timing?.fetchStart,
                time_to_first_byte: timing?.responseStart,
              },
            ],
            // Absent values (null, undefined, '') drop out (`null <= 0` and `'' <= 0` hold);
            // numbers are kept only when positive and finite (`value != value`: NaN only). The
            // replacer is called with two arguments, so `absent` is undefined.
            (_key, value: unknown, absent?: undefined) =>
              (value as number) <= 0 || value != value || value === Infinity ? absent : value,
          ),
        ),
    ),
  );
}

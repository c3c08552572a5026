/**
 * XSS payloads for the security suite (docs/security.md): placed into every server-provided text by
 * the vitest suite (through msw) and the E2E suite (through the real build). A payload that runs
 * sets `window.__xss` (the sentinel) or calls `alert`; one that is parsed as markup leaves an
 * element `findInjectedMarkup` reports. Each stays within the shortest server text limit
 * (saved-card labels, 80 characters).
 */

/** The global a payload sets when it runs. */
export const XSS_SENTINEL = '__xss';

export const XSS_PAYLOADS: readonly string[] = [
  // Script and event-handler markup.
  '<script>window.__xss=1</script>',
  '<ScRiPt >window.__xss=2</sCrIpT>',
  '<img src=x onerror="window.__xss=3">',
  '<img src="x" onerror=alert(4)>',
  '<svg onload="window.__xss=5"></svg>',
  '<svg><script>window.__xss=6</script></svg>',
  '<body onload=window.__xss=7>',
  '<input autofocus onfocus=window.__xss=8>',
  '<details open ontoggle=window.__xss=9>',
  '<video><source onerror="window.__xss=10"></video>',
  '<marquee onstart=window.__xss=11>x</marquee>',
  // Breaking out of attributes and text.
  '"><script>window.__xss=12</script>',
  "'><img src=x onerror=window.__xss=13>",
  '</label><img src=x onerror=window.__xss=14>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=15>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=16>',
  // javascript: and data: URLs in links, frames, forms and friends.
  'javascript:window.__xss=17',
  '<a href="javascript:window.__xss=18">Pay</a>',
  '<a href="jav&#x09;ascript:window.__xss=19">Pay</a>',
  '<iframe srcdoc="<script>parent.__xss=20</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=21"></iframe>',
  '<object data="javascript:window.__xss=22"></object>',
  '<embed src="data:text/html,<script>parent.__xss=23</script>">',
  '<form action="javascript:window.__xss=24"><button>Pay</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=25">',
  '<base href="javascript:window.__xss=26//">',
  // CSS.
  '<div style="width:expression(window.__xss=27)">x</div>',
  "<style>@import 'javascript:window.__xss=28';</style>",
  // Template engines and i18next (interpolation, unescaped interpolation, nesting).
  "{{constructor.constructor('window.__xss=29')()}}",
  '{{labels}} {{- labels}} {{amount}}',
  '$t(payments.form.loading) $t(common.retry)',
  '$t(payments.form.fieldsAdded, {"labels": "<img src=x onerror=alert(32)>"})',
  '${window.__xss=33} #{7*7} <%= 7*7 %>',
  // Encoded and look-alike variants.
  '&lt;script&gt;window.__xss=34&lt;/script&gt;',
  '&#60;img src=x onerror=window.__xss=35&#62;',
  '\\u003cscript\\u003ewindow.__xss=36\\u003c/script\\u003e',
  '%3Cscript%3Ewindow.__xss%3D37%3C%2Fscript%3E',
  '＜script＞window.__xss=38＜/script＞',
  '\u202e<img src=x onerror=window.__xss=39>',
  // Markdown.
  '[Pay now](javascript:window.__xss=40)',
  '![logo](x" onerror="window.__xss=41)',
];

/**
 * Describes every element under `root` that server text must never produce: scripts, frames with
 * inline documents, plugins, `<base>`/`<meta>` tricks, `javascript:` URLs and any inline event
 * handler attribute (`onerror`, `onload`…). Self-contained so Playwright can run it in the page
 * (`page.evaluate(findInjectedMarkup)`); `allowed` lists selectors the app itself renders.
 */
export function findInjectedMarkup(root: ParentNode = document, allowed: string[] = []): string[] {
  // Inside the function: Playwright sends only its source to the page.
  const injectedSelector = [
    'script',
    'iframe[srcdoc]',
    'object',
    'embed',
    'base',
    'meta[http-equiv]',
    'style:not([data-vite-dev-id])',
    'noscript',
    'marquee',
    'details[ontoggle]',
    'math',
    '[style*="expression" i]',
    '[href^="javascript:" i]',
    '[src^="javascript:" i]',
    '[action^="javascript:" i]',
    '[data^="javascript:" i]',
  ].join(',');
  const describe = (element: Element): string => element.outerHTML.slice(0, 120);
  const isAllowed = (element: Element): boolean =>
    allowed.some((selector) => element.matches(selector));
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll(injectedSelector))) {
    if (!isAllowed(element)) found.push(describe(element));
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (isAllowed(element)) continue;
    if (element.getAttributeNames().some((name) => name.toLowerCase().startsWith('on'))) {
      found.push(describe(element));
    }
  }
  return found;
}

/**
 * The standalone build names the cashier page's chunk on its starter script
 * (tooling/vite/startAfterPaintPlugin.ts): the app asks for that chunk's download beside the API's
 * (src/app/cashierCode.tsx) and evaluates it once the API is attached, so the two arrive together
 * and are still evaluated in tasks of their own.
 */
export const PAGE_MODULE_ATTRIBUTE = 'data-cashier-page';

/**
 * Downloads the page chunk the document names (a module preload: fetched, not run), once; does
 * nothing on a page that names none (the widget, tests).
 */
export function preloadPageModule(doc: Document = document): void {
  const href = doc
    .querySelector(`script[${PAGE_MODULE_ATTRIBUTE}]`)
    ?.getAttribute(PAGE_MODULE_ATTRIBUTE);
  if (!href) return;
  const preloaded = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some(
    (link) => link.getAttribute('href') === href,
  );
  if (preloaded) return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  doc.head.append(link);
}

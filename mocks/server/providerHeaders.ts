/**
 * Response headers of the mock provider pages (mocks/provider/), the same for `npm start`
 * (mocks/server/app.ts) and `npm run dev` (the `mockProviderPages` plugin in vite.config.ts).
 */

/**
 * The page that refuses to be framed, as some real providers' pages do: the cashier's dialog
 * cannot show it and offers it in a new window instead (features/checkout/ProviderFrameDialog.tsx).
 */
export const NO_FRAME_PAGE = 'no-frame.html';

/** Both ways a page refuses every frame: the old header and the CSP directive that replaced it. */
export const REFUSE_FRAMING_HEADERS = {
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
} as const;

/** The extra headers of the mock provider page `name` (a file name in mocks/provider/). */
export function providerPageHeaders(name: string): Readonly<Record<string, string>> {
  return name === NO_FRAME_PAGE ? REFUSE_FRAMING_HEADERS : {};
}

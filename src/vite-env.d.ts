/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the cashier API; the page's own origin when unset. */
  readonly VITE_API_ORIGIN?: string;
  /** `off` runs `npm run dev` against a real back end instead of the msw worker. */
  readonly VITE_MOCKS?: string;
  /** The tracker's `project_id` (default `casino-cashier`). */
  readonly VITE_TRACKER_PROJECT_ID?: string;
  /** The host platform's core version, sent as the tracker's `core_version`. */
  readonly VITE_CORE_VERSION?: string;
  /** The operator's support email on the support page (the runtime setting `supportEmail` wins). */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The operator's support page, linked from the support page (the runtime setting `supportUrl` wins). */
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_RESPONSIBLE_GAMBLING_URL?: string;
  /** The operator's identity-verification page (the runtime setting `verificationUrl` wins). */
  readonly VITE_VERIFICATION_URL?: string;
  /** Comma-separated hosts provider URLs may point at (common/lib/urlPolicy.ts); unset: any https host. */
  readonly VITE_ALLOWED_PROVIDER_HOSTS?: string;
  /** The operator's Mercuryo widget id, passed to Mercuryo's widget URL. */
  readonly VITE_MERCURYO_WIDGET_ID?: string;
  /**
   * Comma-separated http(s) origins a framing page may receive the widget's `spi-*` events on
   * (asked for with the `parent-origin` query parameter); none when unset.
   */
  readonly VITE_PARENT_ORIGINS?: string;
}

/** English texts of the first screen only (tooling/vite/localeSubsetPlugin.ts, common/i18n/firstScreenTexts.ts). */
declare module '*.json?first-screen' {
  const texts: Readonly<Record<string, unknown>>;
  export default texts;
}

import { createContext, useContext } from 'react';
import type { ChatSettingsInput } from '@features/chat';
import { parseAllowedHosts } from '@common/lib/urlPolicy';

/**
 * What the operator configures per embedding (mountCashier / `<cashier-widget>` options), read by
 * the pages. The standalone app takes them from the build's environment.
 */
export interface CashierOptions {
  /**
   * Live-chat settings (features/chat/README.md): `license` (numeric string), `group`,
   * `chatBetweenGroups`, `sessionVariables`, `customerName`, `customerEmail`, `visibility`. The
   * player's name, email, id and affiliate tag are added from the cashier's config (features/chat
   * `withPlayer`).
   */
  chat?: ChatSettingsInput | undefined;
  /**
   * The ways to reach support the support page offers besides the live chat: the operator's email
   * (a `mailto:` link) and support page (a link opened in a new tab; https, http only on an http
   * page, common/lib/urlPolicy.ts). Checked at start (src/app/runtimeConfig.ts).
   */
  supportEmail?: string | undefined;
  supportUrl?: string | undefined;
  /**
   * Inside a host page: the sections are buttons, not links, since the host's site has no page at
   * `/support` and the like for a new tab to open.
   */
  embedded?: boolean | undefined;
  /**
   * The hosts provider redirects, iframes, links and logos may point at: `pay.example`, or
   * `*.psp.example` for its subdomains (common/lib/urlPolicy.ts). Unset: any host, https only.
   */
  allowedHosts?: readonly string[] | undefined;
  /**
   * The operator's responsible-gambling page, linked when deposits are blocked by a cool-off or
   * self-exclusion; an http(s) URL (https on an https page, common/lib/urlPolicy.ts), else not shown.
   */
  responsibleGamblingUrl?: string | undefined;
  /**
   * The operator's identity-verification page, linked when the player's identity check holds a
   * payment back; an http(s) URL (https on an https page, common/lib/urlPolicy.ts), else not shown.
   */
  verificationUrl?: string | undefined;
}

/** `"pay.example, *.psp.example"` or space-separated → the list (also read by `npm start`'s CSP). */
export { parseAllowedHosts };

/**
 * The standalone app's options: `VITE_LIVECHAT_LICENSE`, `VITE_SUPPORT_EMAIL`, `VITE_SUPPORT_URL`,
 * `VITE_ALLOWED_PROVIDER_HOSTS` (comma-separated), `VITE_RESPONSIBLE_GAMBLING_URL`,
 * `VITE_VERIFICATION_URL` at build time (the runtime settings of the same names win; src/app/main.tsx
 * checks the support contact).
 */
export const ENV_CASHIER_OPTIONS: CashierOptions = {
  chat: { license: import.meta.env.VITE_LIVECHAT_LICENSE },
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL,
  supportUrl: import.meta.env.VITE_SUPPORT_URL,
  allowedHosts: parseAllowedHosts(import.meta.env.VITE_ALLOWED_PROVIDER_HOSTS),
  responsibleGamblingUrl: import.meta.env.VITE_RESPONSIBLE_GAMBLING_URL,
  verificationUrl: import.meta.env.VITE_VERIFICATION_URL,
};

export const CashierOptionsContext = createContext<CashierOptions>(ENV_CASHIER_OPTIONS);

export function useCashierOptions(): CashierOptions {
  return useContext(CashierOptionsContext);
}

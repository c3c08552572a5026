/**
 * The operator-settings table: what an operator can change without a rebuild (docs/configuration.md),
 * each setting with its key (`/runtime-config.json` and `mountCashier`'s options), its
 * `<cashier-widget>` attribute, the build's environment variable that gives its default (if any),
 * the check its value must pass, and whether the cashier works without it (a wrong value is then
 * left out and logged instead of stopping the cashier). src/app/runtimeConfig.ts checks the
 * settings by this table, src/embed/cashierWidget.ts observes these attributes, and
 * contract/settings.test.ts holds docs/configuration.md's table to it.
 */

/** The checks a setting's value may need (implemented in src/app/runtimeConfig.ts). */
export type SettingCheckKind =
  /** An http(s) URL or a path, without user, password or fragment. */
  | 'url'
  /** `cookies` or `bearer`. */
  | 'credentials'
  /** A URL or path with `{{lng}}` where the language goes. */
  | 'languageTemplate'
  /** A page the player opens: https (http only on an http page) or a path, under the URL policy. */
  | 'pageLink'
  /** A plain email address. */
  | 'email';

export interface OperatorSetting {
  attribute: string;
  /** The build-time environment variable that gives its default, if any. */
  env?: string;
  check: SettingCheckKind;
  /** The cashier works without it: a wrong value is logged and left out. */
  ignorable: boolean;
}

export const OPERATOR_SETTINGS = {
  apiBaseUrl: { attribute: 'api-base-url', env: 'VITE_API_ORIGIN', check: 'url', ignorable: false },
  credentials: { attribute: 'api-credentials', check: 'credentials', ignorable: false },
  eventsUrl: { attribute: 'events-url', check: 'url', ignorable: false },
  localesPath: { attribute: 'locales-path', check: 'languageTemplate', ignorable: false },
  verificationUrl: {
    attribute: 'verification-url',
    env: 'VITE_VERIFICATION_URL',
    check: 'url',
    ignorable: false,
  },
  responsibleGamblingUrl: {
    attribute: 'responsible-gambling-url',
    env: 'VITE_RESPONSIBLE_GAMBLING_URL',
    check: 'url',
    ignorable: false,
  },
  supportEmail: {
    attribute: 'support-email',
    env: 'VITE_SUPPORT_EMAIL',
    check: 'email',
    ignorable: true,
  },
  supportUrl: {
    attribute: 'support-url',
    env: 'VITE_SUPPORT_URL',
    check: 'pageLink',
    ignorable: true,
  },
} as const satisfies Record<string, OperatorSetting>;

export type OperatorSettingKey = keyof typeof OPERATOR_SETTINGS;

/** The setting keys, in table order. */
export const OPERATOR_SETTING_KEYS = /* @__PURE__ */ Object.keys(
  OPERATOR_SETTINGS,
) as OperatorSettingKey[];

/** The widget attributes of the settings, in table order. */
export const OPERATOR_SETTING_ATTRIBUTES = /* @__PURE__ */ OPERATOR_SETTING_KEYS.map(
  (key) => OPERATOR_SETTINGS[key].attribute,
);

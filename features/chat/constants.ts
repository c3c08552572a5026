/**
 * The chat provider's script, as @livechat/widget-core injects it (its `production` environment).
 * widget-core does not export the URL; `createChatController.test.ts` pins that it still injects
 * exactly this one, so the CDN stubs (jsdom and Playwright) stay in step with the library.
 */
export const LIVECHAT_SCRIPT_URL = 'https://cdn.livechatinc.com/tracking.js';

/** Every host of the chat provider: the Playwright stub blocks whatever the real script would load. */
export const LIVECHAT_HOST_PATTERN = 'https://*.livechatinc.com/**';

/** How long the provider's script may take before the chat is reported as unavailable. */
export const DEFAULT_LOAD_TIMEOUT_MS = 15_000;

/**
 * The controller's exact messages (features/chat/README.md); widget-core's own carry a
 * `[LiveChatWidget] ` prefix.
 */
export const LICENSE_REQUIRED_MESSAGE = 'The license property is required for initialization';
export const GETTERS_BEFORE_LOAD_MESSAGE = "You can't use getters before load.";
export const GETTERS_AFTER_DESTROY_MESSAGE = "You can't use getters after destroy.";

import { allowedParentOrigin } from '@/joins/widgetEvents/parentOrigin';
import { startSettings } from './boot/startSettings';
import { ENV_CASHIER_OPTIONS } from './cashierOptions';
import { createI18n } from '@common/i18n';
import { createCashier } from './createCashier';
import { initialLanguage } from './initialLanguage';
import { RUNTIME_CONFIG_PATH } from './boot/runtimeConfigRequest';
import { logIgnoredSettings, parseRuntimeConfig, runtimeOptions } from './runtimeConfig';
import { revealRoot, showFirstScreen } from './prerender/showFirstScreen';
import { clearPrefetched } from '@common/lib/prefetch';
import { firstScreen } from '@common/lib/firstScreen';
import './global.css';
import { nextTask } from '@common/lib/nextTask';

/** In `npm run dev` the msw service worker plays the back end (docs/mock-backend.md). */
async function startDevBackEnd(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_MOCKS === 'off') return;
  const { startMockWorker } = await import('@mocks/browser');
  await startMockWorker();
}

/**
 * The build's ways to reach support (`VITE_SUPPORT_EMAIL`, `VITE_SUPPORT_URL`), checked like the
 * runtime settings: a wrong one is named in the console and left out.
 */
function buildSupportContact(): { supportEmail?: string; supportUrl?: string } {
  const checked = parseRuntimeConfig(
    {
      supportEmail: import.meta.env.VITE_SUPPORT_EMAIL,
      supportUrl: import.meta.env.VITE_SUPPORT_URL,
    },
    location.href,
  );
  if (!checked.ok) return {};
  logIgnoredSettings('The build (VITE_SUPPORT_EMAIL, VITE_SUPPORT_URL)', checked.ignored);
  const { supportEmail, supportUrl } = runtimeOptions(checked.config);
  return { supportEmail, supportUrl };
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // Evaluating the app's modules is one long task already: setting up starts in the next one.
  await nextTask();
  await startDevBackEnd();
  // Wrong settings are said and stop the app; settings that do not come in time are said, with a
  // retry in place (src/app/boot/startSettings.ts).
  const settings = await startSettings(container, { beforeFailure: revealRoot });
  if (settings === null) return;
  logIgnoredSettings(RUNTIME_CONFIG_PATH, settings.ignored);
  const runtime = runtimeOptions(settings.config);
  const buildSupport = buildSupportContact();
  const language = initialLanguage();
  // The texts in this task, the store and the rest of the cashier in the next: two tasks, each
  // short enough not to hold up input.
  const i18n = createI18n({
    language,
    ...(runtime.localesPath === undefined ? {} : { loadPath: runtime.localesPath }),
  });
  await nextTask();
  const cashier = createCashier({
    language,
    i18n,
    connection: runtime.connection,
    localesPath: runtime.localesPath,
    // The spi-* events bubble from #root to the document; a framing page gets them by postMessage
    // only when its origin (`?parent-origin=`) is one the operator listed in VITE_PARENT_ORIGINS.
    eventTarget: container,
    parentOrigin: allowedParentOrigin(
      new URLSearchParams(window.location.search).get('parent-origin'),
      import.meta.env.VITE_PARENT_ORIGINS,
    ),
    tracking: {
      projectId: import.meta.env.VITE_TRACKER_PROJECT_ID,
      coreVersion: import.meta.env.VITE_CORE_VERSION,
      ...runtime.tracking,
    },
    urlSync: true,
    // The build's options; the runtime settings' pages win over VITE_VERIFICATION_URL and
    // VITE_RESPONSIBLE_GAMBLING_URL, their support contact over the build's (each one checked).
    options: {
      ...ENV_CASHIER_OPTIONS,
      supportEmail: runtime.supportEmail ?? buildSupport.supportEmail,
      supportUrl: runtime.supportUrl ?? buildSupport.supportUrl,
      ...(runtime.verificationUrl === undefined
        ? {}
        : { verificationUrl: runtime.verificationUrl }),
      ...(runtime.responsibleGamblingUrl === undefined
        ? {}
        : { responsibleGamblingUrl: runtime.responsibleGamblingUrl }),
    },
  });
  await showFirstScreen(container, cashier);
  // Early responses the app did not take by then are not for it: their connections are freed.
  firstScreen.afterShown(() => {
    void clearPrefetched();
  });
}

void start();

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@/i18n';
import { makeStore } from '@store/store';
import { createDeferredTracker } from '@store/tracking/deferredTracker';
import { createTrackerMiddleware } from '@store/tracking/trackerMiddleware';
import { createWidgetEventSink } from '@store/widgetEvents/eventSink';
import { allowedParentOrigin } from '@store/widgetEvents/parentOrigin';
import { createWidgetEventsMiddleware } from '@store/widgetEvents/widgetEventsMiddleware';
import { firstScreen } from '@/lib/firstScreen';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { initialLanguage } from './initialLanguage';
import { syncLanguage } from './languageSync';
import { startState } from './startState';
import { syncRouteWithUrl } from './urlSync';
import './global.css';

/** In `npm run dev` the msw service worker plays the back end (README "Mock back end"). */
async function startDevBackEnd(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_MOCKS === 'off') return;
  const { startMockWorker } = await import('@mocks/browser');
  await startMockWorker();
}

/**
 * The visitor tracker (SPEC §3–§9), in its own chunk, loaded once the first screen is up (or at
 * once if the page is hidden before that, so its events can still be sent); actions dispatched
 * meanwhile are replayed into it.
 */
function startTracker() {
  return createDeferredTracker(async () => {
    await new Promise<void>((resolve) => {
      firstScreen.afterShown(resolve, { alsoWhenHidden: document });
    });
    const { ANONYMOUS_USER_ID, createTracker } = await import('@features/tracker');
    const tracker = createTracker({
      projectId: import.meta.env.VITE_TRACKER_PROJECT_ID ?? 'casino-cashier',
      coreVersion: import.meta.env.VITE_CORE_VERSION,
    });
    tracker.identify(ANONYMOUS_USER_ID);
    return tracker;
  });
}

/** Lets the browser run other tasks (input, rendering) before going on. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // Evaluating the app's modules is one long task already: setting up starts in the next one.
  await yieldToBrowser();
  const i18n = createI18n({ language: initialLanguage() });
  await startDevBackEnd();
  // The spi-* events bubble from #root to the document; a framing page gets them by postMessage
  // only when its origin (`?parent-origin=`) is one the operator listed in VITE_PARENT_ORIGINS.
  const events = createWidgetEventSink({
    target: container,
    parentOrigin: allowedParentOrigin(
      new URLSearchParams(window.location.search).get('parent-origin'),
      import.meta.env.VITE_PARENT_ORIGINS,
    ),
  });
  const store = makeStore({
    middleware: [createTrackerMiddleware(startTracker()), createWidgetEventsMiddleware(events)],
    preloadedState: startState({ language: i18n.language }),
  });
  syncRouteWithUrl(store);
  syncLanguage(store, i18n);
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices, yielding to the browser between
  // them, instead of in one long task (the boot shell stays on screen until it commits).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store} i18n={i18n}>
          <App />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();

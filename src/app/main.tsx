import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@/i18n';
import { makeStore } from '@store/store';
import { App } from './App';
import { AppProviders } from './AppProviders';
import './global.css';

/** In `npm run dev` the msw service worker plays the back end (README "Mock back end"). */
async function startDevBackEnd(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_MOCKS === 'off') return;
  const { startMockWorker } = await import('@mocks/browser');
  await startMockWorker();
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const i18n = createI18n();
  await startDevBackEnd();
  document.documentElement.lang = i18n.language;
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={makeStore()} i18n={i18n}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}

void start();

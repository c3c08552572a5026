import type { RootState } from '@/app/store';

/**
 * What the first screen's markup depends on: the language, the route, the payment action and the
 * currency chosen before the first answer. The build writes the prerendered screen's key on
 * `#root` (`data-prerendered`, tooling/vite/prerenderPlugin.ts); main.tsx hydrates that markup
 * only when its own store's key is the same, and renders over it otherwise.
 */
export function firstScreenKey(state: Pick<RootState, 'language' | 'navigation' | 'payments'>) {
  const { language } = state.language;
  const { route } = state.navigation;
  const { action, currency } = state.payments;
  return [language, route, action, currency].join(' ');
}

/** The attribute of `#root` holding the prerendered screen's key. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

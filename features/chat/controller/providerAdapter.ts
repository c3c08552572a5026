import type { ExtendedWindow } from '@livechat/widget-core';
import { LIVECHAT_SCRIPT_URL } from '../constants';

/**
 * The part of the chat that touches `window`/`document` beyond widget-core itself: noticing that
 * the provider's script failed to load, and forgetting a provider that never loaded.
 */
export interface ChatProviderPort {
  /** Calls `onError` if the provider script widget-core injected fails to load; returns a stop. */
  watchScriptFailure(onError: () => void): () => void;
  /** Drops the script and globals of a load that never completed, so a retry starts clean. */
  forgetUnloadedProvider(): void;
}

type ProviderGlobals = Partial<Pick<ExtendedWindow, '__lc'>> & {
  LiveChatWidget?: { _h?: unknown };
};

/** The browser implementation; widget-core has already injected the script when this runs. */
export function createBrowserChatProvider(
  doc: Document = document,
  win: ProviderGlobals = window as ProviderGlobals,
): ChatProviderPort {
  const providerScripts = () =>
    Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]')).filter(
      (script) => script.src === LIVECHAT_SCRIPT_URL,
    );
  return {
    watchScriptFailure(onError) {
      const script = providerScripts().at(-1);
      if (!script) return () => undefined;
      const listener = () => {
        onError();
      };
      script.addEventListener('error', listener);
      return () => {
        script.removeEventListener('error', listener);
      };
    },
    forgetUnloadedProvider() {
      // widget-core keeps an existing `window.LiveChatWidget`: an unloaded stub would carry the
      // failed attempt's queued calls into the retry.
      if (win.LiveChatWidget && !win.LiveChatWidget._h) delete win.LiveChatWidget;
      delete win.__lc;
      for (const script of providerScripts()) script.remove();
    },
  };
}

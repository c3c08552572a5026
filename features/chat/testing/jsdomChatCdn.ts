import { LIVECHAT_SCRIPT_URL } from '../constants';
import { installFakeLiveChat } from './fakeLiveChat';
import type { FakeLiveChat, FakeLiveChatOptions } from './fakeLiveChat';

/**
 * The chat provider's CDN at the jsdom boundary. jsdom neither fetches nor runs `<script src>`, so
 * a test plays the network: it finds the script widget-core injected and then either "loads" it
 * (installs the fake provider the real script would have installed) or fails it (`error` event).
 */
export function chatScripts(doc: Document = document): HTMLScriptElement[] {
  return Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]')).filter(
    (script) => script.src === LIVECHAT_SCRIPT_URL,
  );
}

function latestChatScript(): HTMLScriptElement {
  const script = chatScripts().at(-1);
  if (!script) throw new Error(`No <script src="${LIVECHAT_SCRIPT_URL}"> was injected`);
  return script;
}

/** The CDN answers: the provider's script runs (as the fake provider). */
export function completeChatScriptLoad(options?: FakeLiveChatOptions): FakeLiveChat {
  latestChatScript();
  const fake = installFakeLiveChat(window, options);
  if (!fake) throw new Error('window.LiveChatWidget is missing: widget-core never ran');
  return fake;
}

/** The CDN is unreachable: the provider's script fires `error`. */
export function failChatScriptLoad(): void {
  latestChatScript().dispatchEvent(new Event('error'));
}

/** Forgets everything a test's chat left on the page (provider globals, scripts, fake box). */
export function resetChatProvider(): void {
  const host = window as unknown as Record<string, unknown>;
  for (const name of ['LiveChatWidget', '__lc', 'LC_API', '__fakeLiveChat']) {
    Reflect.deleteProperty(host, name);
  }
  for (const script of chatScripts()) script.remove();
  document.getElementById('fake-livechat')?.remove();
}

import { createWidget, getData, lcOnDestroy } from '@livechat/widget-core';
import type {
  ChatData,
  CustomerData,
  EventHandlers,
  MutableCustomerData,
  WidgetState,
} from '@livechat/widget-core';
import {
  DEFAULT_LOAD_TIMEOUT_MS,
  GETTERS_AFTER_DESTROY_MESSAGE,
  GETTERS_BEFORE_LOAD_MESSAGE,
} from '../constants';
import { parseChatSettings, parseSessionVariables } from '../model/settings';
import type { ChatSettings, SessionVariable, SessionVariables } from '../model/settings';
import { ChatLoadError } from './chatLoadError';
import type { ChatLoadFailureReason } from './chatLoadError';
import { createEventFanOut } from './eventFanOut';
import { createBrowserChatProvider } from './providerAdapter';
import type { ChatProviderPort } from './providerAdapter';

/** The widget states (features/chat/README.md). A failed load ends `destroyed`, with `ready` rejected. */
export type ChatControllerState = 'loading' | 'loaded' | 'destroyed';

/** What the provider reports once loaded. */
export interface ChatReadyData {
  state: WidgetState;
  customerData: CustomerData;
}

export interface ChatController {
  readonly state: ChatControllerState;
  /** Resolves when the widget has loaded; rejects with a `ChatLoadError` if it never does. */
  readonly ready: Promise<ChatReadyData>;
  /** Destroys the widget; requested during loading, it is applied once loading completes. */
  destroy(): void;
  maximize(): void;
  minimize(): void;
  hide(): void;
  hideGreeting(): void;
  /** Getters throw "You can't use getters before load." until the widget has loaded. */
  getState(): WidgetState;
  getCustomerData(): CustomerData;
  getChatData(): ChatData;
  updateSessionVariables(variables: SessionVariables | readonly SessionVariable[]): void;
  updateCustomerData(customer: Partial<MutableCustomerData>): void;
  /** Adds provider event handlers (widget-core's `onReady`, `onNewEvent`, …); returns a remover. */
  subscribe(handlers: EventHandlers): () => void;
}

/** widget-core's functions the controller uses (the real module unless a test swaps it). */
export interface WidgetCorePort {
  createWidget: typeof createWidget;
  getData: typeof getData;
  lcOnDestroy: typeof lcOnDestroy;
}

export interface ChatControllerDeps {
  widgetCore?: WidgetCorePort;
  provider?: ChatProviderPort;
  /** Milliseconds before a load that has not completed fails with `timeout`. */
  loadTimeoutMs?: number;
}

/** widget-core's config from validated settings (optional keys left out, not set to undefined). */
function widgetConfig(settings: ChatSettings) {
  const { sessionVariables, ...rest } = settings;
  return { ...rest, ...(sessionVariables && { sessionVariables: { ...sessionVariables } }) };
}

function checkCustomer(customer: Partial<Record<'name' | 'email', unknown>>) {
  for (const [key, value] of Object.entries(customer)) {
    if (value !== undefined && typeof value !== 'string') {
      throw new TypeError(`The customer ${key} must be a string`);
    }
  }
}

/**
 * Creates the live-chat widget through @livechat/widget-core and starts loading the provider's
 * script. Settings are validated first: a `ChatSettingsError` is thrown before anything touches the
 * page. Keep one controller alive at a time: the provider's widget is page-global.
 */
export function createChatController(
  input: unknown,
  {
    widgetCore = { createWidget, getData, lcOnDestroy },
    provider = createBrowserChatProvider(),
    loadTimeoutMs = DEFAULT_LOAD_TIMEOUT_MS,
  }: ChatControllerDeps = {},
): ChatController {
  const settings = parseChatSettings(input);
  const events = createEventFanOut();
  let state: ChatControllerState = 'loading';
  let destroyRequested = false;
  let failure: ChatLoadFailureReason | null = null;
  // Set once loading starts; read by callbacks that may run before (a provider already loaded).
  const watch: { timer?: ReturnType<typeof setTimeout>; stopScript?: () => void } = {};
  let stopDestroyWatch: () => void = () => undefined;
  let settle: { resolve: (data: ChatReadyData) => void; reject: (error: Error) => void };
  const ready = new Promise<ChatReadyData>((resolve, reject) => {
    settle = { resolve, reject };
  });
  ready.catch(() => undefined); // a caller that never awaits `ready` sees no unhandled rejection

  const stopLoadWatch = () => {
    clearTimeout(watch.timer);
    watch.stopScript?.();
  };
  const markLoaded = (data: unknown) => {
    // A pending destroy wins: the provider is about to be destroyed, never reported as loaded.
    if (state !== 'loading' || destroyRequested) return;
    state = 'loaded';
    stopLoadWatch();
    settle.resolve(data as ChatReadyData);
    events.emit('onReady', data);
  };
  const markDestroyed = () => {
    if (state === 'destroyed') return;
    const wasLoading = state === 'loading';
    state = 'destroyed';
    stopLoadWatch();
    stopDestroyWatch();
    events.close();
    if (wasLoading) settle.reject(new ChatLoadError(failure ?? 'destroyed'));
  };

  const widget = widgetCore.createWidget({
    ...widgetConfig(settings),
    ...events.forwarders({ onReady: markLoaded }),
  });
  // widget-core announces each destroy it performs: at once, or once a pending load completes.
  stopDestroyWatch = widgetCore.lcOnDestroy(() => {
    if (destroyRequested) markDestroyed();
  });
  const fail = (reason: ChatLoadFailureReason) => {
    if (state !== 'loading') return;
    failure = reason;
    destroyRequested = true;
    widget.destroy(); // widget-core still loads: it destroys the widget if the script ever lands
    markDestroyed();
    provider.forgetUnloadedProvider();
  };

  widget.init();
  watch.stopScript = provider.watchScriptFailure(() => {
    fail('script-error');
  });
  watch.timer = setTimeout(() => {
    fail('timeout');
  }, loadTimeoutMs);

  const current = (): ChatControllerState => state; // read after calls that may change it
  const whenAlive = (action: () => void) => {
    if (state !== 'destroyed') action();
  };
  const read = <T>(get: () => T): T => {
    if (state === 'destroyed') throw new Error(GETTERS_AFTER_DESTROY_MESSAGE);
    if (state !== 'loaded') throw new Error(GETTERS_BEFORE_LOAD_MESSAGE);
    return get();
  };

  return {
    get state() {
      return state;
    },
    ready,
    destroy() {
      if (state === 'destroyed' || destroyRequested) return;
      destroyRequested = true;
      // No timeout after this: it would forget the provider's globals and scripts, which a chat
      // started since (the page opened again) may be using.
      clearTimeout(watch.timer);
      try {
        widget.destroy();
      } catch (error) {
        // widget-core calls `window.LiveChatWidget.call('destroy')`: with the provider's global
        // already gone there is nothing left to destroy. Anything else is a real failure.
        if (current() !== 'destroyed') throw error;
      }
    },
    maximize: () => {
      whenAlive(() => {
        widget.updateVisibility('maximized');
      });
    },
    minimize: () => {
      whenAlive(() => {
        widget.updateVisibility('minimized');
      });
    },
    hide: () => {
      whenAlive(() => {
        widget.updateVisibility('hidden');
      });
    },
    hideGreeting: () => {
      whenAlive(() => {
        widget.hideGreeting();
      });
    },
    getState: () => read(() => widgetCore.getData('state')),
    getCustomerData: () => read(() => widgetCore.getData('customer')),
    getChatData: () => read(() => widgetCore.getData('chat')),
    updateSessionVariables(variables) {
      const checked = parseSessionVariables(variables);
      whenAlive(() => {
        widget.updateSessionVariables({ ...checked });
      });
    },
    updateCustomerData(customer) {
      checkCustomer(customer);
      whenAlive(() => {
        widget.updateCustomerData(customer);
      });
    },
    subscribe: (handlers) => events.subscribe(handlers),
  };
}

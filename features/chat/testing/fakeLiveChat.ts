/**
 * A stand-in for the chat provider's script (https://cdn.livechatinc.com/tracking.js). It does what
 * widget-core waits for: installs the handler `_h` on the `window.LiveChatWidget` queue stub,
 * replays the queued calls, calls `window.LC_API.on_after_load` and fires `ready`. It also draws a
 * visible fake chat box. Vitest calls it directly; the Playwright stub serialises it
 * (`installFakeLiveChat.toString()`), so it must stay self-contained: no imports, no outer names.
 */
export type FakeVisibility = 'hidden' | 'maximized' | 'minimized';

export interface FakeLiveChatOptions {
  /** Which completion signal comes first (the real script's order is undocumented). */
  order?: 'after-load-first' | 'ready-first';
  /** Draw the fake chat box (default true). */
  render?: boolean;
}

export interface FakeLiveChat {
  /** Every `LiveChatWidget.call(...)` received, queued ones included. */
  readonly calls: { name: string; payload: unknown }[];
  readonly visibility: FakeVisibility;
  readonly destroyed: boolean;
  /** Fires a provider event by its wire name (`new_event`, `availability_changed`, …). */
  emit(event: string, payload: unknown): void;
  /** An agent's chat message arrives. */
  receiveAgentMessage(): void;
}

/** Installs the fake provider on `win`; `null` when widget-core has not created its stub. */
export function installFakeLiveChat(
  win: Window,
  options: FakeLiveChatOptions = {},
): FakeLiveChat | null {
  type Handler = (payload: unknown) => void;
  interface Stub {
    _h: ((method: string, args: unknown[]) => unknown) | null;
    _q: [string, unknown[]][];
  }
  const host = win as unknown as {
    LiveChatWidget?: Stub;
    __lc?: { params?: { name: string; value: string }[] };
    LC_API?: { on_after_load?: () => void };
    __fakeLiveChat?: FakeLiveChat;
  };
  const api = host.LiveChatWidget;
  if (!api) return null;
  const doc = win.document;
  const listeners = new Map<string, Set<{ handler: Handler; once: boolean }>>();
  const calls: { name: string; payload: unknown }[] = [];
  let loaded = false;
  let destroyed = false;
  let visibility: FakeVisibility = 'minimized';
  const customer = {
    id: 'fake-customer',
    name: '',
    email: '',
    isReturning: false,
    status: 'browsing',
    sessionVariables: Object.fromEntries(
      (host.__lc?.params ?? []).map((param) => [param.name, param.value]),
    ) as Record<string, string>,
  };
  const box = options.render === false ? null : doc.createElement('div');

  const emit = (event: string, payload: unknown) => {
    if (!loaded || destroyed) return;
    for (const listener of [...(listeners.get(event) ?? [])]) {
      if (listener.once) listeners.get(event)?.delete(listener);
      listener.handler(payload);
    }
  };
  const button = (label: string, next: FakeVisibility) => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.addEventListener('click', () => {
      setVisibility(next);
    });
    return element;
  };
  const draw = () => {
    if (!box) return;
    box.id = 'fake-livechat';
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', 'Live chat (test stub)');
    box.dataset.visibility = visibility;
    box.hidden = visibility === 'hidden';
    box.style.cssText =
      'position:fixed;right:16px;bottom:16px;z-index:2147483647;padding:12px;background:#fff;' +
      'color:#111;border:2px solid #1b6ef3;border-radius:8px;font:14px sans-serif;max-width:280px';
    const title = doc.createElement('p');
    title.textContent = 'Live chat (test stub)';
    if (visibility === 'maximized') {
      const body = doc.createElement('p');
      body.textContent = customer.name
        ? `Hello ${customer.name}, an agent will be with you shortly.`
        : 'An agent will be with you shortly.';
      box.replaceChildren(title, body, button('Minimize', 'minimized'));
    } else {
      box.replaceChildren(button('Open live chat', 'maximized'));
    }
  };
  function setVisibility(next: FakeVisibility) {
    if (next === visibility) return;
    visibility = next;
    draw();
    emit('visibility_changed', { visibility });
  }
  const commands: Record<string, Handler | undefined> = {
    maximize: () => {
      setVisibility('maximized');
    },
    minimize: () => {
      setVisibility('minimized');
    },
    hide: () => {
      setVisibility('hidden');
    },
    set_customer_name: (name) => {
      customer.name = String(name);
      draw();
    },
    set_customer_email: (email) => {
      customer.email = String(email);
    },
    set_session_variables: (variables) => {
      customer.sessionVariables = { ...(variables as Record<string, string>) };
    },
    update_session_variables: (variables) => {
      Object.assign(customer.sessionVariables, variables);
    },
    destroy: () => {
      destroyed = true;
      listeners.clear();
      box?.remove();
      delete host.LiveChatWidget;
    },
  };
  const getters: Record<string, () => unknown> = {
    state: () => ({ availability: 'online', visibility }),
    customer_data: () => ({ ...customer, sessionVariables: { ...customer.sessionVariables } }),
    chat_data: () => ({ chatId: 'fake-chat', threadId: 'fake-thread' }),
  };
  const handle = (method: string, args: unknown[]): unknown => {
    const [name, payload] = args as [string, Handler | undefined];
    if (method === 'on' || method === 'once') {
      const set = listeners.get(name) ?? new Set();
      if (payload) set.add({ handler: payload, once: method === 'once' });
      listeners.set(name, set);
    } else if (method === 'off') {
      const set = listeners.get(name);
      for (const listener of [...(set ?? [])]) {
        if (listener.handler === payload) set?.delete(listener);
      }
    } else if (method === 'get') {
      return getters[name]?.();
    } else if (method === 'call' && !destroyed) {
      calls.push({ name, payload });
      commands[name]?.(payload);
    }
    return undefined;
  };

  api._h = handle;
  for (const [method, args] of api._q.splice(0)) handle(method, args);
  if (box) {
    draw();
    doc.body.append(box);
  }
  loaded = true;
  const afterLoad = () => host.LC_API?.on_after_load?.();
  const ready = () => {
    emit('ready', { state: getters.state?.(), customerData: getters.customer_data?.() });
  };
  for (const step of options.order === 'ready-first' ? [ready, afterLoad] : [afterLoad, ready]) {
    step();
  }

  const fake: FakeLiveChat = {
    calls,
    get visibility() {
      return visibility;
    },
    get destroyed() {
      return destroyed;
    },
    emit,
    receiveAgentMessage: () => {
      emit('new_event', {
        timestamp: Date.now(),
        type: 'message',
        author: { id: 'fake-agent', type: 'agent' },
      });
    },
  };
  host.__fakeLiveChat = fake;
  return fake;
}

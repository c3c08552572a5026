// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWidgetEventSink, toParentOrigin } from './eventSink';
import { allowedParentOrigin } from './parentOrigin';

const DETAIL = { currency: 'USD' };

/** A window inside an iframe: its parent is another window whose postMessage is recorded. */
function framedWindow() {
  const postMessage = vi.fn<(message: unknown, targetOrigin: string) => void>();
  const win = { parent: { postMessage } as unknown as Window };
  return { win, postMessage };
}

describe('widget event sink', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('dispatches a bubbling, composed CustomEvent that reaches the document across a shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    shadow.append(inner);
    const received: CustomEvent[] = [];
    document.addEventListener('spi-change-currency', (event) => {
      received.push(event as CustomEvent);
    });

    createWidgetEventSink({ target: inner }).emit('spi-change-currency', DETAIL);

    expect(received).toHaveLength(1);
    expect(received[0]).toBeInstanceOf(CustomEvent);
    expect(received[0]).toMatchObject({ bubbles: true, composed: true, detail: DETAIL });
  });

  it('posts each event to the parent window at the configured origin only', () => {
    const { win, postMessage } = framedWindow();
    const sink = createWidgetEventSink({
      target: document.createElement('div'),
      parentOrigin: 'https://casino.example',
      win,
    });
    sink.emit('spi-change-currency', DETAIL);
    sink.emit('spi-user-updated', { fieldNames: ['first_name'] });

    expect(postMessage.mock.calls).toEqual([
      [
        { source: 'cashier-widget', type: 'spi-change-currency', detail: DETAIL },
        'https://casino.example',
      ],
      [
        {
          source: 'cashier-widget',
          type: 'spi-user-updated',
          detail: { fieldNames: ['first_name'] },
        },
        'https://casino.example',
      ],
    ]);
    expect(postMessage.mock.calls.map(([, origin]) => origin)).not.toContain('*');
  });

  it('posts nothing when no parent origin is configured', () => {
    const { win, postMessage } = framedWindow();
    createWidgetEventSink({ target: document.createElement('div'), win }).emit(
      'spi-change-currency',
      DETAIL,
    );
    expect(postMessage).not.toHaveBeenCalled();
  });

  it.each(['*', 'casino.example', 'javascript:alert(1)', 'https://casino.example/cashier', 'null'])(
    'refuses the parent origin %j with one warning and posts nothing',
    (parentOrigin) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { win, postMessage } = framedWindow();
      const sink = createWidgetEventSink({
        target: document.createElement('div'),
        parentOrigin,
        win,
      });
      sink.emit('spi-change-currency', DETAIL);
      sink.emit('spi-change-currency', DETAIL);
      expect(postMessage).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledOnce();
    },
  );

  it('posts nothing when the widget is not framed', () => {
    const postMessage = vi.fn();
    const win = { postMessage } as unknown as Window & { parent: Window };
    win.parent = win;
    createWidgetEventSink({
      target: document.createElement('div'),
      parentOrigin: 'https://casino.example',
      win,
    }).emit('spi-change-currency', DETAIL);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('never throws when posting fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, postMessage } = framedWindow();
    postMessage.mockImplementation(() => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    const sink = createWidgetEventSink({
      target: document.createElement('div'),
      parentOrigin: 'https://casino.example',
      win,
    });
    expect(() => {
      sink.emit('spi-change-currency', DETAIL);
    }).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      'Widget event spi-change-currency could not be posted to the parent window:',
      expect.any(DOMException),
    );
  });
});

describe('parent origins', () => {
  it('accepts http(s) origins, with or without a trailing slash, in URL#origin form', () => {
    expect(toParentOrigin('https://casino.example')).toBe('https://casino.example');
    expect(toParentOrigin('https://Casino.example/')).toBe('https://casino.example');
    expect(toParentOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    expect(toParentOrigin('ftp://casino.example')).toBeNull();
    expect(toParentOrigin('https://user@casino.example')).toBeNull();
  });

  it('honours a requested parent origin only when the operator listed it', () => {
    const list = 'https://casino.example, https://partner.example';
    expect(allowedParentOrigin('https://partner.example', list)).toBe('https://partner.example');
    expect(allowedParentOrigin('https://evil.example', list)).toBeUndefined();
    expect(allowedParentOrigin('*', '*')).toBeUndefined();
    expect(allowedParentOrigin('https://casino.example', undefined)).toBeUndefined();
    expect(allowedParentOrigin(null, list)).toBeUndefined();
  });
});

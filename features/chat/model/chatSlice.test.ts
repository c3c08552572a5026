import { describe, expect, it } from 'vitest';
import {
  chatSlice,
  destroyed,
  initialChatState,
  loadFailed,
  loadStarted,
  loaded,
  messageReceived,
  openRequested,
  selectChat,
  visibilityChanged,
} from './chatSlice';
import type { ChatState } from './chatSlice';

const reduce = chatSlice.reducer;
const loadedMinimized: ChatState = { status: 'loaded', visibility: 'minimized', unread: 0 };

describe('chatSlice', () => {
  it('starts idle, hidden, with nothing unread', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      status: 'idle',
      visibility: 'hidden',
      unread: 0,
    });
  });

  it('names every action as a chat event in the past tense', () => {
    expect(
      [
        openRequested,
        loadStarted,
        loaded,
        loadFailed,
        visibilityChanged,
        messageReceived,
        destroyed,
      ].map((action) => action.type),
    ).toEqual([
      'chat/openRequested',
      'chat/loadStarted',
      'chat/loaded',
      'chat/loadFailed',
      'chat/visibilityChanged',
      'chat/messageReceived',
      'chat/destroyed',
    ]);
  });

  it('goes idle → loading → loaded with the visibility the widget reports', () => {
    const loading = reduce(initialChatState, loadStarted());
    expect(loading.status).toBe('loading');
    expect(reduce(loading, loaded({ visibility: 'maximized' }))).toEqual({
      status: 'loaded',
      visibility: 'maximized',
      unread: 0,
    });
  });

  it('fails hidden, and a retry loads again', () => {
    const failed = reduce(
      reduce(initialChatState, loadStarted()),
      loadFailed({ reason: 'timeout' }),
    );
    expect(failed).toEqual({ status: 'failed', visibility: 'hidden', unread: 0 });
    expect(reduce(failed, loadStarted()).status).toBe('loading');
  });

  it('leaves the state alone when the player only asks to open the chat', () => {
    expect(reduce(loadedMinimized, openRequested())).toBe(loadedMinimized);
  });

  it('counts agent messages while the window is not maximized, and clears them when it is', () => {
    let state = reduce(loadedMinimized, messageReceived({ author: 'agent' }));
    state = reduce(state, messageReceived({ author: 'customer' }));
    state = reduce(state, messageReceived({ author: 'agent' }));
    expect(state.unread).toBe(2);
    state = reduce(state, visibilityChanged({ visibility: 'maximized' }));
    expect(state).toEqual({ status: 'loaded', visibility: 'maximized', unread: 0 });
    expect(reduce(state, messageReceived({ author: 'agent' })).unread).toBe(0);
  });

  it('ends destroyed, hidden, with nothing unread', () => {
    const busy: ChatState = { status: 'loaded', visibility: 'minimized', unread: 3 };
    expect(reduce(busy, destroyed())).toEqual({
      status: 'destroyed',
      visibility: 'hidden',
      unread: 0,
    });
  });

  it('reads the slice from a root state, or the initial state before it is registered', () => {
    expect(selectChat({ chat: loadedMinimized })).toBe(loadedMinimized);
    expect(selectChat({ payments: {} })).toBe(initialChatState);
  });
});

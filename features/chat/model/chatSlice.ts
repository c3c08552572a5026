import type { PayloadAction } from '@reduxjs/toolkit';
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ChatLoadFailureReason } from '../controller/chatLoadError';
import type { ChatVisibility } from './settings';

export type ChatStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'destroyed';

/** Why a load failed (serializable; the controller's `ChatLoadError.reason`, or the chunk). */
export type ChatFailureReason = ChatLoadFailureReason | 'module-error';

/** The live chat as the rest of the app sees it: serializable only (the controller lives outside). */
export interface ChatState {
  status: ChatStatus;
  visibility: ChatVisibility;
  /** Agent messages received while the chat window was not maximized. */
  unread: number;
}

export const initialChatState: ChatState = { status: 'idle', visibility: 'hidden', unread: 0 };

/** The player asked for the chat (start, retry, or reopen); the widget itself reports the rest. */
export const openRequested = createAction('chat/openRequested');

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    loadStarted(state) {
      state.status = 'loading';
      state.unread = 0;
    },
    loaded(state, { payload }: PayloadAction<{ visibility: ChatVisibility }>) {
      state.status = 'loaded';
      state.visibility = payload.visibility;
    },
    loadFailed(state, _action: PayloadAction<{ reason: ChatFailureReason }>) {
      state.status = 'failed';
      state.visibility = 'hidden';
    },
    visibilityChanged(state, { payload }: PayloadAction<{ visibility: ChatVisibility }>) {
      state.visibility = payload.visibility;
      if (payload.visibility === 'maximized') state.unread = 0;
    },
    messageReceived(state, { payload }: PayloadAction<{ author: 'agent' | 'customer' }>) {
      if (payload.author === 'agent' && state.visibility !== 'maximized') state.unread += 1;
    },
    destroyed() {
      return { ...initialChatState, status: 'destroyed' as const };
    },
  },
});

export const { loadStarted, loaded, loadFailed, visibilityChanged, messageReceived, destroyed } =
  chatSlice.actions;

/** A root state holding the chat slice (the app's, once src/app/store.ts registers `chatSlice`). */
export interface ChatRootState {
  chat: ChatState;
}

/**
 * The chat slice of any root state. Typed against `object` so the feature compiles whether or not
 * src/app/store.ts has registered the slice yet; unregistered, it reads as the initial state.
 */
export function selectChat(root: object): ChatState {
  return 'chat' in root ? (root as ChatRootState).chat : initialChatState;
}

/** This slice's part of the whole state (store/state.ts). */
declare module '@store/state' {
  interface RootState {
    chat: ChatState;
  }
}

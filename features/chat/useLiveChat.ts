import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@store/hooks';
import { ChatLoadError } from './controller/chatLoadError';
import type { ChatController } from './controller/createChatController';
import { loadChatController } from './controller/loadChatController';
import {
  destroyed,
  loadFailed,
  loadStarted,
  loaded,
  messageReceived,
  openRequested,
  selectChat,
  visibilityChanged,
} from './model/chatSlice';
import type { ChatStatus } from './model/chatSlice';
import { isChatConfigured, safeParseChatSettings } from './model/settings';
import type {
  ChatSettings,
  ChatSettingsError,
  ChatSettingsInput,
  ChatVisibility,
} from './model/settings';

export interface UseLiveChatResult {
  status: ChatStatus;
  visibility: ChatVisibility;
  unread: number;
  /** `false` when the settings cannot start a chat (none set up, or wrong): offer no chat. */
  available: boolean;
  /**
   * Why the settings cannot start a chat (for the operator; logged once with console.error when a
   * chat was set up, `isChatConfigured`: no chat at all is no error and logs nothing).
   */
  configError: ChatSettingsError | null;
  /** Starts the chat (loading the widget on demand), retries a failed load, or reopens it. */
  open: () => void;
}

interface Session {
  controller: ChatController | null;
  /** Bumped by every start and by unmount, so a stale load never reports back. */
  attempt: number;
  /** Stops forwarding the controller's events to the store. */
  unsubscribe?: (() => void) | undefined;
}

/**
 * The live chat of a page: the Redux slice holds what the player sees, the controller (loaded on
 * demand, with widget-core) lives in a ref and is destroyed on unmount.
 */
export function useLiveChat(settings: ChatSettingsInput | undefined): UseLiveChatResult {
  const dispatch = useAppDispatch();
  const { status, visibility, unread } = useAppSelector(selectChat);
  const parsed = safeParseChatSettings(settings);
  const session = useRef<Session>({ controller: null, attempt: 0 });
  const configMessage = parsed.ok || !isChatConfigured(settings) ? null : parsed.error.message;

  useEffect(() => {
    // The operator's mistake, told to the operator; the player sees the fallback.
    if (configMessage !== null) console.error(`Live chat configuration: ${configMessage}`);
  }, [configMessage]);

  useEffect(() => {
    const current = session.current;
    return () => {
      current.attempt += 1;
      // The provider may outlive this page for a moment (a destroy waits for its load): nothing
      // it says reaches the store any more.
      current.unsubscribe?.();
      current.unsubscribe = undefined;
      if (current.controller) {
        current.controller.destroy();
        current.controller = null;
        dispatch(destroyed());
      }
    };
  }, [dispatch]);

  async function connect(valid: ChatSettings, attempt: number) {
    const current = session.current;
    let controller: ChatController;
    try {
      const createChatController = await loadChatController();
      if (attempt !== current.attempt) return;
      controller = createChatController({ visibility: 'maximized', ...valid });
    } catch {
      if (attempt === current.attempt) dispatch(loadFailed({ reason: 'module-error' }));
      return;
    }
    current.controller = controller;
    current.unsubscribe = controller.subscribe({
      onVisibilityChanged: (change) => dispatch(visibilityChanged(change)),
      onNewEvent: (event) => dispatch(messageReceived({ author: event.author.type })),
    });
    try {
      const { state } = await controller.ready;
      if (attempt === current.attempt) dispatch(loaded({ visibility: state.visibility }));
    } catch (error) {
      if (attempt !== current.attempt) return;
      current.controller = null;
      const reason = error instanceof ChatLoadError ? error.reason : 'script-error';
      dispatch(loadFailed({ reason }));
    }
  }

  const open = () => {
    dispatch(openRequested());
    const current = session.current;
    if (current.controller?.state === 'loaded') {
      current.controller.maximize();
      return;
    }
    if (!parsed.ok || current.controller?.state === 'loading') return;
    current.attempt += 1;
    dispatch(loadStarted());
    void connect(parsed.settings, current.attempt);
  };

  return {
    status,
    visibility,
    unread,
    available: parsed.ok,
    configError: parsed.ok ? null : parsed.error,
    open,
  };
}

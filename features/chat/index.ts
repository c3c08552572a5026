/**
 * Public surface of the live-chat feature: named exports only. The controller (and
 * @livechat/widget-core with it) is loaded on demand through `loadChatController`, so this module
 * exports its types only and nothing here pulls widget-core into the initial bundle.
 */
export { LiveChat } from './LiveChat';
export type { LiveChatProps } from './LiveChat';
export { useLiveChat } from './useLiveChat';
export type { UseLiveChatResult } from './useLiveChat';
export { loadChatController } from './controller/loadChatController';
export type {
  ChatController,
  ChatControllerDeps,
  ChatControllerState,
  ChatReadyData,
  WidgetCorePort,
} from './controller/createChatController';
export { ChatLoadError } from './controller/chatLoadError';
export type { ChatLoadFailureReason } from './controller/chatLoadError';
export type { ChatProviderPort } from './controller/providerAdapter';
export type { ChatEventName } from './controller/eventFanOut';
export {
  chatDestroyed,
  chatLoadFailed,
  chatLoadStarted,
  chatLoaded,
  chatMessageReceived,
  chatOpenRequested,
  chatSlice,
  chatVisibilityChanged,
  initialChatState,
  selectChat,
} from './state';
export type { ChatFailureReason, ChatRootState, ChatState, ChatStatus } from './state';
export {
  CHAT_VISIBILITIES,
  ChatSettingsError,
  PLAYER_SESSION_VARIABLES,
  isChatConfigured,
  parseChatSettings,
  parseSessionVariables,
  safeParseChatSettings,
  withPlayer,
} from './model/settings';
export type {
  ChatPlayer,
  ChatSettings,
  ChatSettingsInput,
  ChatSettingsResult,
  ChatVisibility,
  SessionVariable,
  SessionVariables,
} from './model/settings';
export {
  DEFAULT_LOAD_TIMEOUT_MS,
  GETTERS_AFTER_DESTROY_MESSAGE,
  GETTERS_BEFORE_LOAD_MESSAGE,
  LICENSE_REQUIRED_MESSAGE,
  LIVECHAT_SCRIPT_URL,
} from './constants';

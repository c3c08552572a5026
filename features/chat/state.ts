/**
 * The chat's Redux surface for store/ (the slice and its actions as events), without components:
 * importing it pulls no chat UI into the first screen's bundle. `index.ts` re-exports it.
 */
export {
  chatSlice,
  destroyed as chatDestroyed,
  initialChatState,
  loadFailed as chatLoadFailed,
  loadStarted as chatLoadStarted,
  loaded as chatLoaded,
  messageReceived as chatMessageReceived,
  openRequested as chatOpenRequested,
  selectChat,
  visibilityChanged as chatVisibilityChanged,
} from './model/chatSlice';
export type { ChatFailureReason, ChatRootState, ChatState, ChatStatus } from './model/chatSlice';

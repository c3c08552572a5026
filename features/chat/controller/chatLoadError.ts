/** Why a load failed: the script failed, it took too long, or the chat was destroyed first. */
export type ChatLoadFailureReason = 'script-error' | 'timeout' | 'destroyed';

const failureMessages: Record<ChatLoadFailureReason, string> = {
  'script-error': "The chat provider's script could not be loaded",
  timeout: "The chat provider's script did not finish loading in time",
  destroyed: 'The chat was destroyed before it finished loading',
};

/** The rejection of `ChatController.ready` (its own module: UI imports it without widget-core). */
export class ChatLoadError extends Error {
  override readonly name = 'ChatLoadError';
  constructor(readonly reason: ChatLoadFailureReason) {
    super(failureMessages[reason]);
  }
}

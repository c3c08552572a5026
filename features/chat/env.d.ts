// Build-time settings of the live chat (read by the app shell, passed to <LiveChat settings>).
interface ImportMetaEnv {
  /** The chat provider's license number, a numeric string. Unset: the chat shows its fallback. */
  readonly VITE_LIVECHAT_LICENSE?: string;
}

import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { recordActions } from '@testing/recordActions';
import { renderWithProviders } from '@testing/render';
import { chatScripts } from './jsdomChatCdn';

/**
 * Renders with a test cashier (the one factory, testing/render.tsx) and all of English (the
 * chat is on the support page, a lazy part); records every action dispatched.
 */
export function renderLiveChat(ui: ReactElement) {
  const { actions, middleware } = recordActions();
  return { actions, ...renderWithProviders(ui, { middleware: [middleware], lazyPart: true }) };
}

/** Waits until the lazily loaded controller has injected the provider's script. */
export async function chatScriptInjected(count = 1): Promise<void> {
  await waitFor(() => {
    if (chatScripts().length !== count) throw new Error('the chat script is not injected yet');
  });
}

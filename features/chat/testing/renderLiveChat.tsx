import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createI18n } from '@/i18n';
import { withFullEnglish } from '@/testing/fullEnglish';
import { chatSlice } from '../model/chatSlice';
import type { ChatRootState } from '../model/chatSlice';
import { chatScripts } from './jsdomChatCdn';

/**
 * Renders with a store holding the chat slice (as store/store.ts will once it registers
 * `chatSlice`) and all of English (the chat is on the support page, a lazy part); records every
 * action dispatched.
 */
export function renderLiveChat(ui: ReactElement) {
  const actions: UnknownAction[] = [];
  const record: Middleware<object, ChatRootState> = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const reducer = combineSlices(chatSlice);
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(record),
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={withFullEnglish(createI18n())}>{ui}</I18nextProvider>
    </Provider>,
  );
  return { store, user, actions, ...view };
}

/** Waits until the lazily loaded controller has injected the provider's script. */
export async function chatScriptInjected(count = 1): Promise<void> {
  await waitFor(() => {
    if (chatScripts().length !== count) throw new Error('the chat script is not injected yet');
  });
}

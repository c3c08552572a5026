import { createListenerMiddleware } from '@reduxjs/toolkit';
import { supportRequested } from '@features/payments';
import { routeChanged } from '@features/widget';

/**
 * A refusal only support can resolve opens the support page (features never import each other,
 * so the store joins the payment's "contact support" to the widget's route).
 */
export function createSupportNavigation() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: supportRequested,
    effect: (_action, { dispatch }) => {
      dispatch(routeChanged('support'));
    },
  });
  return listener.middleware;
}

import { supportRequested } from '@features/payments';
import { routeChanged } from '@features/navigation';
import type { StartAppListening } from '@store/listener';

/**
 * A refusal only support can resolve opens the support page (neither feature lists the other among
 * the subjects it uses, so the app joins the payment's "contact support" to the widget's route).
 */
export function registerSupportNavigation(startAppListening: StartAppListening) {
  return startAppListening({
    actionCreator: supportRequested,
    effect: (_action, { dispatch }) => {
      dispatch(routeChanged('support'));
    },
  });
}

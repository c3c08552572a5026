import { resetCache } from '@features/payments';
import { selectLanguage } from '@features/navigation';
import type { StartAppListening } from '@store/listener';

/**
 * A new language drops the payments cache (neither feature lists the other among the subjects it
 * uses, so the app joins them): the entries on screen are fetched again, their server texts (method names, field labels,
 * messages) in the new language, which the API's `Accept-Language` follows (store/baseQuery.ts).
 */
export function registerLanguageCacheReset(startAppListening: StartAppListening) {
  return startAppListening({
    predicate: (_action, current, previous) => selectLanguage(current) !== selectLanguage(previous),
    effect: (_action, { dispatch }) => {
      dispatch(resetCache());
    },
  });
}

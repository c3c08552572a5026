import type { paymentsApi } from '@features/payments';
import type { api } from '@store/api';

type Endpoints = typeof paymentsApi.endpoints;
type Phase = 'Pending' | 'Fulfilled' | 'Rejected';
type MatchedBy<M> = M extends (action: any) => action is infer A ? A : never; // eslint-disable-line @typescript-eslint/no-explicit-any -- any parameter: a type predicate over `unknown` or over an action

/** The actions of one endpoint's requests in one phase, typed as RTK Query's own matcher types them. */
export type EndpointAction<E extends keyof Endpoints, P extends Phase> = MatchedBy<
  Endpoints[E][`match${P}`]
>;

/** The API's `reducerPath` (store/api.ts), which prefixes its request thunks' action types. */
const API_PATH: typeof api.reducerPath = 'api';

const REQUEST_TYPES = new Set(
  ['executeQuery', 'executeMutation'].flatMap((thunk) =>
    ['pending', 'fulfilled', 'rejected'].map((phase) => `${API_PATH}/${thunk}/${phase}`),
  ),
);

/**
 * RTK Query's `endpoints[endpoint].match<phase>` without RTK Query: the maps that run from the
 * first screen on (the `spi-*` map) match the API's actions before the API's code is loaded
 * (src/app/apiPart.ts). The request thunks' action types are `api/executeQuery/fulfilled` and
 * the like, and `meta.arg.endpointName` names the endpoint; features/payments/api/endpointActions.test.ts checks
 * that these matchers take exactly the actions RTK Query's own take.
 */
export function matchEndpoint<E extends keyof Endpoints, P extends Phase>(
  endpoint: E,
  phase: P,
): (action: unknown) => action is EndpointAction<E, P> {
  const suffix = `/${phase.toLowerCase()}`;
  return (action): action is EndpointAction<E, P> => {
    if (typeof action !== 'object' || action === null) return false;
    const { type, meta } = action as {
      type?: unknown;
      meta?: { arg?: { endpointName?: unknown } };
    };
    return (
      typeof type === 'string' &&
      REQUEST_TYPES.has(type) &&
      type.endsWith(suffix) &&
      meta?.arg?.endpointName === endpoint
    );
  };
}

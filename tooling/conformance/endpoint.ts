/**
 * A probe's operation, method and path template, from the endpoint table (contract/paths.ts,
 * contract/endpoints.ts): `variant` names a variant of the operation in the result table, `query`
 * is appended to the template.
 */
import { type EndpointName, ROUTES } from '@contract/paths';

export function onEndpoint<N extends EndpointName>(
  name: N,
  { variant, query = '' }: { variant?: string; query?: string } = {},
): { operation: string; method: (typeof ROUTES)[N]['method']; template: string } {
  const { method, path }: { method: (typeof ROUTES)[N]['method']; path: string } = ROUTES[name];
  return {
    operation: variant === undefined ? name : `${name} (${variant})`,
    method,
    template: path + query,
  };
}

import type { FetchArgs } from '@reduxjs/toolkit/query';
import { type EndpointName, ROUTES, fillPath } from '@contract/paths';

/** The `{param}` names of a path template, as a union: `'/a/{id}/b/{x}'` → `'id' | 'x'`. */
type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type PathOf<Name extends EndpointName> = (typeof ROUTES)[Name]['path'];

/** What a request adds to its route: the path's parameters (exactly those), query, body, headers. */
export type EndpointRequestParts<Name extends EndpointName> = {
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
} & ([PathParamNames<PathOf<Name>>] extends [never]
  ? { path?: never }
  : { path: Record<PathParamNames<PathOf<Name>>, string> });

/**
 * An RTK Query request for one endpoint of the contract's table (contract/paths.ts `ROUTES`): its
 * method and path come from the table, never from the endpoint's own code, so the client cannot
 * send to another path or with another method than the table, the mock and the OpenAPI document
 * say (checked for every endpoint by src/app/endpoints.test.ts).
 */
export function endpointRequest<Name extends EndpointName>(
  name: Name,
  ...[parts]: [PathParamNames<PathOf<Name>>] extends [never]
    ? [parts?: EndpointRequestParts<Name>]
    : [parts: EndpointRequestParts<Name>]
): FetchArgs {
  const { method, path } = ROUTES[name];
  const { query, body, headers } = parts ?? {};
  const params: Readonly<Record<string, string>> = parts?.path ?? {};
  return {
    url: fillPath(path, params),
    method,
    ...(query === undefined ? {} : { params: query }),
    ...(body === undefined ? {} : { body }),
    ...(headers === undefined ? {} : { headers }),
  };
}

/**
 * `paths` of the published contract (docs/openapi.json): every call the cashier makes, on the paths
 * the client and the mock back end share: method, path, body and answer from the endpoint table
 * (contract/endpoints.ts), the prose from operationProse.ts, by endpoint name.
 */
import type { z } from 'zod';
import { type Endpoint, ENDPOINTS } from '@contract/endpoints';
import { ENDPOINT_NAMES, type EndpointName } from '@contract/paths';
import { COMPONENTS, type ComponentName, type JsonObject, ref } from './components';
import { OPERATIONS, json } from './operationProse';

/** The component a table schema is published as. */
function componentOf(schema: z.core.$ZodType): ComponentName {
  const found = (Object.keys(COMPONENTS) as ComponentName[]).find(
    (name) => COMPONENTS[name].schema === schema,
  );
  if (found === undefined) throw new Error('An endpoint schema is not a named component.');
  return found;
}

/** One operation: its prose, with method, path, body and answer from the endpoint table. */
function operation(name: EndpointName): JsonObject {
  const endpoint: Endpoint = ENDPOINTS[name];
  const { responses, ...prose } = OPERATIONS[name] as JsonObject & {
    responses: Record<string, JsonObject>;
  };
  const success = endpoint.response === null ? '204' : '200';
  const body = endpoint.body;
  return {
    ...prose,
    operationId: name,
    ...(body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              (endpoint.bodyMediaTypes ?? ['application/json']).map((type) => [
                type,
                { schema: ref(componentOf(body)) },
              ]),
            ),
          },
        }),
    responses: {
      ...responses,
      [success]: {
        ...responses[success],
        ...(endpoint.response === null ? {} : { content: json(componentOf(endpoint.response)) }),
      },
    },
  };
}

/** The paths object, keyed by OpenAPI path, in the endpoint table's order. */
export function buildPaths(): Record<string, JsonObject> {
  const paths: Record<string, JsonObject> = {};
  for (const name of ENDPOINT_NAMES) {
    const { method, path } = ENDPOINTS[name];
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(name) };
  }
  return paths;
}

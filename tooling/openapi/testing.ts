/**
 * Test helpers over the published document (docs/openapi.json): its operations, and a validator
 * for the JSON an operation answers, built from the document's own schema (not from the zod one).
 */
import { z } from 'zod';

interface MediaType {
  schema?: Record<string, unknown>;
  example?: unknown;
}

interface Response {
  $ref?: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  parameters?: unknown[];
  responses: Record<string, Response>;
}

/** The parts of an OpenAPI 3.1 document the tests read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Record<string, unknown>>;
    responses: Record<string, { content: Record<string, MediaType> } | undefined>;
    parameters: Record<string, unknown>;
  };
}

/** Every operation with its path and method. */
export function operationsOf(
  doc: OpenApiDocument,
): { path: string; method: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
}

const COMPONENT_REF = '"#/components/schemas/';

/**
 * A zod schema made by zod's `z.fromJSONSchema()` from the document's JSON schema of an answer
 * (`application/json` of `status` of `method path`). That converter resolves only local `$defs`
 * references, so the document's component schemas travel as `$defs` and their references are
 * pointed there.
 */
export function answerSchema(
  doc: OpenApiDocument,
  method: string,
  path: string,
  status: string,
): z.ZodType {
  const response = doc.paths[path]?.[method]?.responses[status];
  // A shared answer is a reference into `components.responses`.
  const shared = response?.$ref?.replace('#/components/responses/', '');
  const content =
    shared === undefined ? response?.content : doc.components.responses[shared]?.content;
  const schema = content?.['application/json']?.schema;
  if (schema === undefined) throw new Error(`No JSON answer ${status} for ${method} ${path}.`);
  const standalone = JSON.stringify({ ...schema, $defs: doc.components.schemas }).replaceAll(
    COMPONENT_REF,
    '"#/$defs/',
  );
  return z.fromJSONSchema(JSON.parse(standalone) as z.core.JSONSchema.JSONSchema);
}

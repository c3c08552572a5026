/**
 * The cashier's HTTP contract as an OpenAPI 3.1 document (docs/openapi.json, served by `npm start`
 * at /api-docs/): a pure function of the zod wire schemas and the shared paths, so the document
 * cannot say what the code does not. `npm run openapi` writes it; tooling/openapi/openapi.test.ts
 * fails when the committed file is stale.
 */
import { CASHIER_API_BASE } from '@contract/paths';
import { LIVE_PATH } from '@contract/live';
import { type JsonObject, componentSchemas } from './components';
import { documentOperations } from './operationDocs';
import { buildPaths } from './operations';
import { ERROR_RESPONSES, PARAMETERS, SECURITY_SCHEMES } from './responses';

const DESCRIPTION = `The contract between the cashier front end and its back end, generated from the zod schemas the client validates every answer with (contract/). The prose, with the rules behind it, is docs/http-api.md.

All cashier paths are under \`${CASHIER_API_BASE}\`, JSON in and out, on the page's own origin (or the configured API origin). Amounts are decimal strings in major units, never floats. An answer that breaks its schema becomes an error state with a retry in the client, never a crash.

**Authentication**: the session cookie (same-origin credentials) or a bearer token (\`Authorization: Bearer …\`). A 401 \`unauthorized\` means the session or token expired: the host page gives the cashier a new token and the request is sent again, once.

**Live updates**: the WebSocket \`${LIVE_PATH}\` pushes payment status changes. OpenAPI has no WebSocket operations: its messages are the schema \`LiveMessage\` (see its \`x-websocket-path\`).`;

/**
 * For mock servers that make answers up from the schemas (Prism's dynamic mode reads this
 * extension as json-schema-faker options): a few items per array, no made-up extra properties.
 * Without it a fields answer (up to 100 fields of up to 500 options, each level of children more)
 * takes minutes to make up.
 */
const MOCK_GENERATION = {
  'x-json-schema-faker': { maxItems: 3, fillProperties: false },
} as const;

/** The whole document. */
export function buildOpenApi(): JsonObject {
  return {
    openapi: '3.1.1',
    info: {
      title: 'Casino cashier API',
      version: '1',
      description: DESCRIPTION,
      contact: { name: 'The cashier front end team' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: "The cashier page's origin" }],
    tags: [
      { name: 'payments', description: 'Methods, fields, submitting and following a payment.' },
      { name: 'history', description: "The player's transactions." },
      { name: 'tracking', description: "The visitor tracker's events API." },
    ],
    security: [{ cookieSession: [] }, { bearerToken: [] }],
    ...MOCK_GENERATION,
    paths: documentOperations(buildPaths()),
    components: {
      schemas: componentSchemas(),
      responses: ERROR_RESPONSES,
      parameters: PARAMETERS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

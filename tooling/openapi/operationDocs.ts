/**
 * What each operation of the published contract (docs/openapi.json) must do beyond its schemas:
 * the rules the client and the mock back end rely on and `npm run conformance` checks, keyed by
 * operationId. `documentOperations` adds them after an operation's own description and puts each
 * operation's example (examples.ts) on its JSON 2xx answer.
 */
import { TRANSACTIONS_MAX_LIMIT } from '@contract/history';
import { FIELD_OPTION_LEVELS } from '@contract/payments/fields';
import type { JsonObject } from './components';
import { EXAMPLES } from './examples';

const AMOUNTS =
  'Amounts are decimal strings at the scale `GET /config` gives the currency (`currencyScales`).';

/** The rules of each operation, by operationId. */
const OPERATION_RULES: Record<string, string> = {
  config: `Rules: \`currencies\` lists each offered currency once; \`defaultCurrency\` is one of them; \`currencyScales\` has a scale (0–18 decimals) for every one of \`currencies\`. \`player.balances\` holds at most one entry per currency, with \`withdrawable\` never above \`total\`; \`player.depositLimits\` at most one limit per period, \`remaining\` being \`limit - used\` (not below 0).`,
  getMethods: `Rules: \`action\` and \`currency\` are the ones asked for, and every method's \`currency\` is the list's \`currency\`. Method \`id\`s are unique in the list. \`limits.min\` ≤ \`limits.max\`, and every preset lies within them. A method whose fields have no \`amount\` field is submitted with the amount \`"0"\` (its \`limits\` still say what it takes). \`lastUsed\` comes with deposits only and names a method of this list (and one of its \`savedProfiles\`, or \`null\`). An \`action\` or \`currency\` the cashier does not offer is a 400 \`params_error\`. ${AMOUNTS}`,
  getConversionMethods:
    'Rules: each method converts between the asked `currency` and every one of its `currencies` (a deposit buys one of them, a cash-out sells it); `id` is `mercuryo_crypto` or `mercuryo_fiat`. An empty list: no conversion in this currency.',
  getMethodFields: `Rules: \`methodId\` is the method asked for, offered for the asked \`action\` and \`currency\` (otherwise 404 \`request_error\`). Field \`name\`s are unique; at most one field has type \`amount\`. \`fieldsVersion\` changes whenever the list changes: a submit built from another version is answered \`outdated_method_fields\`. \`pattern\` is a regular expression source the whole value must match; \`minLength\` ≤ \`maxLength\`; options nest at most ${String(FIELD_OPTION_LEVELS)} levels deep.`,
  deleteSavedProfile:
    "Rules: the profile is one of the player's (otherwise 404); once forgotten, no methods list offers it and a submit naming it is refused.",
  submit: `Rules: \`methodId\` is a method the methods list offers for this \`action\` and \`currency\` (the method's \`currency\`); \`amount\` lies within its \`limits\` (a method without an \`amount\` field is sent with \`"0"\`); \`fieldsVersion\` is the one its fields answer gave. The same \`Idempotency-Key\` with the same body is answered with the first answer and makes no second payment. A \`paymentId\` of the answer is one \`GET /payments/{paymentId}\` knows. Refusals carry an ErrorBody: \`params_error\` with per-field messages, \`responsible_gambling\` (\`DEPOSIT_LIMIT_EXCEEDED\`, \`COOL_OFF_ACTIVE\`, \`SELF_EXCLUDED\`), \`verification_required\`. ${AMOUNTS}`,
  getPayment:
    "Rules: answers the payment asked for (`paymentId` as in the path) only to the player who made it; an id no submit answered, or another player's, is a 404 with an ErrorBody (never a 403). `status` moves only from `pending` to `success`, `failed` or `cancelled`, and each change is pushed live (`LiveMessage`).",
  getPaymentByKey:
    "Rules: keys are each player's own: a key no submit of this player used (another player's included) is a 404 with an ErrorBody (no payment was made with it).",
  cancelPayment:
    "Rules: only a `pending` payment becomes `cancelled`; the answer is where the payment stands after the request, and an unknown id, or another player's, is a 404.",
  getConversionQuote: `Rules: \`methodId\`, \`from\`, \`to\` and \`amount\` are the ones asked for; \`toAmount\` is \`amount\` ÷ \`rate\` at the scale of \`to\`. A pair with no price is a 4xx with an ErrorBody. ${AMOUNTS}`,
  savePlayerFields:
    'Rules: only fields marked `profileField: true` are saved; the answer holds the values as saved. A refused value is a 400 `params_error` naming its field.',
  uploadVerificationDocument:
    'Rules: `kind` is a document the check asks for and has not received; the answer lists it `pending`.',
  appleMerchantSession:
    'Rules: `methodId` is an Apple Pay method (a `wallet` field of kind `applepay`); `validationUrl` is requested only when it is an https URL on `apple.com`.',
  getTransactions: `Rules: paging terminates: each page holds at most \`limit\` (at most ${String(TRANSACTIONS_MAX_LIMIT)}) rows, newest first; following \`nextCursor\` never repeats a row nor loops, and the last page has \`nextCursor: null\`. \`total\` counts every row of every page for the same filters. \`fee\` and \`total\` come together or not at all. ${AMOUNTS}`,
  postEvents:
    'Rules: a batch is taken whole (204) or refused whole (400); the events of one batch are oldest first.',
};

const isSuccess = (status: string) => /^2\d\d$/.test(status);

/** One operation with its rules after its own description, and its example on its JSON 2xx answer. */
function documented(operation: JsonObject): JsonObject {
  const id = String(operation.operationId);
  const rules = OPERATION_RULES[id];
  if (rules === undefined) throw new Error(`No rules for operation ${id}.`);
  const own = typeof operation.description === 'string' ? [operation.description] : [];
  const responses = Object.fromEntries(
    Object.entries(operation.responses as Record<string, JsonObject>).map(([status, answer]) => {
      const json = (answer.content as Record<string, JsonObject> | undefined)?.['application/json'];
      if (!isSuccess(status) || json === undefined) return [status, answer];
      if (!(id in EXAMPLES)) throw new Error(`No example for the ${status} answer of ${id}.`);
      const content = { 'application/json': { ...json, example: EXAMPLES[id] } };
      return [status, { ...answer, content }];
    }),
  );
  return { ...operation, description: [...own, rules].join('\n\n'), responses };
}

/** The paths object with every operation documented. */
export function documentOperations(paths: Record<string, JsonObject>): Record<string, JsonObject> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          documented(operation as JsonObject),
        ]),
      ),
    ]),
  );
}

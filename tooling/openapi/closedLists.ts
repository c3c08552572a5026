/**
 * The closed lists of the contract as `enum`s of the published document (docs/openapi.json). The
 * zod wire schemas keep these properties plain strings on purpose: the client is tolerant and
 * shows a value it does not know as "can't be shown here" (an unknown field type) or as it came
 * (an unknown brand), rather than refusing the whole answer. A back end, though, must send only
 * the listed values, so the document names them: from the lists of
 * features/payments/model/contract.ts, never copied.
 */
import {
  CARD_BRANDS,
  COMPLEMENTARY_PAYMENT_METHODS,
  FIELD_TYPES,
  PAYMENT_ERROR_STATUSES,
  PAYMENT_ERROR_TYPES,
  PAYMENT_METHOD_BRANDS,
  PAYMENT_METHOD_TYPES,
  PAYMENT_PROVIDERS,
  RESPONSIBLE_GAMBLING_STATUSES,
  CRYPTO_METHOD_BRANDS,
} from '@contract/payments/lists';

/** A JSON object of the document (components.ts's own, said again so the two files make no circle). */
type JsonObject = Record<string, unknown>;

/** The error type of a 401 (store/baseQuery.ts): the session or token expired. */
const UNAUTHORIZED = 'unauthorized';

interface ClosedList {
  /** A component schema's name (components.ts); one that is not there throws in `withClosedLists`. */
  component: string;
  /** The keys from the component's schema down to the string property. */
  path: readonly string[];
  values: readonly string[];
}

const property = (...names: string[]): string[] =>
  names.flatMap((name) => (name === '[]' ? ['items'] : ['properties', name]));

/** Every string property of the document whose values form a closed list. */
export const CLOSED_LISTS: readonly ClosedList[] = [
  { component: 'PaymentMethod', path: property('type'), values: PAYMENT_METHOD_TYPES },
  { component: 'PaymentMethod', path: property('provider'), values: PAYMENT_PROVIDERS },
  {
    component: 'PaymentMethod',
    path: property('brand'),
    values: [...PAYMENT_METHOD_BRANDS, ...CRYPTO_METHOD_BRANDS],
  },
  {
    component: 'PaymentMethod',
    path: property('acceptedCardBrands', '[]'),
    values: CARD_BRANDS,
  },
  { component: 'SavedProfile', path: property('brand'), values: CARD_BRANDS },
  { component: 'Field', path: property('type'), values: FIELD_TYPES },
  {
    component: 'ConversionMethodsResponse',
    path: property('methods', '[]', 'id'),
    values: COMPLEMENTARY_PAYMENT_METHODS,
  },
  {
    component: 'ErrorBody',
    path: property('error', 'type'),
    values: [...PAYMENT_ERROR_TYPES, UNAUTHORIZED],
  },
  {
    component: 'ErrorBody',
    path: property('error', 'status'),
    values: [...PAYMENT_ERROR_STATUSES, ...RESPONSIBLE_GAMBLING_STATUSES],
  },
];

function nodeAt(schema: JsonObject, path: readonly string[]): JsonObject {
  let node: unknown = schema;
  for (const key of path) {
    node = (node as JsonObject | undefined)?.[key];
  }
  if (typeof node !== 'object' || node === null || (node as JsonObject).type !== 'string') {
    throw new Error(`No string property at ${path.join('.')}.`);
  }
  return node as JsonObject;
}

/**
 * The component schemas with each closed list's property an `enum` (its length bounds dropped:
 * the values say them). Throws when a listed property is gone, so the table cannot go stale.
 */
export function withClosedLists<Name extends string>(
  schemas: Record<Name, JsonObject>,
): Record<Name, JsonObject> {
  const copy: Record<string, JsonObject | undefined> = structuredClone(schemas);
  for (const { component, path, values } of CLOSED_LISTS) {
    const schema = copy[component];
    if (schema === undefined) throw new Error(`${component} is not a component schema`);
    const node = nodeAt(schema, path);
    delete node.minLength;
    delete node.maxLength;
    node.enum = [...values];
  }
  return copy as Record<Name, JsonObject>;
}

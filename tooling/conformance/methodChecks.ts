/**
 * The method lists of one action and currency (`getMethods`, `getConversionMethods` and its quotes
 * in quoteChecks.ts) and the fields of every method listed (`getMethodFields`): their shapes, and
 * what a valid shape can still get wrong (semantics.ts).
 */
import { CASHIER_API_BASE, cashierPaths } from '@contract/paths';
import { type MethodFieldsResponse, methodFieldsResponseSchema } from '@contract/payments/fields';
import {
  type PaymentMethod,
  conversionMethodsResponseSchema,
  methodsResponseSchema,
} from '@contract/payments/methods';
import type { PaymentAction } from './contractLists';
import type { Checks, Session } from './probe';
import { checkConversionQuotes } from './quoteChecks';
import { foreignCurrencies, invertedLengths, invertedRanges, unknownFieldTypes } from './semantics';

export const query = (params: Record<string, string>): string =>
  `?${new URLSearchParams(params).toString()}`;
export const ACTION_QUERY = '?action={action}&currency={currency}';
export const FIELDS_TEMPLATE = `${CASHIER_API_BASE}/methods/{methodId}/fields${ACTION_QUERY}`;

/** The methods of each action and currency, with their fields where those were valid. */
export type Listed = { method: PaymentMethod; fields: MethodFieldsResponse }[];

/** One check per rule: passes with no offender, else names them all. */
function none(checks: Checks, offenders: readonly string[], expectation: string): void {
  checks.that(offenders.length === 0, expectation, offenders.join('; '));
}

async function checkMethodFields(
  session: Session,
  action: PaymentAction,
  currency: string,
  methods: readonly PaymentMethod[],
): Promise<Listed> {
  const listed: Listed = [];
  session.plan(methods.length);
  for (const method of methods) {
    const path = cashierPaths.methodFields(method.id) + query({ action, currency });
    const spec = {
      operation: 'getMethodFields',
      method: 'GET',
      template: FIELDS_TEMPLATE,
      path,
    } as const;
    const fields = await session.probe(spec, (checks) => {
      if (!checks.status(200)) return undefined;
      const data = checks.json(methodFieldsResponseSchema, 'MethodFieldsResponse');
      if (!data) return undefined;
      checks.that(
        data.methodId === method.id,
        `methodId "${method.id}" (the method asked for)`,
        `methodId "${data.methodId}"`,
        { dependsOnRequest: 'the fields of the method asked for' },
      );
      none(
        checks,
        unknownFieldTypes(data.fields),
        'every field of a type the cashier renders (FIELD_TYPES)',
      );
      none(checks, invertedLengths(data.fields), "each field's minLength at most its maxLength");
      return data;
    });
    if (fields) listed.push({ method, fields });
  }
  return listed;
}

/** Both lists of `action` in `currency`, the quotes of the conversion methods, every method's fields. */
export async function checkAction(
  session: Session,
  action: PaymentAction,
  currency: string,
): Promise<{ methods: PaymentMethod[]; listed: Listed }> {
  const params = query({ action, currency });
  const listing = await session.probe(
    {
      operation: 'getMethods',
      method: 'GET',
      template: cashierPaths.methods + ACTION_QUERY,
      path: cashierPaths.methods + params,
    },
    (checks) => {
      if (!checks.status(200)) return undefined;
      const data = checks.json(methodsResponseSchema, 'MethodsResponse');
      if (!data) return undefined;
      checks.that(
        data.action === action && data.currency === currency,
        `action "${action}" and currency "${currency}" (those asked for)`,
        `action "${data.action}", currency "${data.currency}"`,
        { dependsOnRequest: 'the list of the action and currency asked for' },
      );
      none(
        checks,
        foreignCurrencies(data.methods, data.currency),
        `every method in ${data.currency} (the list's currency)`,
      );
      none(
        checks,
        invertedRanges(data.methods),
        'each minimum at most its maximum (limits, processingTime, commission)',
      );
      return data;
    },
  );
  const conversion = await session.probe(
    {
      operation: 'getConversionMethods',
      method: 'GET',
      template: cashierPaths.conversionMethods + ACTION_QUERY,
      path: cashierPaths.conversionMethods + params,
    },
    (checks) =>
      checks.status(200)
        ? checks.json(conversionMethodsResponseSchema, 'ConversionMethodsResponse')
        : undefined,
  );
  await checkConversionQuotes(session, action, currency, conversion);
  const methods = listing?.methods ?? [];
  return { methods, listed: await checkMethodFields(session, action, currency, methods) };
}

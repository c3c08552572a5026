/**
 * Answers of the mock back end. Every error is an `errorBodySchema` body; nothing here ever logs or
 * echoes a request body (submits carry card numbers).
 */
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { currencyCodeSchema } from '@contract/primitives';
import { type ErrorBody } from '@contract/payments/payment';
import { paymentActionSchema } from '@contract/payments/methods';
import type { PaymentAction } from '@contract/payments/lists';
import { formatPath } from '../catalog/issuePath';
import type { Catalog } from '../catalog/schema';

export type ErrorInit = ErrorBody['error'];

export function errorResponse(httpStatus: number, error: ErrorInit): HttpResponse<ErrorBody> {
  return HttpResponse.json({ error }, { status: httpStatus });
}

/** 400 `params_error`; `fields` maps a field name to a message shown next to it. */
export function paramsError(
  message: string,
  fields?: Record<string, string>,
): HttpResponse<ErrorBody> {
  return errorResponse(400, { type: 'params_error', message, ...(fields ? { fields } : {}) });
}

export function notFound(message: string): HttpResponse<ErrorBody> {
  return errorResponse(404, { type: 'request_error', message });
}

/**
 * Per-field messages for a body that failed its schema: `fields.card_number` is reported as
 * `card_number` (the form field), anything else by its JSON path. Messages never contain values.
 */
export function issueFields(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const key = first === 'fields' && typeof second === 'string' ? second : formatPath(issue.path);
    fields[key] ??= issue.message.slice(0, 500);
  }
  return fields;
}

/** Reads a JSON request body; `undefined` when it is missing or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

export interface ActionQuery {
  action: PaymentAction;
  currency: string;
}

const querySchema = z.object({ action: paymentActionSchema, currency: currencyCodeSchema });

/** Validates `?action=&currency=`: the action is known and the currency is a cashier currency. */
export function readActionQuery(
  url: string,
  catalog: Catalog,
): { ok: true; query: ActionQuery } | { ok: false; response: HttpResponse<ErrorBody> } {
  const params = new URL(url).searchParams;
  const raw = {
    action: params.get('action') ?? undefined,
    currency: params.get('currency') ?? undefined,
  };
  const parsed = querySchema.safeParse(raw);
  const fields: Record<string, string> = {};
  if (parsed.success) {
    if (!catalog.currencies.includes(parsed.data.currency)) {
      fields.currency = `${parsed.data.currency} is not a cashier currency.`;
    }
  } else {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      fields[key] =
        raw[key as keyof typeof raw] === undefined ? 'This parameter is required.' : issue.message;
    }
  }
  if (parsed.success && Object.keys(fields).length === 0) return { ok: true, query: parsed.data };
  return {
    ok: false,
    response: paramsError('The action or currency query parameter is invalid.', fields),
  };
}

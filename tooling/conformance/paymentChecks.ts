/**
 * The payment checks, run only with `--allow-payments` and an amount: one deposit (POST with an
 * Idempotency-Key), the same request with the same key again (it must answer the first answer, not
 * make a second payment), and the new payment's status. With `otherPlayer` (a second test player's
 * credential), that player must not see it: its id and its key answer the contract's 404 for them,
 * exactly as for a payment that never existed (docs/http-api.md).
 * Field values are never shown: they are redacted from what a finding quotes.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { IDEMPOTENCY_HEADER, cashierPaths } from '@contract/paths';
import { type MethodFieldsResponse } from '@contract/payments/fields';
import { type PaymentMethod } from '@contract/payments/methods';
import {
  type SubmitRequest,
  type SubmitResponse,
  errorBodySchema,
  paymentStatusSchema,
  submitResponseSchema,
} from '@contract/payments/payment';
import { choosePayment, compareDecimals, secretsOf } from './payment';
import type { Answer, Checks, RequestSpec, Session } from './probe';
import type { TestPayment } from './types';
import { onEndpoint } from './endpoint';

export interface PaymentInput {
  /** Without it (no `--allow-payments`) nothing is posted. */
  amount?: string;
  /** The config's default currency; undefined when there was no valid config. */
  currency: string | undefined;
  /** The deposit methods of that currency, with their fields. */
  deposits: readonly { method: PaymentMethod; fields: MethodFieldsResponse }[];
  now: Date;
  /**
   * A second test player's credential (`{ Authorization: 'Bearer …' }`), sent in place of the
   * same-named header: the payment made must not be found with it.
   */
  otherPlayer?: Readonly<Record<string, string>> | undefined;
}

const SUBMIT = onEndpoint('submit');
const REPEAT = onEndpoint('submit', { variant: 'same Idempotency-Key' });
const STATUS = onEndpoint('getPayment');
const FOREIGN_ID = onEndpoint('getPayment', { variant: "another player's id" });
const FOREIGN_KEY = {
  operation: "getPaymentByKey (another player's key)",
  method: 'GET',
  template: `${cashierPaths.payments}?idempotencyKey={key}`,
} as const;

/** The payment of the run's player, asked for with another player's credential: 404, the contract's error body. */
async function checkForeignPlayer(
  session: Session,
  other: Readonly<Record<string, string>>,
  paymentId: string,
  idempotencyKey: string,
): Promise<void> {
  const notFound = (checks: Checks) =>
    checks.status(404) && checks.json(errorBodySchema, 'ErrorBody') !== undefined;
  const secrets = Object.values(other);
  session.plan(2);
  await session.probe(
    {
      ...FOREIGN_ID,
      path: cashierPaths.payment(paymentId),
      headers: other,
      secrets,
      dependsOnRequest: "a 404 for another player's payment id",
    },
    notFound,
  );
  await session.probe(
    {
      ...FOREIGN_KEY,
      path: `${cashierPaths.payments}?${new URLSearchParams({ idempotencyKey }).toString()}`,
      headers: other,
      secrets,
      dependsOnRequest: "a 404 for another player's Idempotency-Key",
    },
    notFound,
  );
}

function sameBody(first: string, second: string): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(first), JSON.parse(second));
  } catch {
    return first === second;
  }
}

interface FirstAnswer {
  answer: Answer;
  result: SubmitResponse | undefined;
}

/** Runs the payment checks; the test payment, if one was posted (taken or not). */
export async function runPaymentChecks(
  session: Session,
  input: PaymentInput,
): Promise<TestPayment | undefined> {
  const { amount, currency } = input;
  const skipAll = (reason: string): void => {
    for (const row of [SUBMIT, REPEAT, STATUS]) session.skip(row, reason);
    if (input.otherPlayer) for (const row of [FOREIGN_ID, FOREIGN_KEY]) session.skip(row, reason);
  };
  if (amount === undefined) {
    skipAll('payments skipped (no --allow-payments)');
    return undefined;
  }
  if (currency === undefined) {
    skipAll('no valid GET /config answer (no currency to pay in)');
    return undefined;
  }
  const plan = choosePayment(input.deposits, amount, input.now);
  if (!plan) {
    session.report(SUBMIT, {
      ...SUBMIT,
      path: cashierPaths.payments,
      expectation: `a deposit method in ${currency} whose limits include ${amount} and whose required fields this check can fill`,
      received: `${String(input.deposits.length)} deposit methods with valid fields, none of them fits`,
    });
    for (const row of [REPEAT, STATUS]) session.skip(row, 'no payment was made');
    if (input.otherPlayer) {
      for (const row of [FOREIGN_ID, FOREIGN_KEY]) session.skip(row, 'no payment was made');
    }
    session.plan(-2);
    return undefined;
  }

  const body: SubmitRequest = {
    action: 'deposit',
    methodId: plan.method.id,
    currency,
    amount,
    fieldsVersion: plan.fields.fieldsVersion,
    fields: plan.values,
  };
  // A plain UUID, as docs/openapi.json's IdempotencyKey parameter asks.
  const idempotencyKey = randomUUID();
  const spec: RequestSpec = {
    ...SUBMIT,
    path: cashierPaths.payments,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    body,
    secrets: secretsOf(plan.values),
  };
  const first = await session.probe(spec, (checks): FirstAnswer => {
    if (!checks.status(200)) {
      checks.json(errorBodySchema, 'ErrorBody');
      return { answer: checks.answer, result: undefined };
    }
    return { answer: checks.answer, result: checks.json(submitResponseSchema, 'SubmitResult') };
  });

  await session.probe({ ...spec, ...REPEAT }, (checks) => {
    if (!first) {
      return checks.status(200) && checks.json(submitResponseSchema, 'SubmitResult');
    }
    const { status, text } = checks.answer;
    return checks.that(
      status === first.answer.status && sameBody(first.answer.text, text),
      `the first answer again (status ${String(first.answer.status)}, the same body): a repeated ${IDEMPOTENCY_HEADER} makes no second payment`,
      `status ${String(status)}: ${checks.show(text)}`,
    );
  });

  const paymentId =
    first?.result && 'paymentId' in first.result ? first.result.paymentId : undefined;
  const made: TestPayment = {
    methodId: plan.method.id,
    amount,
    currency,
    accepted: first?.result !== undefined,
    ...(first === undefined ? {} : { status: first.answer.status }),
    ...(paymentId === undefined ? {} : { paymentId }),
  };
  if (paymentId === undefined) {
    session.skip(STATUS, 'the submit answer carries no paymentId');
    if (input.otherPlayer) {
      for (const row of [FOREIGN_ID, FOREIGN_KEY]) {
        session.skip(row, 'the submit answer carries no paymentId');
      }
    }
    return made;
  }
  session.plan(1);
  await session.probe({ ...STATUS, path: cashierPaths.payment(paymentId) }, (checks) => {
    if (!checks.status(200)) return;
    const data = checks.json(paymentStatusSchema, 'PaymentStatus');
    if (!data) return;
    const expected = `deposit of ${amount} ${currency} with "${plan.method.id}"`;
    checks.that(
      data.paymentId === paymentId &&
        data.action === 'deposit' &&
        data.methodId === plan.method.id &&
        data.currency === currency &&
        compareDecimals(data.amount, amount) === 0,
      `the payment submitted: paymentId "${paymentId}", ${expected}`,
      `paymentId "${data.paymentId}", ${data.action} of ${data.amount} ${data.currency} with "${data.methodId}"`,
      { dependsOnRequest: 'the status of the payment submitted' },
    );
  });
  if (input.otherPlayer) {
    await checkForeignPlayer(session, input.otherPlayer, paymentId, idempotencyKey);
  }
  return made;
}

/**
 * `POST /payments` of the mock back end: validation like a real cashier (method offered, current
 * field list, then the request's fields and amount, mocks/backend/submitChecks.ts), scripted
 * scenarios, and idempotent replays. Field values are only compared, never stored, logged or
 * echoed (they include card numbers).
 */
import { HttpResponse, type JsonBodyType, delay } from 'msw';
import { IDEMPOTENCY_HEADER } from '@contract/paths';
import { type SubmitRequest, submitRequestSchema } from '@contract/payments/payment';
import { compareDecimals } from './rules/decimal';
import type { CatalogResult } from '../catalog/methodSchema';
import type { Catalog, Scenario } from '../catalog/schema';
import { type LastDeposits, type OfferedMethod, findOffered, rememberDeposit } from './methods';
import type { LivePayments } from './live';
import { type Ledger, createLedger } from './ledger';
import { errorResponse, issueFields, paramsError, readJson } from './responses';
import { verificationRefusal } from './verification';
import {
  type PlayerDeposits,
  type PlayerVerifications,
  playerNameOf,
  recordDeposit,
  responsibleGamblingRefusal,
} from './player';
import { statusOfAnswer } from './ledger';
import { type PlayerBalances, balanceRefusal, recordBalanceChange } from './balance';
import { requestProblems } from './submitChecks';
import { depositInstructionsFor } from './depositInstructions';

interface StoredAnswer {
  /** What was paid (never the field values): a reused key must name the same payment. */
  fingerprint: string;
  httpStatus: number;
  body: JsonBodyType;
}

/**
 * Where the answer to mock player `player`'s submit with idempotency key `key` is kept: keys are
 * each player's own, so another player's key names none of theirs.
 */
export const answerKey = (player: string, key: string): string => `${player}\u0000${key}`;

/** The mutable state of one handler set: deleted saved profiles and answered idempotency keys. */
export interface BackendState {
  deletedProfiles: Set<string>;
  answers: Map<string, StoredAnswer>;
  paymentCount: number;
  /** The player's last one-step deposit per currency (`lastUsed`, fast deposit). */
  lastDeposits: LastDeposits;
  /**
   * Profile data the player saved (`PATCH /player/fields`): a payment does not carry its profile
   * fields (the client saves them first), so these count as given.
   */
  playerFields: Map<string, string | boolean>;
  /** The player's transactions: the catalog's starting rows and every payment accepted since. */
  ledger: Ledger;
  /** Deposits accepted per mock player and currency, counted against their deposit limits. */
  playerDeposits: PlayerDeposits;
  /** Identity checks changed by uploads, per mock player (mocks/backend/verification.ts). */
  playerVerifications: PlayerVerifications;
  /** Balance changes by accepted payments, per mock player (mocks/backend/balance.ts). */
  playerBalances: PlayerBalances;
}

export function createBackendState(
  catalog?: Pick<Catalog, 'history' | 'currencyScales'>,
): BackendState {
  return {
    ledger: createLedger(catalog?.history ?? [], catalog ?? { currencyScales: {} }),
    deletedProfiles: new Set(),
    answers: new Map(),
    paymentCount: 0,
    lastDeposits: new Map(),
    playerFields: new Map(),
    playerDeposits: new Map(),
    playerVerifications: new Map(),
    playerBalances: new Map(),
  };
}

/** A 200 body that fails `submitResponseSchema`: a numeric payment id and no message. */
const MALFORMED_BODY = {
  status: 'notify',
  paymentId: 404,
  note: 'Deliberately malformed mock answer (catalog scenario "malformed").',
} satisfies JsonBodyType;

function matches(scenario: Scenario, request: SubmitRequest): boolean {
  const { when } = scenario;
  if (when.methodId !== undefined && when.methodId !== request.methodId) return false;
  if (when.action !== undefined && when.action !== request.action) return false;
  if (when.field === 'amount') return compareDecimals(request.amount, when.equals) === 0;
  const value = request.fields[when.field];
  if (value === undefined) return false;
  return String(value).trim().toLowerCase() === when.equals.trim().toLowerCase();
}

/**
 * A catalog result with `{amount}`, `{currency}` and `{origin}` (the mock's own origin, for its
 * provider pages: the cashier follows only absolute URLs) filled in, and a new payment id.
 */
function answerBody(
  result: CatalogResult,
  request: SubmitRequest,
  state: BackendState,
  origin: string,
): Record<string, JsonBodyType> {
  state.paymentCount += 1;
  const fill = (text: string) =>
    text
      .replaceAll('{amount}', request.amount)
      .replaceAll('{currency}', request.currency)
      .replaceAll('{origin}', origin);
  const filled = Object.fromEntries(
    Object.entries(result).map(([key, value]) => [
      key,
      typeof value === 'string' ? fill(value) : value,
    ]),
  );
  const paymentId = `pay_${Date.now().toString(36)}_${state.paymentCount.toString(36)}`;
  const { redirectUrl, iframeUrl } = filled;
  // The mock provider's hosted page learns the payment and where to send the player back.
  if (typeof redirectUrl === 'string' && redirectUrl.startsWith(`${origin}/mock-provider/`)) {
    const url = new URL(redirectUrl);
    url.searchParams.set('payment', paymentId);
    if (request.returnUrl !== undefined) url.searchParams.set('return', request.returnUrl);
    return { ...filled, redirectUrl: url.href, paymentId };
  }
  // Its framed pages learn the payment, to settle it when the player completes them.
  if (typeof iframeUrl === 'string' && iframeUrl.startsWith(`${origin}/mock-provider/`)) {
    const url = new URL(iframeUrl);
    url.searchParams.set('payment', paymentId);
    return { ...filled, iframeUrl: url.href, paymentId };
  }
  return { ...filled, paymentId };
}

function scenarioFor(catalog: Catalog, request: SubmitRequest): Scenario | undefined {
  return catalog.scenarios?.find((candidate) => matches(candidate, request));
}

/** The processed answer (scenario or the method's result) for a valid, current request. */
function processRequest(
  catalog: Catalog,
  offered: OfferedMethod,
  request: SubmitRequest,
  state: BackendState,
  origin: string,
): { httpStatus: number; body: JsonBodyType } {
  const respond = scenarioFor(catalog, request)?.respond;
  if (respond === undefined) {
    const body = answerBody(offered.method.result, request, state, origin);
    const instructions = depositInstructionsFor(offered.method.fields, request, body);
    return {
      httpStatus: 200,
      body: instructions === undefined ? body : { ...body, depositInstructions: instructions },
    };
  }
  if ('malformed' in respond) return { httpStatus: 200, body: MALFORMED_BODY };
  if ('result' in respond) {
    return { httpStatus: 200, body: answerBody(respond.result, request, state, origin) };
  }
  return { httpStatus: respond.httpStatus, body: { error: respond.error } };
}

export async function handleSubmit(
  catalog: Catalog,
  state: BackendState,
  httpRequest: Request,
  /** Registers the payments an answer leaves open, for the live-updates socket. */
  live?: Pick<LivePayments, 'track'>,
  /** The mock player paying (mocks/backend/player.ts); read from the request when absent. */
  player: string = playerNameOf(httpRequest),
): Promise<HttpResponse<JsonBodyType>> {
  const parsed = submitRequestSchema.safeParse(await readJson(httpRequest));
  if (!parsed.success) {
    return paramsError('The payment request is invalid.', issueFields(parsed.error));
  }
  const request = parsed.data;
  const key = httpRequest.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  const fingerprint = [request.action, request.methodId, request.currency, request.amount].join(
    '|',
  );
  const stored = key === '' ? undefined : state.answers.get(answerKey(player, key));
  if (stored) {
    if (stored.fingerprint !== fingerprint) {
      return errorResponse(422, {
        type: 'params_error',
        message: `This ${IDEMPOTENCY_HEADER} was already used for a different payment.`,
      });
    }
    return HttpResponse.json(stored.body, {
      status: stored.httpStatus,
      headers: { 'Idempotent-Replayed': 'true' },
    });
  }

  const offered = findOffered(catalog, request.methodId, request.action, request.currency);
  if (!offered) {
    return paramsError('This payment method is not available.', {
      methodId: `This method is not offered for ${request.action} in ${request.currency}.`,
    });
  }
  if (request.fieldsVersion !== offered.method.fieldsVersion) {
    return HttpResponse.json({
      status: 'outdated_method_fields',
      fieldsVersion: offered.method.fieldsVersion,
    });
  }
  const profiles = offered.method.savedProfiles ?? [];
  const profileId = request.savedProfileId;
  const profileKnown =
    profileId !== undefined &&
    !state.deletedProfiles.has(profileId) &&
    profiles.some((profile) => profile.id === profileId);
  const problems = requestProblems(catalog, offered, request, profileKnown, state.playerFields);
  if (Object.keys(problems).length > 0) {
    return paramsError('Some fields are invalid.', problems);
  }

  const refusal = responsibleGamblingRefusal(
    catalog,
    player,
    state.playerDeposits,
    request,
    new Date(),
  );
  if (refusal) return refusal;
  const unverified = verificationRefusal(catalog, state.playerVerifications, player, request);
  if (unverified) return unverified;
  const overBalance = balanceRefusal(catalog, player, state.playerBalances, request);
  if (overBalance) return overBalance;

  const answer = processRequest(catalog, offered, request, state, new URL(httpRequest.url).origin);
  rememberDeposit(state.lastDeposits, offered, request, answer, profileKnown);
  if (answer.httpStatus === 200) {
    const status = statusOfAnswer(answer.body);
    if (status === 'success' || status === 'pending') {
      recordDeposit(catalog, player, state.playerDeposits, request);
      recordBalanceChange(catalog, player, state.playerBalances, request);
    }
    live?.track(request, answer.body, player);
    state.ledger.recordAccepted(request, offered.method, answer.body, new Date(), player);
  }
  if (key !== '') state.answers.set(answerKey(player, key), { fingerprint, ...answer });
  // A slow answer: the payment is taken (and findable by its key) before the answer leaves.
  const answerAfterMs = scenarioFor(catalog, request)?.answerAfterMs ?? 0;
  if (answerAfterMs > 0) await delay(answerAfterMs);
  return HttpResponse.json(answer.body, { status: answer.httpStatus });
}

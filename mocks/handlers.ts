/**
 * The mock cashier back end: one msw handler set for every host (Vitest via msw/node, `npm run dev`
 * via the service worker, `npm start` via @mswjs/http-middleware). Routes are relative, so they
 * answer on the page's own origin (in jsdom tests: `location.origin`).
 */
import {
  type DefaultBodyType,
  type HttpHandler,
  HttpResponse,
  type WebSocketHandler,
  delay,
  http,
} from 'msw';
import type { z } from 'zod';
import { historyPaths, cashierRoutes } from '@contract/paths';
import { type CashierConfig } from '@contract/payments/player';
import {
  type ConversionMethodsResponse,
  type ConversionQuote,
  type MethodsResponse,
} from '@contract/payments/methods';
import { type ErrorBody, type PaymentStatus } from '@contract/payments/payment';
import {
  type MethodFieldsResponse,
  savePlayerFieldsRequestSchema,
  type savePlayerFieldsResponseSchema,
} from '@contract/payments/fields';
import {
  conversionMethodsFor,
  findOffered,
  lastUsedAnswer,
  listOffered,
  profileExists,
  descriptionFor,
  toWireMethod,
} from './backend/methods';
import { issueFields, notFound, paramsError, readActionQuery, readJson } from './backend/responses';
import { answerTransactions } from './backend/history';
import { answerPayment, answerPaymentByKey, handleCancel } from './backend/paymentStatus';
import { createEventHandlers } from './backend/events';
import { translateFields, translationFor } from './backend/language';
import { type LivePayments, createLivePayments } from './backend/live';
import { createLiveHandler } from './backend/liveLink';
import { playerAnswer, playerNameOf } from './backend/player';
import { balancesOf } from './backend/balance';
import { quote } from './backend/quotes';
import { createSessionHandler } from './backend/session';
import { createBackendState, handleSubmit } from './backend/submit';
import { MOCK_VERIFICATION_RESET_PATH, handleVerificationUpload } from './backend/verification';
import { handleAppleMerchantSession } from './backend/wallet';
import catalogJson from './catalog.json';
import { parseCatalog } from './catalog/parseCatalog';
import type { Catalog } from './catalog/schema';

/** A resolver's answer: the route's body, or an error body. */
type Reply<T extends DefaultBodyType> = Promise<HttpResponse<T | ErrorBody>>;

type SavePlayerFieldsResponse = z.infer<typeof savePlayerFieldsResponseSchema>;

export interface HandlerOptions {
  /** Delay before every answer, in milliseconds (the browser worker uses one to show loading states). */
  delayMs?: number;
  /**
   * The live-updates registry (pending payments, connected clients); `npm start` shares one with
   * its WebSocket server. Default: a fresh one settling after 5 s.
   */
  live?: LivePayments;
}

/** An HTTP route or the live-updates WebSocket (`npm start` serves the latter itself). */
export type MockHandler = HttpHandler | WebSocketHandler;

/**
 * The handlers for the cashier routes (and the mock-only verification reset) and the live-updates socket, answering from `catalog`. Each call has its own state
 * (deleted saved profiles, idempotency keys), so a fresh set is a fresh back end.
 */
export function createHandlers(catalog: Catalog, options: HandlerOptions = {}): MockHandler[] {
  const state = createBackendState(catalog);
  const { delayMs = 0, live = createLivePayments() } = options;
  // The history follows the live updates of the payments it lists.
  live.onUpdate((payment) => {
    state.ledger.update(payment.id, payment.status, payment.updatedAt);
  });
  const pause = async (): Promise<void> => {
    if (delayMs > 0) await delay(delayMs);
  };

  return [
    createLiveHandler(live),
    ...createEventHandlers(),
    // First among the cashier routes: an expired bearer token gets a 401 before any route answers.
    createSessionHandler(),
    http.get(cashierRoutes.methods, async ({ request }): Reply<MethodsResponse> => {
      await pause();
      const query = readActionQuery(request.url, catalog);
      if (!query.ok) return query.response;
      const { action, currency } = query.query;
      const methods = listOffered(catalog, action, currency).map((offered) => {
        const wire = toWireMethod(offered, action, currency, state.deletedProfiles);
        const translation = translationFor(offered.method, request);
        return {
          ...wire,
          name: translation?.name ?? wire.name,
          description: descriptionFor(translation?.description, action) ?? wire.description,
        };
      });
      return HttpResponse.json<MethodsResponse>({
        action,
        currency,
        methods,
        ...lastUsedAnswer(catalog, state.lastDeposits, state.deletedProfiles, action, currency),
      });
    }),

    http.get(
      cashierRoutes.conversionMethods,
      async ({ request }): Reply<ConversionMethodsResponse> => {
        await pause();
        const query = readActionQuery(request.url, catalog);
        if (!query.ok) return query.response;
        return HttpResponse.json(
          conversionMethodsFor(catalog, query.query.action, query.query.currency, request),
        );
      },
    ),

    http.get<{ methodId: string }>(
      cashierRoutes.methodFields,
      async ({ request, params }): Reply<MethodFieldsResponse> => {
        await pause();
        const query = readActionQuery(request.url, catalog);
        if (!query.ok) return query.response;
        const { action, currency } = query.query;
        const offered = findOffered(catalog, params.methodId, action, currency);
        if (!offered) {
          return notFound(
            `Method "${params.methodId}" is not offered for ${action} in ${currency}.`,
          );
        }
        const { id, fieldsVersion, fields } = offered.method;
        return HttpResponse.json<MethodFieldsResponse>({
          methodId: id,
          fieldsVersion,
          fields: translateFields(fields, translationFor(offered.method, request)),
        });
      },
    ),

    http.delete<{ profileId: string }>(
      cashierRoutes.savedProfile,
      async ({ params }): Reply<null> => {
        await pause();
        const { profileId } = params;
        if (!profileExists(catalog, profileId) || state.deletedProfiles.has(profileId)) {
          return notFound('No saved payment detail has this id.');
        }
        state.deletedProfiles.add(profileId);
        return new HttpResponse(null, { status: 204 });
      },
    ),

    http.post(cashierRoutes.payments, async ({ request, cookies }) => {
      await pause();
      return handleSubmit(catalog, state, request, live, playerNameOf(request, cookies));
    }),

    // One payment, only ever the signed-in player's (another player's is not found).
    http.get(cashierRoutes.payment, async ({ params, request, cookies }): Reply<PaymentStatus> => {
      await pause();
      return answerPayment(state, String(params.paymentId), playerNameOf(request, cookies));
    }),

    http.get(cashierRoutes.payments, async ({ request, cookies }): Reply<PaymentStatus> => {
      await pause();
      return answerPaymentByKey(state, request.url, playerNameOf(request, cookies));
    }),

    http.post(
      cashierRoutes.cancelPayment,
      async ({ params, request, cookies }): Reply<PaymentStatus> => {
        await pause();
        const player = playerNameOf(request, cookies);
        return handleCancel(state, live, String(params.paymentId), request, player);
      },
    ),

    http.get(cashierRoutes.config, async ({ request, cookies }) => {
      await pause();
      const { currencies, currencyScales, defaultCurrency, mercuryoMode } = catalog;
      const name = playerNameOf(request, cookies);
      const player = playerAnswer(
        catalog,
        name,
        state.playerDeposits,
        new Date(),
        state.playerVerifications,
      );
      const balances = balancesOf(catalog, name, state.playerBalances);
      return HttpResponse.json<CashierConfig>({
        currencies,
        currencyScales,
        defaultCurrency,
        mercuryoMode,
        player: balances === undefined ? player : { ...player, balances },
      });
    }),

    http.post(cashierRoutes.verificationDocuments, async ({ request, cookies }) => {
      await pause();
      return handleVerificationUpload(
        catalog,
        state.playerVerifications,
        live,
        request,
        playerNameOf(request, cookies),
      );
    }),

    http.post(cashierRoutes.appleMerchantSession, async ({ request }) => {
      await pause();
      return handleAppleMerchantSession(catalog, request);
    }),

    // Mock only: every player's identity check back to the catalog's.
    http.post(MOCK_VERIFICATION_RESET_PATH, () => {
      state.playerVerifications.clear();
      return new HttpResponse(null, { status: 204 });
    }),

    http.get(cashierRoutes.conversionQuote, async ({ request }): Reply<ConversionQuote> => {
      await pause();
      const params = new URL(request.url).searchParams;
      const [methodId, from, to, amount] = ['methodId', 'from', 'to', 'amount'].map(
        (name) => params.get(name) ?? '',
      ) as [string, string, string, string];
      const known = (catalog.conversionMethods ?? []).some((method) => method.id === methodId);
      const answer = known ? quote(methodId, from, to, amount) : null;
      if (!answer) {
        return paramsError('No quote for this conversion.', {
          ...(known ? {} : { methodId: 'Unknown conversion method.' }),
          ...(known ? { amount: 'No price for this currency pair or amount.' } : {}),
        });
      }
      return HttpResponse.json(answer);
    }),

    http.patch(cashierRoutes.playerFields, async ({ request }): Reply<SavePlayerFieldsResponse> => {
      await pause();
      const parsed = savePlayerFieldsRequestSchema.safeParse(await readJson(request));
      if (!parsed.success) {
        return paramsError('The player fields are invalid.', issueFields(parsed.error));
      }
      for (const [name, value] of Object.entries(parsed.data.fields)) {
        state.playerFields.set(name, value);
      }
      return HttpResponse.json({ fields: parsed.data.fields });
    }),

    http.get(historyPaths.transactions, async ({ request, cookies }) => {
      await pause();
      return answerTransactions(state.ledger.of(playerNameOf(request, cookies)), request.url);
    }),
  ];
}

function parseDefaultCatalog(json: unknown): Catalog {
  const parsed = parseCatalog(json);
  if (parsed.ok) return parsed.catalog;
  throw new Error(
    `mocks/catalog.json is invalid:\n${parsed.problems.map((p) => `  - ${p}`).join('\n')}`,
  );
}

/** mocks/catalog.json, validated when this module loads. */
export const defaultCatalog: Catalog = parseDefaultCatalog(catalogJson);

/** The default back end: the handlers answering from {@link defaultCatalog}, without delay. */
export const handlers: MockHandler[] = createHandlers(defaultCatalog);

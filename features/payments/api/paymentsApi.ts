import { api } from '@store/api';
import { rememberCurrencyScales } from '@common/lib/money';
import { isApiError } from '@store/apiError';
import type { PaymentAction, VerificationDocumentKind } from '@contract/payments/lists';
import { IDEMPOTENCY_HEADER } from '@contract/paths';
import { endpointRequest } from '@store/endpointRequest';
import { isAccepted } from '../model';
import type {
  CashierConfig,
  Verification,
  VerificationUploadResponse,
} from '@contract/payments/player';
import type {
  ConversionMethodsResponse,
  ConversionQuote,
  MethodsResponse,
} from '@contract/payments/methods';
import type { WireFieldValues, MethodFieldsResponse } from '@contract/payments/fields';
import type { PaymentStatus, SubmitResponse } from '@contract/payments/payment';
import {
  configResponseSchema,
  conversionMethodsResponseSchema,
  conversionQuoteSchema,
  methodFieldsResponseSchema,
  methodsResponseSchema,
  paymentStatusSchema,
  savePlayerFieldsResponseSchema,
  submitResponseSchema,
  verificationUploadResponseSchema,
} from './lazySchemas';
import type { SealedSecrets } from './sealedSecrets';

/** Refusal types that come from the player's state in `GET /config` (docs/http-api.md). */
const PLAYER_RULE_REFUSALS: ReadonlySet<string> = new Set([
  'verification_required',
  'responsible_gambling',
]);

export interface MethodsArgs {
  action: PaymentAction;
  currency: string;
}

export interface MethodFieldsArgs extends MethodsArgs {
  methodId: string;
}

/** The submit mutation's argument: its secrets are sealed (sealedSecrets.ts), the rest plain. */
export interface SubmitArgs extends MethodFieldsArgs {
  amount: string;
  fieldsVersion: string;
  savedProfileId?: string;
  /** Non-secret field values, as typed. */
  fields: WireFieldValues;
  /** The secret field values of this one request, read once when its body is built. */
  secrets?: SealedSecrets;
  /** One key per payment attempt: the back end answers a repeated key with the first result. */
  idempotencyKey: string;
  /** Where a provider sends the player back after a redirect (`SubmitRequest.returnUrl`). */
  returnUrl?: string;
}

export interface DeleteSavedProfileArgs {
  profileId: string;
  /** The method listing the profile: only lists containing that method are refetched. */
  methodId: string;
}

export interface ConversionQuoteArgs {
  methodId: string;
  from: string;
  to: string;
  amount: string;
}

export interface SavePlayerFieldsArgs {
  fields: WireFieldValues;
}

/**
 * An identity document to upload: `{ document }` sealed (sealedSecrets.ts), its value the
 * `attachment` field's `data:` URL, so the file never enters Redux, DevTools or the events.
 */
export interface UploadVerificationDocumentArgs {
  /** Which of the asked-for documents the file is. */
  kind: VerificationDocumentKind;
  document: SealedSecrets;
}

/**
 * Cache tags. Methods lists are cached per action and currency and tagged with each method they
 * contain (so deleting a saved profile refetches only the lists showing that method); fields are
 * cached per method, and forms that ask for profile data are also tagged `PlayerProfile`.
 */
export const PAYMENTS_TAG_TYPES = [
  'PaymentMethods',
  'PaymentMethodFields',
  'SavedProfiles',
  'PlayerProfile',
  'CashierConfig',
  'ConversionMethods',
  'ConversionQuotes',
  'Payment',
] as const;

/** The payments endpoints, injected into the app's one API (docs/http-api.md). */
export const paymentsApi = api
  .enhanceEndpoints({ addTagTypes: PAYMENTS_TAG_TYPES })
  .injectEndpoints({
    endpoints: (build) => ({
      getMethods: build.query<MethodsResponse, MethodsArgs>({
        query: ({ action, currency }) =>
          endpointRequest('getMethods', { query: { action, currency } }),
        responseSchema: methodsResponseSchema,
        providesTags: (result, _error, { action, currency }) => [
          { type: 'PaymentMethods', id: `${action}:${currency}` },
          ...(result?.methods ?? []).map((method) => ({
            type: 'SavedProfiles' as const,
            id: method.id,
          })),
        ],
      }),
      getConversionMethods: build.query<ConversionMethodsResponse, MethodsArgs>({
        query: ({ action, currency }) =>
          endpointRequest('getConversionMethods', { query: { action, currency } }),
        responseSchema: conversionMethodsResponseSchema,
        providesTags: (_result, _error, { action, currency }) => [
          { type: 'ConversionMethods', id: `${action}:${currency}` },
        ],
      }),
      getConversionQuote: build.query<ConversionQuote, ConversionQuoteArgs>({
        query: (args) => endpointRequest('getConversionQuote', { query: { ...args } }),
        responseSchema: conversionQuoteSchema,
        keepUnusedDataFor: 30,
        // Tagged so that resetCache drops quotes too: a rate quoted before a reset is stale after it.
        providesTags: ['ConversionQuotes'],
      }),
      /** Where one payment stands: the payment a player comes back to after a redirect. */
      getPayment: build.query<PaymentStatus, string>({
        query: (paymentId) => endpointRequest('getPayment', { path: { paymentId } }),
        responseSchema: paymentStatusSchema,
        providesTags: (_result, _error, paymentId) => [{ type: 'Payment', id: paymentId }],
      }),
      config: build.query<CashierConfig, undefined>({
        query: () => endpointRequest('config'),
        responseSchema: configResponseSchema,
        // The player's name and email (the chat's customer) change with savePlayerFields.
        providesTags: ['CashierConfig', 'PlayerProfile'],
        // The scales every amount is formatted, checked and sent at (common/lib/money.ts).
        onQueryStarted: async (_arg, { queryFulfilled }) => {
          const answer = await queryFulfilled.catch(() => null);
          if (answer) rememberCurrencyScales(answer.data.currencyScales);
        },
      }),
      deleteSavedProfile: build.mutation<null, DeleteSavedProfileArgs>({
        query: ({ profileId }) => ({
          ...endpointRequest('deleteSavedProfile', { path: { profileId } }),
          responseHandler: () => Promise.resolve(null),
        }),
        invalidatesTags: (_result, error, { methodId }) =>
          error ? [] : [{ type: 'SavedProfiles', id: methodId }],
      }),
      savePlayerFields: build.mutation<WireFieldValues, SavePlayerFieldsArgs>({
        query: ({ fields }) => endpointRequest('savePlayerFields', { body: { fields } }),
        rawResponseSchema: savePlayerFieldsResponseSchema,
        transformResponse: (response: { fields: WireFieldValues }) => response.fields,
        invalidatesTags: (_result, error) => (error ? [] : ['PlayerProfile']),
      }),
      getMethodFields: build.query<MethodFieldsResponse, MethodFieldsArgs>({
        query: ({ methodId, action, currency }) =>
          endpointRequest('getMethodFields', { path: { methodId }, query: { action, currency } }),
        responseSchema: methodFieldsResponseSchema,
        providesTags: (result, _error, { methodId }) => [
          { type: 'PaymentMethodFields', id: methodId },
          ...(result?.fields.some((field) => field.profileField) ? ['PlayerProfile' as const] : []),
        ],
      }),
      uploadVerificationDocument: build.mutation<
        VerificationUploadResponse,
        UploadVerificationDocumentArgs
      >({
        query: ({ kind, document }) =>
          endpointRequest('uploadVerificationDocument', {
            body: { kind, document: document.take().document },
          }),
        responseSchema: verificationUploadResponseSchema,
        // The answer is where the check stands now: the cached config follows it at once.
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(setConfigVerification(data.verification));
          } catch {
            // A failed upload changes nothing; the component shows the error.
          }
        },
      }),
      submit: build.mutation<SubmitResponse, SubmitArgs>({
        query: ({ fields, secrets, idempotencyKey, ...request }) =>
          endpointRequest('submit', {
            headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
            body: {
              action: request.action,
              methodId: request.methodId,
              currency: request.currency,
              amount: request.amount,
              fieldsVersion: request.fieldsVersion,
              ...(request.savedProfileId === undefined
                ? {}
                : { savedProfileId: request.savedProfileId }),
              ...(request.returnUrl === undefined ? {} : { returnUrl: request.returnUrl }),
              fields: { ...fields, ...secrets?.take() },
            },
          }),
        responseSchema: submitResponseSchema,
        // A payment the back end accepted changes the methods lists: a deposit becomes the
        // player's `lastUsed` (fast deposit), a cash-out changes what is left to cash out and the
        // saved accounts. Lists on screen are fetched again, the others dropped. A deposit also
        // counts against the player's deposit limits: the config (`player.depositLimits`) too.
        // A refusal for an identity check or a responsible-gambling rule means the config the
        // cashier shows is out of date: fetched again, the gate, the blocked deposits or what
        // remains of the limits follow the server.
        // The balance (`player.balances`) changes with every accepted payment, and a refusal for
        // it means the cashier's figure was out of date: the config again in both cases.
        invalidatesTags: (result, error) => {
          if (isApiError(error) && PLAYER_RULE_REFUSALS.has(error.type)) return ['CashierConfig'];
          if (isApiError(error) && error.status === 'INSUFFICIENT_WITHDRAWABLE_BALANCE') {
            return ['CashierConfig'];
          }
          if (result === undefined || !isAccepted(result)) return [];
          return ['PaymentMethods', 'CashierConfig'];
        },
      }),
    }),
  });

/**
 * The player's identity check in the cached config, as the back end now says it stands (an upload's
 * answer, a `player.verification` live update): what it gates lifts without another request.
 */
export const setConfigVerification = (verification: Verification) =>
  paymentsApi.util.updateQueryData('config', undefined, (config) => {
    if (config.player) config.player.verification = verification;
  });

/**
 * `resetCache`: drops every cached payments entry (methods, fields, saved profiles,
 * profile-dependent forms, config, conversion methods and quotes). Entries on screen refetch at once; the
 * rest are removed, so the next read fetches again.
 */
export const resetCache = () => paymentsApi.util.invalidateTags([...PAYMENTS_TAG_TYPES]);

export const {
  useGetMethodsQuery,
  useGetMethodFieldsQuery,
  useGetConversionMethodsQuery,
  useConfigQuery,
  useGetPaymentQuery,
  useDeleteSavedProfileMutation,
  useUploadVerificationDocumentMutation,
} = paymentsApi;

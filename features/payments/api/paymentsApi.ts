import { api } from '@store/api';
import type { PaymentAction } from '../model/contract';
import { IDEMPOTENCY_HEADER, cashierPaths } from './paths';
import type { FieldValues, MethodFieldsResponse, MethodsResponse, SubmitResponse } from './schemas';
import { methodFieldsResponseSchema, methodsResponseSchema, submitResponseSchema } from './schemas';
import { unsealSecrets } from './secretVault';

export interface MethodsArgs {
  action: PaymentAction;
  currency: string;
}

export interface MethodFieldsArgs extends MethodsArgs {
  methodId: string;
}

/** The submit mutation's argument: serializable, and free of secrets (see secretVault.ts). */
export interface SubmitArgs extends MethodFieldsArgs {
  amount: string;
  fieldsVersion: string;
  savedProfileId?: string;
  /** Non-secret field values, as typed. */
  fields: FieldValues;
  /** Reference to the secret field values sealed for this one request. */
  sealedRef?: string;
  /** One key per payment attempt: the back end answers a repeated key with the first result. */
  idempotencyKey: string;
}

const paymentsTagTypes = ['PaymentMethods', 'PaymentMethodFields'] as const;

/** The payments endpoints, injected into the app's one API (README "Payments HTTP API"). */
export const paymentsApi = api.enhanceEndpoints({ addTagTypes: paymentsTagTypes }).injectEndpoints({
  endpoints: (build) => ({
    getMethods: build.query<MethodsResponse, MethodsArgs>({
      query: ({ action, currency }) => ({
        url: cashierPaths.methods,
        params: { action, currency },
      }),
      responseSchema: methodsResponseSchema,
      providesTags: (_result, _error, { action, currency }) => [
        { type: 'PaymentMethods', id: `${action}:${currency}` },
      ],
    }),
    getMethodFields: build.query<MethodFieldsResponse, MethodFieldsArgs>({
      query: ({ methodId, action, currency }) => ({
        url: cashierPaths.methodFields(methodId),
        params: { action, currency },
      }),
      responseSchema: methodFieldsResponseSchema,
      providesTags: (_result, _error, { methodId }) => [
        { type: 'PaymentMethodFields', id: methodId },
      ],
    }),
    submit: build.mutation<SubmitResponse, SubmitArgs>({
      query: ({ fields, sealedRef, idempotencyKey, ...request }) => ({
        url: cashierPaths.payments,
        method: 'POST',
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
          fields: { ...fields, ...unsealSecrets(sealedRef) },
        },
      }),
      responseSchema: submitResponseSchema,
    }),
  }),
});

export const { useGetMethodsQuery, useGetMethodFieldsQuery, useSubmitMutation } = paymentsApi;

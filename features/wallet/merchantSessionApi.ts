import { api } from '@store/api';
import { endpointRequest } from '@store/endpointRequest';
import {
  type AppleMerchantSessionRequest,
  type AppleMerchantSessionResponse,
  appleMerchantSessionResponseSchema,
} from '@contract/payments/payment';

/**
 * Apple Pay's merchant validation (docs/http-api.md), injected into the one API from the
 * wallet's own chunk: the first screen does not carry it.
 */
export const merchantSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    appleMerchantSession: build.mutation<AppleMerchantSessionResponse, AppleMerchantSessionRequest>(
      {
        query: (body) => endpointRequest('appleMerchantSession', { body }),
        responseSchema: appleMerchantSessionResponseSchema,
      },
    ),
  }),
});

export const { useAppleMerchantSessionMutation } = merchantSessionApi;

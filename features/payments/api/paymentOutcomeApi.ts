import { endpointRequest } from '@store/endpointRequest';
import { paymentsApi } from './paymentsApi';
import type { CancelReason, PaymentStatus } from '@contract/payments/payment';
import { paymentStatusSchema } from './lazySchemas';

/**
 * Finding and cancelling one payment (docs/http-api.md), injected into the one API from the chunks
 * that use them (the kept payment's return, the payment form's results): the first screen does not
 * carry them.
 */
export const paymentOutcomeApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The payment a submit with this idempotency key made: the payment a page left before the
     * submit's answer came (submit/pendingRedirect.ts). `404`: that submit made no payment.
     */
    getPaymentByKey: build.query<PaymentStatus, string>({
      query: (idempotencyKey) => endpointRequest('getPaymentByKey', { query: { idempotencyKey } }),
      responseSchema: paymentStatusSchema,
      providesTags: (result) => (result ? [{ type: 'Payment', id: result.paymentId }] : []),
    }),
    /**
     * Cancels a payment the cashier will not continue (it refused the provider's URL): the answer
     * is where the payment stands after it, `cancelled`, or its final status when it had already
     * ended.
     */
    cancelPayment: build.mutation<PaymentStatus, { paymentId: string; reason: CancelReason }>({
      query: ({ paymentId, reason }) =>
        endpointRequest('cancelPayment', { path: { paymentId }, body: { reason } }),
      responseSchema: paymentStatusSchema,
      invalidatesTags: (_result, _error, { paymentId }) => [{ type: 'Payment', id: paymentId }],
    }),
  }),
});

export const { useGetPaymentByKeyQuery } = paymentOutcomeApi;

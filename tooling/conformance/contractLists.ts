/**
 * The contract's closed lists the conformance check reads, imported in this one place: where they
 * live may move, and then only these lines change.
 */
export { FIELD_TYPES, PAYMENT_ACTIONS, type PaymentAction } from '@contract/payments/lists';

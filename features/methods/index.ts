/**
 * The methods list (limits, commission, processing time, wallet support).
 * The zone's public entry: other zones import it only from here (features/payments/README.md).
 */
export { MethodList } from './MethodList';
export { useCommissionText, useProcessingTimeText } from './MethodTerms';

/**
 * The methods list (limits, commission, processing time, wallet support).
 * The subject's public entry: other subjects import it only from here (eslint.config.js, SUBJECTS).
 */
export { MethodList } from './MethodList';
export { useCommissionText, useProcessingTimeText } from './MethodTerms';
export { useOfferedCurrency } from './useOfferedCurrency';

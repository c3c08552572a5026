/**
 * The player rules: deposit limits, verification, the cash-out balance.
 * The subject's public entry: other subjects import it only from here (eslint.config.js, SUBJECTS).
 */
export { balanceIn, exceedsWithdrawable, hasLockedPart, nothingWithdrawable } from './balance';
export {
  blocksDeposits,
  exceedsLimit,
  formatRestrictionEnd,
  isReached,
  limitsIn,
  resetTimeParts,
  smallestMinimum,
  usedUpLimit,
} from './depositLimits';
export type { CurrentLimit } from './depositLimits';
export {
  EXCEEDED_KEYS,
  PRESET_OVER_LIMIT_KEYS,
  REACHED_KEYS,
  REMAINING_KEYS,
  USED_UP_TITLE_KEYS,
} from './limitMessages';
export { useAmountBounds, useDepositRules } from './useDepositRules';
export { depositThreshold, gateFor } from './verification';
export type { DepositThreshold, VerificationGate } from './verification';
export { askedDocuments, awaitsUpload } from './verificationDocuments';

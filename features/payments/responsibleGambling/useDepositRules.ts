import { useConfigQuery } from '../api/paymentsApi';
import type { DepositLimit, Restriction } from '../api/schemas';

export interface DepositRules {
  depositLimits: readonly DepositLimit[] | undefined;
  restriction: Restriction | undefined;
}

/**
 * The player's deposit limits and restriction from `GET /config` (docs/http-api.md "Responsible
 * gambling"): both undefined until the config has loaded, or when the back end sends none.
 */
export function useDepositRules(): DepositRules {
  return useConfigQuery(undefined, {
    selectFromResult: ({ data }) => ({
      depositLimits: data?.player?.depositLimits,
      restriction: data?.player?.restriction,
    }),
  });
}

import type { Player } from '@features/payments/api/schemas';

/**
 * The signed-in player of the mock back end (`GET /config` → `player`): who the support chat
 * introduces to the agent (name, email; player id and affiliate tag as session variables).
 */
export const MOCK_PLAYER: Player = {
  id: 'player-1001',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  affiliateTag: 'aff-42',
  tempPlayerId: 'tmp-7f3a',
  license: 'mga',
  ipCountry: 'MT',
};

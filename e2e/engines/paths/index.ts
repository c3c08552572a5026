/** Every player path the engines run, in the report's order. */
import { paymentPaths } from './payments';
import { playerPaths } from './player';
import type { PlayerPath } from './steps';

export const PLAYER_PATHS: readonly PlayerPath[] = [...paymentPaths, ...playerPaths];

/** A mock player's name as the catalog, header, cookie and query accept it ("limited", "coolingOff"). */
export const PLAYER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

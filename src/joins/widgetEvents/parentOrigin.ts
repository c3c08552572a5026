import { toParentOrigin } from './eventSink';

/**
 * The parent origin a framed standalone page may post its events to: the one `requested` (the
 * `parent-origin` query parameter) when it is in `allowList` (`VITE_PARENT_ORIGINS`, comma
 * separated), else none. A page cannot be told by its URL to send events to an origin the
 * operator did not list.
 */
export function allowedParentOrigin(
  requested: string | null,
  allowList: string | undefined,
): string | undefined {
  if (requested === null || !allowList) return undefined;
  const origin = toParentOrigin(requested);
  if (origin === null) return undefined;
  const allowed = allowList
    .split(',')
    .map((entry) => toParentOrigin(entry.trim()))
    .filter((entry) => entry !== null);
  return allowed.includes(origin) ? origin : undefined;
}

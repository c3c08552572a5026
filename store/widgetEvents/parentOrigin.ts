/**
 * An http(s) origin exactly as `URL#origin` spells it, or null. `'*'`, paths, credentials, other
 * schemes and opaque origins are refused: a wildcard would hand the events to whatever page framed
 * the widget.
 */
export function toParentOrigin(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === candidate.trim().toLowerCase().replace(/\/$/, '') ? url.origin : null;
}

/**
 * The origin a widget's events may be posted to: `parentOrigin` when it is an http(s) origin
 * (`toParentOrigin`), else null, with a warning naming it when one was given.
 */
export function checkedParentOrigin(parentOrigin: string | undefined): string | null {
  const origin = parentOrigin === undefined ? null : toParentOrigin(parentOrigin);
  if (parentOrigin !== undefined && origin === null) {
    console.warn(
      `Widget events: parentOrigin ${JSON.stringify(parentOrigin)} is not an http(s) origin; ` +
        'nothing will be posted to the parent window.',
    );
  }
  return origin;
}

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

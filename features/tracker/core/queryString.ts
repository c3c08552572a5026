import { safeDecode } from './safeDecode';

/**
 * Reads one parameter of a query string, never throwing.
 *
 * `+` means a space and values are percent-decoded; a value with malformed percent-encoding is
 * returned undecoded. The first occurrence wins; a parameter without `=` has the value `''`.
 *
 * @param search - The query string, with or without its leading `?` (`location.search`).
 * @param name - The (decoded) parameter name, e.g. `'interlayer-id'`.
 * @returns The value, or `undefined` when the parameter is absent.
 */
export function readQueryParam(search: string, name: string): string | undefined {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return undefined;
  for (const part of query.split('&')) {
    const equals = part.indexOf('=');
    const rawName = equals === -1 ? part : part.slice(0, equals);
    if (safeDecode(rawName.replace(/\+/g, ' ')) !== name) continue;
    return equals === -1 ? '' : safeDecode(part.slice(equals + 1).replace(/\+/g, ' '));
  }
  return undefined;
}

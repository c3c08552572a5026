/**
 * Conversion methods (Mercuryo) share the method radio group with payment methods; their
 * selection id is prefixed so the two id spaces cannot collide.
 */
const PREFIX = 'conversion:';

export function conversionSelectionId(methodId: string): string {
  return `${PREFIX}${methodId}`;
}

/** The conversion method id behind a selection id, or null for a payment method. */
export function conversionMethodIdOf(selectionId: string | null): string | null {
  return selectionId?.startsWith(PREFIX) ? selectionId.slice(PREFIX.length) : null;
}

import { useState } from 'react';

/**
 * The first value other than `undefined` this component was given, kept from then on whatever it is
 * given later: a final status, once shown, is never replaced by a later, different one.
 */
export function useFirstDefined<T>(value: T | undefined): T | undefined {
  const [first, setFirst] = useState<T | undefined>(value);
  if (first === undefined && value !== undefined) {
    // Set while rendering, React's pattern for state derived from props: kept for the next render.
    setFirst(value);
    return value;
  }
  return first;
}

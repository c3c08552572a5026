import type { WireFieldValues } from '@contract/payments/fields';

/**
 * A submit's secret field values (card number, security code, password, IBAN), travelling with
 * that one call. RTK Query copies a mutation's argument into its actions (`meta.arg.originalArgs`),
 * which DevTools, the tracking and `spi-*` listeners and any logger see: the values sit in a
 * private field, which no enumeration, JSON or structured clone reaches. The request body takes
 * them once (`take`), and the attempt forgets them when it ends (`discard`), sent or not.
 */
export class SealedSecrets {
  #values: WireFieldValues | null;

  constructor(values: WireFieldValues) {
    this.#values = values;
  }

  /** The values, once: a second call, or one after `discard`, gets none. */
  take(): WireFieldValues {
    const values = this.#values ?? {};
    this.#values = null;
    return values;
  }

  /** Forgets the values (the call never started, or it ended). */
  discard(): void {
    this.#values = null;
  }

  /** What a serializer (DevTools, a logger) shows instead of the values. */
  toJSON(): string {
    return '[sealed]';
  }
}

/**
 * `getConversionQuote` (docs/http-api.md, Conversion): one quote per conversion method a list
 * offers, in the direction the client asks for it — a deposit buys the method's first crypto
 * currency with the list's currency, a cash-out sells it for that currency. A back end may have no
 * price for a pair: a 4xx with an error body conforms as well as a quote.
 */
import { cashierPaths } from '@contract/paths';
import { type ConversionMethodsResponse, conversionQuoteSchema } from '@contract/payments/methods';
import { errorBodySchema } from '@contract/payments/payment';
import type { PaymentAction } from './contractLists';
import { compareDecimals } from './payment';
import type { Session } from './probe';
import { onEndpoint } from './endpoint';

/** What is quoted: 100 of the cashier currency to buy, 0.01 of the crypto currency to sell. */
const AMOUNTS: Readonly<Record<PaymentAction, string>> = { deposit: '100', cashout: '0.01' };

export async function checkConversionQuotes(
  session: Session,
  action: PaymentAction,
  currency: string,
  conversion: ConversionMethodsResponse | undefined,
): Promise<void> {
  const quoted = (conversion?.methods ?? []).flatMap((method) => {
    const [crypto] = method.currencies;
    return crypto === undefined ? [] : [{ methodId: method.id, crypto }];
  });
  session.plan(quoted.length);
  for (const { methodId, crypto } of quoted) {
    const [from, to] = action === 'deposit' ? [currency, crypto] : [crypto, currency];
    const amount = AMOUNTS[action];
    const query = new URLSearchParams({ methodId, from, to, amount }).toString();
    await session.probe(
      {
        ...onEndpoint('getConversionQuote', {
          query: '?methodId={id}&from={from}&to={to}&amount={amount}',
        }),
        path: `${cashierPaths.conversionQuote}?${query}`,
      },
      (checks) => {
        const { status, text } = checks.answer;
        if (status >= 400 && status < 500) return checks.json(errorBodySchema, 'ErrorBody');
        if (
          !checks.that(
            status === 200,
            'status 200, or a 4xx with an error body (no price for the pair)',
            `status ${String(status)}: ${checks.show(text)}`,
          )
        ) {
          return undefined;
        }
        const quote = checks.json(conversionQuoteSchema, 'ConversionQuote');
        if (!quote) return undefined;
        return checks.that(
          quote.methodId === methodId &&
            quote.from === from &&
            quote.to === to &&
            compareDecimals(quote.amount, amount) === 0,
          `the quote asked for: ${methodId}, ${amount} ${from} → ${to}`,
          `${quote.methodId}, ${quote.amount} ${quote.from} → ${quote.to}`,
          { dependsOnRequest: 'the quote of the method, currencies and amount asked for' },
        );
      },
    );
  }
}

import type { MercuryoMode, PaymentAction } from '@contract/payments/lists';

/** Mercuryo's hosted widget, per `config.mercuryoMode`. */
export const MERCURYO_WIDGET_URLS = {
  production: 'https://exchange.mercuryo.io/',
  development: 'https://sandbox-exchange.mrcr.io/',
} as const satisfies Record<MercuryoMode, string>;

export interface MercuryoWidgetOptions {
  mode: MercuryoMode;
  action: PaymentAction;
  /** The crypto currency bought (deposit) or sold (cash-out). */
  crypto: string;
  /** The cashier's fiat currency. */
  fiat: string;
  /** The amount typed: fiat when buying, crypto when selling. */
  amount: string;
  /** The operator's Mercuryo widget id (`VITE_MERCURYO_WIDGET_ID`), when configured. */
  widgetId?: string | undefined;
}

/** The URL of Mercuryo's widget, prefilled with the conversion the player chose. */
export function mercuryoWidgetUrl(options: MercuryoWidgetOptions): URL {
  const url = new URL(MERCURYO_WIDGET_URLS[options.mode]);
  const buying = options.action === 'deposit';
  const params = url.searchParams;
  if (options.widgetId) params.set('widget_id', options.widgetId);
  params.set('type', buying ? 'buy' : 'sell');
  params.set('currency', options.crypto);
  params.set('fiat_currency', options.fiat);
  params.set(buying ? 'fiat_amount' : 'amount', options.amount);
  return url;
}

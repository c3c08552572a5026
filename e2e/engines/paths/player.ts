/** The player paths around payments: Arabic, the history, the embedded widget, keyboard, tracker. */
import type { EngineName } from '../driver';
import { amountIsolation } from '@testing/isolation';
import { fillCard, openCashier, sendCard } from './steps';
import type { PlayerPath } from './steps';

/** An amount of each engine's own, to find its payment in the history the engines share. */
const HISTORY_AMOUNT: Record<EngineName, string> = {
  chromium: '51.11',
  firefox: '51.12',
  webkit: '51.13',
};

/** Counts the payments the page sends from now on (`window.fetch` is what the cashier calls). */
function countPaymentSubmits(): void {
  const page = window as Window & { __e2eSubmits?: number };
  page.__e2eSubmits = 0;
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method === 'POST' && url.endsWith('/api/cashier/v1/payments')) {
      page.__e2eSubmits = (page.__e2eSubmits ?? 0) + 1;
    }
    return send(input, init);
  };
}

function paymentSubmits(): number {
  return (window as Window & { __e2eSubmits?: number }).__e2eSubmits ?? -1;
}

/**
 * The page's digits that are not Latin (Arabic-Indic, Persian): one numbering system per language,
 * Latin for Arabic (common/lib/intl.ts), whatever the engine's own default (WebKit's is Arabic-Indic).
 */
function nonLatinDigits(): string {
  return (document.body.innerText.match(/[\u0660-\u0669\u06f0-\u06f9]/g) ?? []).join('');
}

function documentDirection(): string {
  return `${document.documentElement.lang} ${document.documentElement.dir}`;
}

function widgetShadow(selector: string): string {
  const widget = document.querySelector(selector);
  return `${String(widget?.shadowRoot?.mode)} ${String(widget?.childElementCount)}`;
}

interface ReceivedEvent {
  event: string;
  method_id?: string;
}

export const playerPaths: readonly PlayerPath[] = [
  {
    name: 'Arabic',
    async run(player) {
      await openCashier(player);
      await player.choose({ role: 'combobox', name: 'Language' }, 'ar');
      await player.waitFor('the page to be Arabic, right to left', async () =>
        (await player.run(documentDirection)) === 'ar rtl' ? true : undefined,
      );
      await player.see({ role: 'heading', level: 1, name: 'إيداع' });
      await fillCard(player, { amount: '50', holder: 'Ada Lovelace', language: 'ar' });
      await sendCard(player, { language: 'ar' });
      await player.see({ text: 'اكتمل الإيداع' });
      await player.see({ text: 'تم إيداعك بنجاح. سيظهر في رصيدك قريبًا.' });
      const digits = await player.run(nonLatinDigits);
      if (digits !== '') throw new Error(`Arabic page drew non-Latin digits: ${digits}`);
      // Every amount on the receipt's page sits in an isolate (testing/isolation.ts).
      const { amounts, unisolated } = await player.run(amountIsolation);
      if (amounts.length === 0) throw new Error('Arabic receipt: no amount found to check');
      if (unisolated.length > 0)
        throw new Error(`Arabic amounts not isolated: ${unisolated.join('; ')}`);
      player.note(`${String(amounts.length)} amounts on the Arabic receipt's page, all isolated`);
    },
  },
  {
    name: 'history',
    async run(player) {
      const amount = HISTORY_AMOUNT[player.driver.engine];
      await openCashier(player);
      await fillCard(player, { amount, holder: 'Ada Lovelace' });
      await sendCard(player);
      await player.see({ text: 'Deposit complete' });
      await player.click({ role: 'button', name: 'See this payment in your history' });
      await player.see({ role: 'heading', level: 1, name: 'Transaction history' });
      const row = { role: 'listitem', name: new RegExp(`€${amount.replace('.', '\\.')}`) } as const;
      const seen = await player.see(row, { accept: (each) => each.text.includes('Successful') });
      if (seen.count !== 1) throw new Error(`${String(seen.count)} history rows of €${amount}`);
    },
  },
  {
    name: 'embedded widget',
    async run(player) {
      const light = { within: '#widget-light' };
      await player.open('/embed-demo/');
      await player.see({ role: 'heading', level: 1, name: 'Lucky Star Casino' });
      await player.see({ ...light, role: 'heading', level: 1, name: 'Deposit' });
      const shadow = await player.run(widgetShadow, '#widget-light');
      if (shadow !== 'open 0') throw new Error(`The widget's shadow root and children: ${shadow}`);
      await fillCard(player, { amount: '50', holder: 'Ada Lovelace', scope: light });
      await sendCard(player, { scope: light });
      await player.see({ ...light, text: 'Deposit complete' });
      const url = new URL(await player.driver.url());
      if (url.pathname !== '/embed-demo/') throw new Error(`The host page's URL is ${url.href}`);
    },
  },
  {
    name: 'keyboard only',
    async run(player) {
      await openCashier(player);
      const card = { role: 'radio', name: /Credit or debit card/ } as const;
      await player.tabTo(card);
      await player.press('Space');
      await player.see(card, { accept: (seen) => seen.checked === true });
      const typeInto = async (label: RegExp, text: string) => {
        await player.tabTo({ label });
        await player.driver.type(text);
      };
      await typeInto(/^Amount/, '50');
      await typeInto(/^Card number/, '4111111111111111');
      await player.seeValue({ label: 'Card number' }, '4111 1111 1111 1111');
      await typeInto(/^Name on card/, 'Ada Lovelace');
      await typeInto(/^Expiry date/, '1234');
      await player.seeValue({ label: /^Expiry date/ }, '12/34');
      await typeInto(/^Security code/, '123');
      await player.run(countPaymentSubmits);
      // Enter twice: the second press must not send a second payment.
      await player.press('Enter');
      await player.press('Enter');
      await player.see({ role: 'status', name: /successful/i });
      const submits = await player.run(paymentSubmits);
      if (submits !== 1) throw new Error(`${String(submits)} payments sent, not 1`);
    },
  },
  {
    name: 'tracker on hide',
    async run(player) {
      const received = new URL('/api-fe-events/v1/_received', player.baseUrl);
      const receivedEvents = async () => (await (await fetch(received)).json()) as ReceivedEvent[];
      const before = (await receivedEvents()).length;
      await openCashier(player);
      await player.check({ role: 'radio', name: 'Cash out' });
      // The cash-out methods come with the withdrawable balance: choose once it is in.
      await player.see({ text: /^You can cash out/ });
      await player.check({ role: 'radio', name: /Skrill/ });
      await player.see({ label: 'Skrill account email' });
      // Leaving hides the page: the tracker's queue must reach the back end.
      await player.open('/mock-provider/redirect.html');
      const wanted = [
        'payment_action_switched',
        'payment_method_selected',
        'payment_form_rendered',
      ];
      let names: string[] = [];
      await player.waitFor(
        `the events ${wanted.join(', ')} at the back end`,
        async () => {
          const mine = (await receivedEvents()).slice(before);
          names = mine.map((event) => event.event);
          const selected = mine.find((event) => event.event === 'payment_method_selected');
          return wanted.every((name) => names.includes(name)) && selected?.method_id === 'skrill'
            ? true
            : undefined;
        },
        { last: () => `received: ${names.join(', ')}` },
      );
    },
  },
];

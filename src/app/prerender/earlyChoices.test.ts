// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { languageChanged } from '@features/navigation';
import { paymentActionChanged } from '@features/payments';
import { takeEarlyChoices } from './earlyChoices';

function markup(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  return container;
}

const SWITCH = `
  <input type="radio" name="payment-action" value="deposit" checked>
  <input type="radio" name="payment-action" value="cashout">`;
const LANGUAGES = `<select name="language"><option value="en">English</option><option value="ar">العربية</option></select>`;

describe('takeEarlyChoices', () => {
  it('returns a language chosen on the markup as the action that makes it', () => {
    const container = markup(LANGUAGES);
    const select = container.querySelector('select');
    if (!select) throw new Error('no select');
    select.value = 'ar';
    expect(takeEarlyChoices(container)).toEqual([languageChanged('ar')]);
  });

  it('returns the side of the deposit / cash-out switch the player checked', () => {
    const container = markup(SWITCH);
    const cashout = container.querySelector<HTMLInputElement>('input[value="cashout"]');
    if (!cashout) throw new Error('no radio');
    cashout.checked = true;
    expect(takeEarlyChoices(container)).toEqual([paymentActionChanged('cashout')]);
  });

  it('returns nothing when the player changed nothing, or a control it does not know', () => {
    const container = markup(
      `${SWITCH}${LANGUAGES}<select name="other"><option>a</option><option>b</option></select>`,
    );
    const other = container.querySelector<HTMLSelectElement>('select[name="other"]');
    if (!other) throw new Error('no select');
    other.value = 'b';
    expect(takeEarlyChoices(container)).toEqual([]);
  });
});

// @vitest-environment node
import react from '@vitejs/plugin-react';
import { describe, expect, it } from 'vitest';
import { firstScreenEnglish, scopedClassName } from '../../vite.config';
import {
  FIRST_SCREEN_SLOT,
  cssClassNames,
  injectFirstScreen,
  renderFirstScreenWith,
} from './prerenderPlugin';
import { productionConfig } from './productionConfig';

const config = productionConfig();

describe('the prerendered first screen', () => {
  it('holds the heading, the deposit / cash-out switch and the method list frame, in English, with the built class names', async () => {
    const { html, key } = await renderFirstScreenWith(config, [
      react(),
      firstScreenEnglish(),
      cssClassNames(scopedClassName),
    ]);
    expect(key).toBe('en / deposit ');
    expect(html).toMatch(/<h1 id="cashier-title" class="[^"]+">Deposit<\/h1>/);
    expect(html).toContain('<span>Deposit</span>');
    expect(html).toContain('<span>Cash out</span>');
    expect(html).toContain('Loading payment methods…');
    expect(html).toContain('Choose a payment method, then enter the amount.');
    const cashierCss = `${config.root}features/cashier/Cashier.module.css`;
    expect(html).toContain(`class="${scopedClassName('title', cashierCss)}"`);
  });

  it('goes into index.html in place of the slot, with its key on #root', () => {
    const page = `<body><div id="root">${FIRST_SCREEN_SLOT}</div></body>`;
    expect(injectFirstScreen(page, { html: '<h1>Deposit</h1>', key: 'en / "x"' })).toBe(
      '<body><div id="root" data-prerendered="en / &quot;x&quot;"><h1>Deposit</h1></div></body>',
    );
  });

  it('fails the build when index.html has no slot for it', () => {
    expect(() => injectFirstScreen('<div id="root"></div>', { html: '', key: '' })).toThrow(
      /no <div id="root"><!--first-screen--><\/div>/,
    );
  });
});

// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { build, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_TEXTS } from '@common/i18n/firstScreenTexts';
import en from '@common/i18n/locales/en.json';
import { localeSubsetPlugin, pickTexts } from './localeSubsetPlugin';

const TEXTS = {
  common: { retry: 'Try again' },
  payments: {
    methods: { legend: 'Method', loading: 'Loading methods' },
    form: { loading: 'Loading the form', submit: 'Pay' },
    fields: { iban: 'IBAN' },
  },
  history: { title: 'History' },
};

describe('pickTexts', () => {
  it('keeps the listed paths whole, in the texts’ order, and nothing else', () => {
    const subset = pickTexts(TEXTS, ['payments.form.loading', 'common', 'payments.methods']);
    expect(subset).toEqual({
      common: { retry: 'Try again' },
      payments: {
        methods: { legend: 'Method', loading: 'Loading methods' },
        form: { loading: 'Loading the form' },
      },
    });
    expect(JSON.stringify(subset)).toBe(
      JSON.stringify({
        common: TEXTS.common,
        payments: { methods: TEXTS.payments.methods, form: { loading: 'Loading the form' } },
      }),
    );
  });

  it('fails on a path the texts do not have', () => {
    expect(() => pickTexts(TEXTS, ['payments.methodz'])).toThrow(
      'Locale subset: no texts at "payments.methodz".',
    );
    expect(() => pickTexts(TEXTS, ['common.retry.label'])).toThrow(/common\.retry\.label/);
  });
});

describe('localeSubsetPlugin', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'locale-subset-plugin-'));
    await writeFile(join(root, 'en.json'), JSON.stringify(TEXTS));
    await writeFile(
      join(root, 'entry.js'),
      "import subset from './en.json?first-screen';\nexport default subset;\n",
    );
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('serves the subset for an import with its query in a build', async () => {
    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [localeSubsetPlugin({ query: 'first-screen', keep: ['common', 'history'] })],
      build: {
        write: false,
        minify: false,
        lib: { entry: join(root, 'entry.js'), formats: ['es'] },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const code = outputs
      .flatMap((output) => output.output)
      .map((item) => (item.type === 'chunk' ? item.code : ''))
      .join('\n');
    expect(code).toContain('Try again');
    expect(code).toContain('History');
    expect(code).not.toContain('Loading methods');
    expect(code).not.toContain('IBAN');
  });

  it('serves the subset under the dev server too (npm run dev)', async () => {
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      server: { middlewareMode: true, ws: false },
      plugins: [localeSubsetPlugin({ query: 'first-screen', keep: ['history'] })],
    });
    try {
      const entry = await server.transformRequest('/entry.js');
      const url = /from "([^"]+)"/.exec(entry?.code ?? '')?.[1] ?? '';
      expect(url).toContain('first-screen');
      const id = decodeURIComponent(url.replace(/^\/@id\//, '').replace('__x00__', '\0'));
      const subset = await server.transformRequest(id);
      expect(subset?.code).toContain('History');
      expect(subset?.code).not.toContain('Try again');
    } finally {
      await server.close();
    }
  });

  it('is active under Vitest: the app’s import gets the registry’s texts only', async () => {
    const { default: firstScreenEnglish } =
      await import('@common/i18n/locales/en.json?first-screen');
    expect(firstScreenEnglish).toEqual(pickTexts(en, FIRST_SCREEN_TEXTS));
    expect(firstScreenEnglish).not.toHaveProperty('history');
    expect(JSON.stringify(firstScreenEnglish).length).toBeLessThan(JSON.stringify(en).length / 2);
  });
});

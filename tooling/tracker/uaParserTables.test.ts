// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { UNUSED_UA_PARSER_TABLES, stripUaParserTables, uaParserAsEsModule } from './uaParserTables';

interface ParserResult {
  browser: { name?: string; version?: string };
  device: { type?: string; vendor?: string; model?: string };
  os: { name?: string };
  cpu: { architecture?: string };
  engine: { name?: string };
}
type ParserFunction = (ua: string) => ParserResult;

const source = readFileSync(createRequire(import.meta.url).resolve('ua-parser-js'), 'utf8');

/** Evaluates a ua-parser-js source as CommonJS, without a window, and returns `UAParser`. */
function load(code: string): ParserFunction {
  const module = { exports: {} as unknown };
  runInNewContext(code, { module, exports: module.exports });
  return module.exports as ParserFunction;
}

/** Varied real user agents: in-app browsers, consoles, TVs, wearables, bots. */
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const MORE_USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.36.105;FBBV/123;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  'Mozilla/5.0 (Linux; Android 12; M2101K6G Build/SKQ1.210908.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Instagram 309.0.0.40.113 Android',
  'Mozilla/5.0 (Linux; U; Android 8.1.0; en-US; Nexus 6P Build/OPM7.211105.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/57.0.2987.108 UCBrowser/12.10.8.1172 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.16(0x18001033) NetType/WIFI Language/zh_CN',
  'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edge/44.18363.8131',
  'Mozilla/5.0 (Linux; Android 11; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.2.1 like Chrome/120.0.6099.43 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 10; HUAWEI P30 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Mobile Safari/537.36 HuaweiBrowser/13.0.1.302',
  'Mozilla/5.0 (Linux; Android 13; 2201117TG) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36 XiaoMi/MiuiBrowser/14.4.0-g',
  'Mozilla/5.0 (Linux; Android 9; BRAVIA 4K GB) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0.4472.164 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; SM-R890) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; CrOS x86_64 15633.69.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.212 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
  'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (Linux; Android 14; Pixel Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  'curl/8.4.0',
  '',
];

describe('stripUaParserTables', () => {
  const original = load(source);
  const stripped = load(stripUaParserTables(source));

  it('keeps every browser and device answer of ua-parser-js', () => {
    for (const ua of [WINDOWS_CHROME, ...MORE_USER_AGENTS]) {
      expect(stripped(ua).browser, ua).toEqual(original(ua).browser);
      expect(stripped(ua).device, ua).toEqual(original(ua).device);
    }
  });

  it('drops the OS, CPU and engine tables the tracker never reads', () => {
    const ua = WINDOWS_CHROME;
    expect(original(ua).os.name).toBe('Windows');
    expect(stripped(ua).os.name).toBeUndefined();
    expect(stripped(ua).cpu.architecture).toBeUndefined();
    expect(stripped(ua).engine.name).toBeUndefined();
    expect(stripUaParserTables(source).length).toBeLessThan(source.length - 7000);
  });

  it('fails loudly when a table is not where ua-parser-js 1.x keeps it', () => {
    expect(() => stripUaParserTables('var regexes = { browser : [[ ] };')).toThrow(
      /expected its "cpu" regex table once, found 0/,
    );
    expect(() => stripUaParserTables(source, [...UNUSED_UA_PARSER_TABLES, 'watch'])).toThrow(
      /"watch"/,
    );
  });
});

/**
 * Evaluates the ES module form as a function body (its `export default` made a `return`), with
 * `window` a page holding jQuery, and returns `UAParser` and that page.
 */
function loadEsModule(code: string) {
  const page = { jQuery: {} as Record<string, unknown>, navigator: undefined };
  expect(code.match(/^export default UAParserExport;$/gm)).toHaveLength(1);
  const body = code.replace(/^export default UAParserExport;$/m, 'return UAParserExport;');
  const parser = runInNewContext(`(function () {${body}\n})()`, { window: page }) as ParserFunction;
  return { parser, page };
}

describe('uaParserAsEsModule', () => {
  const original = load(source);
  const { parser, page } = loadEsModule(uaParserAsEsModule(source));

  it('exports UAParser by default, answering as the CommonJS source does', () => {
    for (const ua of [WINDOWS_CHROME, ...MORE_USER_AGENTS]) {
      expect(parser(ua), ua).toEqual(original(ua));
    }
  });

  it("never touches the page's globals: no window.UAParser, no jQuery.ua, no enum statics", () => {
    expect(page).toEqual({ jQuery: {}, navigator: undefined });
    expect(uaParserAsEsModule(source)).not.toMatch(
      /\bexports\b|\bdefine\b|jQuery|Zepto|UAParser\.(VERSION|BROWSER|DEVICE)/,
    );
  });

  it('fails loudly when the export block or the closing line is not where expected', () => {
    expect(() => uaParserAsEsModule('(function (window) {})(this);')).toThrow(
      /export block or closing line/,
    );
  });
});

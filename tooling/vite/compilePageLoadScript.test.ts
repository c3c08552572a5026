// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  PAGE_LOAD_SCRIPT_MAX_BYTES,
  PAGE_LOAD_SCRIPT_SOURCE,
  compilePageLoadScript,
  cspHash,
} from './compilePageLoadScript';

describe('compilePageLoadScript', () => {
  it('compiles the script within its budget, the one size-budgets.json gives', async () => {
    const { code, bytes } = await compilePageLoadScript();
    expect(bytes).toBe(Buffer.byteLength(code));
    expect(bytes).toBeLessThanOrEqual(PAGE_LOAD_SCRIPT_MAX_BYTES);
    const budgets = JSON.parse(
      await readFile(new URL('../../size-budgets.json', import.meta.url), 'utf8'),
    ) as { pageLoadScript: number };
    expect(budgets.pageLoadScript * 1024).toBe(PAGE_LOAD_SCRIPT_MAX_BYTES);
  });

  it('gives the CSP hash of exactly the compiled text', async () => {
    const { code, hash } = await compilePageLoadScript();
    const expected = createHash('sha256').update(code).digest('base64');
    expect(hash).toBe(`sha256-${expected}`);
    expect(cspHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });

  it('bundles what the script imports (the cookie rule) into one classic script that declares no global', async () => {
    const source = await readFile(PAGE_LOAD_SCRIPT_SOURCE, 'utf8');
    const { code } = await compilePageLoadScript();
    expect(source).toMatch(/^import \{ readCookie \} from '\.\.\/core\/cookies';$/m);
    expect(code).not.toMatch(/\b(import|export)\b/);
    expect(code).toContain('decodeURIComponent');
    // One function expression called at once: its declarations stay inside it.
    expect(code).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
    expect(code).not.toMatch(/<\/script|<!--/i);
  });
});

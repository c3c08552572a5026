// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierPaths, historyPaths } from '@contract/paths';
import type { CspConfig } from './csp';
import {
  FEATURES_OFF,
  REFERRER_POLICY,
  permissionsPolicy,
  securityHeaders,
} from './securityHeaders';
import { type Running, letRequestsThrough, startMockBackend } from './testing';

const config: CspConfig = {
  scriptHashes: [],
  frameOrigins: ["'self'", 'https://acs.bank.example', 'https://*.psp.example'],
  imageOrigins: [],
  frameAncestors: ["'self'"],
  connectOrigins: [],
  chatOrigins: ['https://*.livechatinc.com'],
};

describe('permissionsPolicy', () => {
  it('allows payment to the page and the payment provider frames only, not the chat', () => {
    const policy = permissionsPolicy(config);
    expect(policy.split(', ')[0]).toBe(
      'payment=(self "https://acs.bank.example" "https://*.psp.example")',
    );
    expect(policy).not.toContain('livechatinc');
  });

  it('turns camera, microphone, geolocation and the other unused features off', () => {
    const entries = permissionsPolicy({ ...config, frameOrigins: [] }).split(', ');
    expect(entries).toEqual(['payment=(self)', ...FEATURES_OFF.map((feature) => `${feature}=()`)]);
    expect(FEATURES_OFF).toEqual(expect.arrayContaining(['camera', 'microphone', 'geolocation']));
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy and the permissions policy with every answer, the CSP with pages', () => {
    const headers = securityHeaders(config);
    expect(headers.every).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': permissionsPolicy(config),
    });
    expect(Object.keys(headers.page)).toEqual(['Content-Security-Policy']);
  });
});

describe('npm start answers', () => {
  let backend: Running | undefined;
  letRequestsThrough();
  beforeAll(async () => {
    backend = await startMockBackend({
      'index.html': '<!doctype html><title>Cashier</title>',
      'assets/index-3f9a1c.js': 'console.log(1);',
      'assets/index-3f9a1c.js.map': '{"version":3}',
    });
  });
  afterAll(async () => {
    await backend?.close();
  });
  const get = (path: string) => fetch(`${backend?.origin ?? ''}${path}`);

  it('carry nosniff, the referrer policy and the permissions policy, pages and API alike', async () => {
    for (const path of ['/', '/assets/index-3f9a1c.js', cashierPaths.config, '/api/missing']) {
      const response = await get(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe(REFERRER_POLICY);
      expect(response.headers.get('permissions-policy'), path).toMatch(
        /^payment=\(self\b.*camera=\(\)/,
      );
    }
  });

  it('are never stored when they come from the API, which answers with player data', async () => {
    for (const path of [
      cashierPaths.config,
      `${cashierPaths.methods}?action=deposit&currency=EUR`,
      historyPaths.transactions,
      '/api/missing',
    ]) {
      const response = await get(path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('do not include source maps, even when the build holds one', async () => {
    expect((await get('/assets/index-3f9a1c.js.map')).status).toBe(404);
    expect((await get('/assets/index-3f9a1c.js')).status).toBe(200);
  });
});

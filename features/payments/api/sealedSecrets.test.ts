import { describe, expect, it } from 'vitest';
import { SealedSecrets } from './sealedSecrets';

const SECRETS = { card_number: '4111111111111111', cvv: '737' };

describe('SealedSecrets', () => {
  it('gives its values once', () => {
    const sealed = new SealedSecrets({ ...SECRETS });
    expect(sealed.take()).toEqual(SECRETS);
    expect(sealed.take()).toEqual({});
  });

  it('gives nothing after discard', () => {
    const sealed = new SealedSecrets({ ...SECRETS });
    sealed.discard();
    expect(sealed.take()).toEqual({});
  });

  it('shows no value to enumeration, JSON or a structured clone', () => {
    const sealed = new SealedSecrets({ ...SECRETS });
    expect(Object.keys(sealed)).toEqual([]);
    expect(JSON.stringify({ secrets: sealed })).toBe('{"secrets":"[sealed]"}');
    expect(JSON.stringify(structuredClone(sealed))).not.toContain('4111');
    expect(String(Object.entries(sealed))).toBe('');
    // Still sealed: looking did not consume it.
    expect(sealed.take()).toEqual(SECRETS);
  });

  it('keeps each call its own values: two cashiers on one page share nothing', () => {
    const first = new SealedSecrets({ cvv: '111' });
    const second = new SealedSecrets({ cvv: '222' });
    expect(second.take()).toEqual({ cvv: '222' });
    expect(first.take()).toEqual({ cvv: '111' });
  });
});

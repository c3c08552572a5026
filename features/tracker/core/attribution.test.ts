// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeAttribution, readAttribution } from './attribution';

describe('readAttribution', () => {
  it('reads stag and interlayer-id from the query', () => {
    expect(readAttribution('?stag=aff_1&interlayer-id=il_1', '')).toEqual({
      stag: 'aff_1',
      interlayerId: 'il_1',
    });
  });

  it('falls back to the affiliate_id and interlayer_id cookies', () => {
    expect(readAttribution('', 'affiliate_id=aff_c; interlayer_id=il_c')).toEqual({
      stag: 'aff_c',
      interlayerId: 'il_c',
    });
  });

  it('prefers the query over the cookies', () => {
    expect(readAttribution('?stag=q', 'affiliate_id=c; interlayer_id=il_c')).toEqual({
      stag: 'q',
      interlayerId: 'il_c',
    });
  });

  it('treats an empty query value as absent', () => {
    expect(readAttribution('?stag=', 'affiliate_id=c')).toEqual({ stag: 'c' });
  });

  it('returns no keys when nothing is known', () => {
    expect(readAttribution('?a=1', 'b=2')).toEqual({});
  });

  it('never throws on malformed query strings or cookies', () => {
    expect(readAttribution('?stag=%E0%A4%A', 'interlayer_id=%')).toEqual({
      stag: '%E0%A4%A',
      interlayerId: '%',
    });
    expect(() => readAttribution('?%%%&&==', ';;=;%;')).not.toThrow();
  });
});

describe('mergeAttribution', () => {
  it('takes each key from the first source that has it', () => {
    expect(mergeAttribution({ stag: 'meta' }, { stag: 'page', interlayerId: 'il' })).toEqual({
      stag: 'meta',
      interlayerId: 'il',
    });
  });

  it('skips empty strings', () => {
    expect(mergeAttribution({ stag: '' }, { stag: 'page' })).toEqual({ stag: 'page' });
  });
});

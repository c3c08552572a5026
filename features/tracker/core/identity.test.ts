// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { IdentityState } from './identity';
import { NO_USER, RESET_USER, assertMayTrack, isIdentityExempt, sentUserId } from './identity';

const identified = (userId: string): IdentityState => ({
  status: 'identified',
  user: { userId, metadata: {} },
});

describe('identity', () => {
  it('refuses an ordinary event without a user, with the spec message', () => {
    expect(() => {
      assertMayTrack(NO_USER, 'deposit_clicked');
    }).toThrow(new Error('User is not identified. Please call identity method first.'));
    expect(() => {
      assertMayTrack(RESET_USER, 'deposit_clicked');
    }).toThrow('User is not identified');
  });

  it('lets the three interlayer events through without a user', () => {
    for (const event of ['interlayer_visited', 'interlayer_redirected', 'interlayer_no_redirect']) {
      expect(isIdentityExempt(event)).toBe(true);
      expect(() => {
        assertMayTrack(NO_USER, event);
      }).not.toThrow();
    }
  });

  it('lets any event through for an anonymous or a real user', () => {
    expect(() => {
      assertMayTrack(identified('anonymous'), 'page_view');
    }).not.toThrow();
    expect(() => {
      assertMayTrack(identified('42'), 'page_view');
    }).not.toThrow();
  });

  it('sends a user_id only for a real identified user', () => {
    expect(sentUserId(identified('42'))).toBe('42');
    expect(sentUserId(identified('anonymous'))).toBeUndefined();
    expect(sentUserId(NO_USER)).toBeUndefined();
  });
});

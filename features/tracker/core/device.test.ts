// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deviceKind } from './device';

describe('deviceKind', () => {
  it('classes phones and tablets as mobile', () => {
    expect(deviceKind('mobile')).toBe('mobile');
    expect(deviceKind('tablet')).toBe('mobile');
  });

  it('classes desktops and every other device type as web', () => {
    expect(deviceKind(undefined)).toBe('web');
    expect(deviceKind('smarttv')).toBe('web');
    expect(deviceKind('console')).toBe('web');
    expect(deviceKind('wearable')).toBe('web');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ChatSettingsError,
  parseChatSettings,
  safeParseChatSettings,
  withPlayer,
} from './settings';

const LICENSE_REQUIRED = 'The license property is required for initialization';

function errorOf(input: unknown): ChatSettingsError {
  const result = safeParseChatSettings(input);
  if (result.ok) throw new Error('expected the settings to be refused');
  return result.error;
}

describe('parseChatSettings', () => {
  it('accepts every spec setting and keeps only those given', () => {
    expect(
      parseChatSettings({
        license: '12345678',
        group: '2',
        chatBetweenGroups: false,
        sessionVariables: { vip: 'gold' },
        customerName: 'Ada',
        customerEmail: 'ada@example.com',
        visibility: 'minimized',
      }),
    ).toEqual({
      license: '12345678',
      group: '2',
      chatBetweenGroups: false,
      sessionVariables: { vip: 'gold' },
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      visibility: 'minimized',
    });
    expect(parseChatSettings({ license: ' 42 ' })).toEqual({ license: '42' });
  });

  it.each([undefined, null, {}, { license: 42 }, { license: '' }, { license: undefined }])(
    'requires a license string with the spec message (%o)',
    (input) => {
      const error = errorOf(input);
      expect(error).toBeInstanceOf(ChatSettingsError);
      expect(error.field).toBe('license');
      expect(error.message).toBe(LICENSE_REQUIRED);
    },
  );

  it('requires the license to be numeric', () => {
    expect(errorOf({ license: '12ab' }).message).toBe(
      'The license property must be a numeric string, such as "12345678"',
    );
  });

  it('accepts session variables as name/value pairs and returns them as a map', () => {
    expect(
      parseChatSettings({
        license: '1',
        sessionVariables: [
          { name: 'page', value: 'support' },
          { name: 'vip', value: 'no' },
        ],
      }).sessionVariables,
    ).toEqual({ page: 'support', vip: 'no' });
  });

  it.each([
    [{ group: 'sales' }, 'group', 'The group property must be a numeric string'],
    [
      { chatBetweenGroups: 'yes' },
      'chatBetweenGroups',
      'The chatBetweenGroups property must be a boolean',
    ],
    [
      { visibility: 'open' },
      'visibility',
      'The visibility property must be one of hidden, maximized, minimized',
    ],
    [{ customerName: 7 }, 'customerName', 'The customerName property must be a string'],
    [{ customerEmail: {} }, 'customerEmail', 'The customerEmail property must be a string'],
    [
      { sessionVariables: 'vip=gold' },
      'sessionVariables',
      'The sessionVariables property must map names to string values',
    ],
    [
      { sessionVariables: { vip: 1 } },
      'sessionVariables',
      'The session variable "vip" must have a string value',
    ],
    [
      { sessionVariables: { ' ': 'x' } },
      'sessionVariables',
      'Session variable names must not be empty',
    ],
    [
      { sessionVariables: [{ value: 'x' }] },
      'sessionVariables',
      'Each session variable must be a { name, value } pair with a string name',
    ],
  ])('refuses %o, naming the field', (extra, field, message) => {
    const error = errorOf({ license: '1', ...extra });
    expect(error.field).toBe(field);
    expect(error.message).toBe(message);
  });
});

describe('withPlayer', () => {
  const player = { id: 'p-1', name: 'Ada', email: 'ada@example.com', affiliateTag: 'aff-7' };

  it('adds the player as customer and as session variables beside the operator ones', () => {
    const settings = withPlayer(
      { license: '1', sessionVariables: [{ name: 'vip', value: 'gold' }] },
      player,
    );
    expect(parseChatSettings(settings)).toEqual({
      license: '1',
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      sessionVariables: { player_id: 'p-1', affiliate_tag: 'aff-7', vip: 'gold' },
    });
  });

  it('keeps what the operator set, and changes nothing without a player', () => {
    const settings = { license: '1', customerName: 'Guest', customerEmail: 'desk@casino.example' };
    expect(parseChatSettings(withPlayer(settings, player))).toMatchObject(settings);
    expect(withPlayer(settings, undefined)).toBe(settings);
    expect(withPlayer(undefined, player)).toBeUndefined();
  });

  it('leaves malformed session variables for parseChatSettings to report', () => {
    const settings = { license: '1', sessionVariables: [{ value: 'x' }] as never };
    expect(withPlayer(settings, player)).toBe(settings);
    expect(() => parseChatSettings(withPlayer(settings, player))).toThrow(ChatSettingsError);
  });
});

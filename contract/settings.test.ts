import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATOR_SETTINGS, OPERATOR_SETTING_KEYS, type OperatorSetting } from './settings';

const CONFIGURATION_DOC = readFileSync(
  new URL('../docs/configuration.md', import.meta.url),
  'utf8',
);

/** The rows of docs/configuration.md's settings table: `key` | `attribute`. */
function documentedSettings(): [string, string][] {
  return [...CONFIGURATION_DOC.matchAll(/^\| `(\w+)` +\| `([a-z-]+)` +\|/gm)].map((row) => [
    row[1] ?? '',
    row[2] ?? '',
  ]);
}

describe('the operator-settings table', () => {
  it('is the table of docs/configuration.md: every setting with its attribute, in order', () => {
    expect(documentedSettings()).toEqual(
      OPERATOR_SETTING_KEYS.map((key) => [key, OPERATOR_SETTINGS[key].attribute]),
    );
  });

  it('names only environment variables docs/configuration.md describes', () => {
    for (const key of OPERATOR_SETTING_KEYS) {
      const setting: OperatorSetting = OPERATOR_SETTINGS[key];
      if (setting.env !== undefined) expect(CONFIGURATION_DOC, key).toContain(`\`${setting.env}\``);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { standalone } from './secrets';

describe('standalone', () => {
  it('finds a secret on its own and not inside longer numbers or ids', () => {
    expect('{"cvv":"127"}').toMatch(standalone('127'));
    expect('"4111 1111 1111 1111"').toMatch(standalone('4111 1111'));
    expect('pw=S3cret-Passw0rd!').toMatch(standalone('S3cret-Passw0rd!'));
    expect('{"startedTimeStamp":1795467127526}').not.toMatch(standalone('127'));
    expect('"requestId":"ab1111cd"').not.toMatch(standalone('1111'));
    expect('12/345').not.toMatch(standalone('12/34'));
  });
});

import { describe, expect, it, vi } from 'vitest';
import { makeStore } from './store';
import { sessionRenewed } from '@store/session';

describe('the store under test', () => {
  it('says nothing about how long its dev-mode checks took, however slow the machine', () => {
    const store = makeStore();
    const warn = vi.spyOn(console, 'warn');
    // Every reading of the clock is 100 ms after the last: each check "takes" longer than RTK's 32 ms.
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 100));
    store.dispatch(sessionRenewed());
    expect(warn).not.toHaveBeenCalled();
    store.dispose();
  });

  it('still refuses a value that is not plain data in an action', () => {
    const store = makeStore();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.dispatch({ type: 'test/sentAFunction', payload: () => undefined });
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /non-serializable value was detected in an action/,
    );
    store.dispose();
  });
});

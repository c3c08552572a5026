// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type PageGlobals, createPagePort } from './page';

afterEach(() => {
  history.replaceState(null, '', '/');
  Reflect.deleteProperty(navigator, 'connection');
});

describe('page adapter', () => {
  it('reads the location of the page', () => {
    history.replaceState(null, '', '/lobby?stag=aff_1');
    expect(createPagePort().location()).toEqual({
      origin: 'http://localhost:3000',
      hostname: 'localhost',
      pathname: '/lobby',
      search: '?stag=aff_1',
    });
  });

  it('reads the host and path alone for events', () => {
    history.replaceState(null, '', '/cashier?x=1');
    expect(createPagePort().path()).toEqual({ hostname: 'localhost', pathname: '/cashier' });
  });

  it('reads cookies and the user agent', () => {
    document.cookie = 'page_test=1';
    const page = createPagePort();
    expect(page.cookies()).toContain('page_test=1');
    expect(page.userAgent()).toBe(navigator.userAgent);
    document.cookie = 'page_test=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('reads the effective connection type when the browser reports one', () => {
    const page = createPagePort();
    expect(page.connectionType()).toBeUndefined();
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '3g' },
      configurable: true,
    });
    expect(page.connectionType()).toBe('3g');
  });

  it('reads an unreadable cookie jar as empty', () => {
    const globals: PageGlobals = {
      location: window.location,
      navigator: window.navigator,
      document: {
        get cookie(): string {
          throw new DOMException('sandboxed', 'SecurityError');
        },
      },
    };
    expect(createPagePort(globals).cookies()).toBe('');
  });
});

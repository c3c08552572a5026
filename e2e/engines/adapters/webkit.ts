/**
 * WebKitGTK: Debian's WebKitWebDriver (webkit2gtk-driver) driving its MiniBrowser through
 * selenium-webdriver, on a virtual X display (xvfb-run). MiniBrowser keeps WebKit's page cache
 * (its back-forward cache) on, as Safari does.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, Key as SeleniumKey, Origin } from 'selenium-webdriver';
import type { EngineLauncher, Key } from '../driver';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? 'WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<Key, string> = {
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Space: SeleniumKey.SPACE,
  Escape: SeleniumKey.ESCAPE,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('No port'));
      });
    });
  });
}

/** Polls the driver's `/status` until it answers (it takes a moment to listen). */
async function driverReady(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited()) throw new Error('WebKitWebDriver exited before it listened');
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const launchWebKit: EngineLauncher = async (viewport) => {
  const port = await freePort();
  // Its own process group, so that closing ends xvfb-run, Xvfb, the driver and MiniBrowser.
  const server = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER, `--port=${String(port)}`],
    { detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  const stop = () => {
    if (!exited && server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
  };
  const url = `http://127.0.0.1:${String(port)}`;
  try {
    await driverReady(url, () => exited);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      })
      .build();
    await driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, ...viewport });
    const capabilities = await driver.getCapabilities();
    return {
      engine: 'webkit',
      version: `WebKitGTK ${String(capabilities.get('browserVersion'))}`,
      goto: (to) => driver.get(to),
      back: () => driver.navigate().back(),
      url: () => driver.getCurrentUrl(),
      evaluate: (expression) => driver.executeScript(`return ${expression};`),
      click: (x, y) => driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
      type: (text) => driver.actions().sendKeys(text).perform(),
      press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
      close: async () => {
        try {
          await driver.quit();
        } finally {
          stop();
        }
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
};

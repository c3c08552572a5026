/**
 * WebKitGTK: Debian's WebKitWebDriver (webkit2gtk-driver) driving its MiniBrowser through
 * selenium-webdriver, on a virtual X display (xvfb-run). MiniBrowser keeps WebKit's page cache
 * (its back-forward cache) on, as Safari does.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, Key as SeleniumKey, Origin } from 'selenium-webdriver';
import type { EngineLauncher, Key } from '../driver';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? 'WebKitWebDriver';

/** Debian's MiniBrowser: /usr/lib/<architecture>/webkit2gtk-4.1 (or 4.0)/MiniBrowser. */
function findMiniBrowser(): string {
  const given = process.env.MINIBROWSER_PATH;
  if (given !== undefined) return given;
  for (const architecture of readdirSync('/usr/lib').filter((name) =>
    name.endsWith('-linux-gnu'),
  )) {
    for (const version of ['webkit2gtk-4.1', 'webkit2gtk-4.0']) {
      const path = `/usr/lib/${architecture}/${version}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  throw new Error('No MiniBrowser (apt-get install webkit2gtk-driver) and no MINIBROWSER_PATH');
}

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
        'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] },
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

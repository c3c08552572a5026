/** `npm start` (the production build and the embedded back end) on a port of the suite's own. */
import { spawn } from 'node:child_process';

export interface CashierServer {
  url: string;
  stop(): void;
}

export async function startCashier(port: number): Promise<CashierServer> {
  const url = `http://127.0.0.1:${String(port)}`;
  // Its own process group: stopping it ends npm and the server it started.
  const server = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const state = { exited: false };
  server.once('exit', () => {
    state.exited = true;
  });
  const stop = () => {
    if (!state.exited && server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (state.exited) throw new Error('npm start exited before it served the cashier');
    let last = 'no answer';
    try {
      const answer = await fetch(url);
      if (answer.ok) return { url, stop };
      last = `HTTP ${String(answer.status)}`;
    } catch (error) {
      // Not listening yet, or a port fetch refuses ("bad port"): say which at the deadline.
      last = error instanceof Error ? `${error.message}: ${String(error.cause)}` : String(error);
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`npm start did not serve ${url} (last: ${last})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

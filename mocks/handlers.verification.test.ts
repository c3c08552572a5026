// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VERIFICATION_DOCUMENTS_PATH, cashierPaths } from '@features/payments/api/paths';
import {
  configResponseSchema,
  errorBodySchema,
  verificationUploadResponseSchema,
} from '@features/payments/api/schemas';
import { liveMessageSchema } from '@features/payments/live/liveProtocol';
import { type LivePayments, type LiveTimers, createLivePayments } from './backend/live';
import { MOCK_PLAYER_HEADER } from './backend/player';
import { MOCK_VERIFICATION_RESET_PATH, REJECTED_REASON } from './backend/verification';
import { createHandlers, defaultCatalog } from './handlers';
import { server } from './node';
import { apiUrl, call, jsonInit, payByCard } from './testing';

const PLAYER = { [MOCK_PLAYER_HEADER]: 'verificationRequired' };

let live: LivePayments;
let scheduled: (() => void)[];
let frames: unknown[];
/** What a socket of another player (the default one) got. */
let othersFrames: unknown[];

beforeEach(() => {
  scheduled = [];
  const timers: LiveTimers = {
    setTimeout: (callback) => scheduled.push(callback),
    clearTimeout: () => undefined,
  };
  live = createLivePayments({ timers });
  frames = [];
  othersFrames = [];
  live.connect((frame) => frames.push(JSON.parse(frame)), PLAYER[MOCK_PLAYER_HEADER]);
  live.connect((frame) => othersFrames.push(JSON.parse(frame)));
  server.use(...createHandlers(defaultCatalog, { live }));
});
afterEach(() => {
  live.dispose();
});

const dataUrl = (type: string, name: string, text = 'scan') =>
  `data:${type};name=${encodeURIComponent(name)};base64,${btoa(text)}`;

const upload = (document: string) =>
  call(apiUrl(VERIFICATION_DOCUMENTS_PATH), jsonInit({ document }, PLAYER));

async function verificationNow() {
  const answer = await call(apiUrl(cashierPaths.config), { headers: PLAYER });
  return configResponseSchema.parse(answer.body).player?.verification;
}

function submit(action: 'deposit' | 'cashout', amount: string) {
  return payByCard(amount, { action, headers: PLAYER });
}

const verificationMessages = () =>
  frames
    .map((frame) => liveMessageSchema.parse(frame))
    .flatMap((message) =>
      message.type === 'player.verification' ? [message.verification.status] : [],
    );

describe('mock identity verification', () => {
  it('refuses a gated cash-out and a deposit above the threshold until verified', async () => {
    const cashout = await submit('cashout', '20.00');
    expect(cashout.status).toBe(403);
    expect(errorBodySchema.parse(cashout.body).error.type).toBe('verification_required');
    expect((await submit('deposit', '2000.01')).status).toBe(403);
    expect((await submit('deposit', '2000.00')).status).toBe(200);
  });

  it('takes a document as pending, then approves it and pushes each state', async () => {
    const answer = await upload(dataUrl('image/png', 'passport.png'));
    expect(answer.status).toBe(200);
    expect(verificationUploadResponseSchema.parse(answer.body).verification).toEqual({
      status: 'pending',
      gates: { cashout: true, depositsAbove: '2000.00' },
    });
    expect((await verificationNow())?.status).toBe('pending');
    expect((await submit('cashout', '20.00')).status).toBe(403);

    for (const callback of scheduled.splice(0)) callback();
    expect(verificationMessages()).toEqual(['pending', 'verified']);
    // Only the player's own sockets hear of it.
    expect(othersFrames).toEqual([{ type: 'hello', protocol: 1 }]);
    expect((await verificationNow())?.status).toBe('verified');
    expect((await submit('cashout', '20.00')).status).toBe(200);
  });

  it('rejects a document whose name contains "reject", with a reason', async () => {
    await upload(dataUrl('application/pdf', 'Please-REJECT-this.pdf'));
    for (const callback of scheduled.splice(0)) callback();
    expect(await verificationNow()).toMatchObject({ status: 'rejected', reason: REJECTED_REASON });
  });

  it('refuses what is not a PDF, JPEG or PNG data URL', async () => {
    const word = await upload(dataUrl('application/msword', 'id.doc'));
    expect(word.status).toBe(400);
    expect(errorBodySchema.parse(word.body).error).toMatchObject({
      type: 'params_error',
      fields: { document: 'Upload a PDF, JPEG or PNG.' },
    });
    expect((await upload('https://example.com/id.png')).status).toBe(400);
    expect(scheduled).toHaveLength(0);
    expect((await verificationNow())?.status).toBe('required');
  });

  it('goes back to the catalog state on reset, and a decision due after it is dropped', async () => {
    await upload(dataUrl('image/jpeg', 'id.jpg'));
    const reset = await call(apiUrl(MOCK_VERIFICATION_RESET_PATH), { method: 'POST' });
    expect(reset.status).toBe(204);
    expect((await verificationNow())?.status).toBe('required');
    for (const callback of scheduled.splice(0)) callback();
    expect((await verificationNow())?.status).toBe('required');
    expect(verificationMessages()).toEqual(['pending']);
  });
});

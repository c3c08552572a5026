// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cashierPaths } from '@contract/paths';
import { configResponseSchema, verificationUploadResponseSchema } from '@contract/payments/player';
import { errorBodySchema } from '@contract/payments/payment';
import { liveMessageSchema } from '@contract/live';
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

const upload = (document: string, kind = 'identity') =>
  call(apiUrl(cashierPaths.verificationDocuments), jsonInit({ kind, document }, PLAYER));

const GATES = { cashout: true, depositsAbove: '2000.00' };
const ASKED_WHY = 'Please upload a photo ID and a proof of address.';

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

  it('takes each asked-for document as pending, then accepts each and pushes each state', async () => {
    const first = await upload(dataUrl('image/png', 'passport.png'));
    expect(first.status).toBe(200);
    expect(verificationUploadResponseSchema.parse(first.body).verification).toEqual({
      status: 'required',
      reason: ASKED_WHY,
      documents: [
        { kind: 'identity', status: 'pending' },
        { kind: 'proof_of_address', status: 'required' },
      ],
      gates: GATES,
    });
    const second = await upload(dataUrl('application/pdf', 'bill.pdf'), 'proof_of_address');
    expect(verificationUploadResponseSchema.parse(second.body).verification).toEqual({
      status: 'pending',
      documents: [
        { kind: 'identity', status: 'pending' },
        { kind: 'proof_of_address', status: 'pending' },
      ],
      gates: GATES,
    });
    expect((await verificationNow())?.status).toBe('pending');
    expect((await submit('cashout', '20.00')).status).toBe(403);

    for (const callback of scheduled.splice(0)) callback();
    expect(verificationMessages()).toEqual(['required', 'pending', 'pending', 'verified']);
    // Only the player's own sockets hear of it.
    expect(othersFrames).toEqual([{ type: 'hello', protocol: 1 }]);
    expect(await verificationNow()).toEqual({
      status: 'verified',
      documents: [
        { kind: 'identity', status: 'accepted' },
        { kind: 'proof_of_address', status: 'accepted' },
      ],
      gates: GATES,
    });
    expect((await submit('cashout', '20.00')).status).toBe(200);
  });

  it('rejects a document whose name contains "reject", with its reason, and only that one', async () => {
    await upload(dataUrl('application/pdf', 'Please-REJECT-this.pdf'));
    for (const callback of scheduled.splice(0)) callback();
    expect(await verificationNow()).toEqual({
      status: 'rejected',
      documents: [
        { kind: 'identity', status: 'rejected', reason: REJECTED_REASON },
        { kind: 'proof_of_address', status: 'required' },
      ],
      gates: GATES,
    });
    // A rejected document may be sent again.
    expect((await upload(dataUrl('image/png', 'passport.png'))).status).toBe(200);
  });

  it('refuses a document not asked for, or one already received', async () => {
    const selfie = await upload(dataUrl('image/png', 'me.png'), 'selfie');
    expect(selfie.status).toBe(400);
    expect(errorBodySchema.parse(selfie.body).error.fields).toEqual({
      kind: 'This document is not asked for.',
    });
    expect((await upload(dataUrl('image/png', 'id.png'))).status).toBe(200);
    const again = await upload(dataUrl('image/png', 'id-again.png'));
    expect(errorBodySchema.parse(again.body).error.fields).toEqual({
      kind: 'This document was already received.',
    });
    expect((await upload(dataUrl('image/png', 'id.png'), 'passport')).status).toBe(400);
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
    expect(verificationMessages()).toEqual(['required']);
  });
});

import { describe, expect, it } from 'vitest';
import { askedDocuments, checkStatusOf, verificationHolds } from './verification';

const deposit = (amount: string, currency = 'EUR') =>
  ({ action: 'deposit', currency, amount }) as const;

describe('verificationHolds', () => {
  const gated = { status: 'required', gates: { cashout: true, depositsAbove: '2000.00' } } as const;

  it('holds every cash-out and the deposits above the threshold in the player currency', () => {
    expect(
      verificationHolds(gated, { action: 'cashout', currency: 'USD', amount: '1' }, 'EUR'),
    ).toBe(true);
    expect(verificationHolds(gated, deposit('2000'), 'EUR')).toBe(false);
    expect(verificationHolds(gated, deposit('2000.01'), 'EUR')).toBe(true);
    expect(verificationHolds(gated, deposit('5000', 'USD'), 'EUR')).toBe(false);
  });

  it('holds nothing once verified, or without a check', () => {
    expect(verificationHolds({ ...gated, status: 'verified' }, deposit('5000'), 'EUR')).toBe(false);
    expect(verificationHolds(undefined, deposit('5000'), 'EUR')).toBe(false);
  });
});

describe('askedDocuments', () => {
  it('asks for one identity document when the check names none', () => {
    expect(askedDocuments({ status: 'verified' })).toEqual([
      { kind: 'identity', status: 'accepted' },
    ]);
  });

  it('asks for each kind once, the first named', () => {
    const documents = [
      { kind: 'identity', status: 'required' },
      { kind: 'proof_of_address', status: 'pending' },
      { kind: 'identity', status: 'accepted' },
    ] as const;
    expect(askedDocuments({ status: 'required', documents: [...documents] })).toEqual([
      documents[0],
      documents[1],
    ]);
  });
});

describe('checkStatusOf', () => {
  it('stands where its least advanced document does', () => {
    expect(
      checkStatusOf([{ status: 'accepted' }, { status: 'rejected' }, { status: 'required' }]),
    ).toBe('rejected');
    expect(checkStatusOf([{ status: 'pending' }, { status: 'required' }])).toBe('required');
    expect(checkStatusOf([{ status: 'accepted' }, { status: 'pending' }])).toBe('pending');
    expect(checkStatusOf([{ status: 'accepted' }])).toBe('verified');
  });
});

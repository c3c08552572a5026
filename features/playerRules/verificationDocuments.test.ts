import { describe, expect, it } from 'vitest';
import { askedDocuments, awaitsUpload, statusOfDocuments } from './verificationDocuments';

describe('the documents of the identity check', () => {
  it('asks for each document the back end names, each kind once', () => {
    expect(
      askedDocuments({
        status: 'required',
        documents: [
          { kind: 'identity', status: 'pending' },
          { kind: 'proof_of_address', status: 'required' },
          { kind: 'identity', status: 'required' },
        ],
      }),
    ).toEqual([
      { kind: 'identity', status: 'pending' },
      { kind: 'proof_of_address', status: 'required' },
    ]);
  });

  it('asks for one identity document standing where the check does when none is named', () => {
    expect(askedDocuments({ status: 'required', reason: 'Why we ask' })).toEqual([
      { kind: 'identity', status: 'required' },
    ]);
    expect(askedDocuments({ status: 'rejected', reason: 'Unreadable' })).toEqual([
      { kind: 'identity', status: 'rejected' },
    ]);
    expect(askedDocuments({ status: 'pending', documents: [] })).toEqual([
      { kind: 'identity', status: 'pending' },
    ]);
  });

  it('takes an upload for a document asked for or not accepted only', () => {
    expect(awaitsUpload({ status: 'required' })).toBe(true);
    expect(awaitsUpload({ status: 'rejected' })).toBe(true);
    expect(awaitsUpload({ status: 'pending' })).toBe(false);
    expect(awaitsUpload({ status: 'accepted' })).toBe(false);
  });

  it('tells where the check stands from its documents', () => {
    expect(statusOfDocuments([{ status: 'pending' }, { status: 'required' }])).toBe('required');
    expect(statusOfDocuments([{ status: 'pending' }, { status: 'rejected' }])).toBe('rejected');
    expect(statusOfDocuments([{ status: 'pending' }, { status: 'accepted' }])).toBe('pending');
    expect(statusOfDocuments([{ status: 'accepted' }, { status: 'accepted' }])).toBe('verified');
  });
});

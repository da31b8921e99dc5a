import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  VERIFICATION_NOTE_MAX,
  checkDocument,
  maySendDocuments,
  validateVerification,
} from '@/features/portal/verification-model';
import { parseVerificationRequest } from '@/features/portal/api';

// The verification form's rules (src/features/portal/verification-model.ts).
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkDocument', () => {
  it('takes PDF, JPEG and PNG up to 10 MB', () => {
    expect(checkDocument(file('licence.pdf', 'application/pdf'))).toBeNull();
    expect(checkDocument(file('scan.jpg', 'image/jpeg'))).toBeNull();
    expect(checkDocument(file('scan.PNG', 'image/png', DOCUMENT_MAX_BYTES))).toBeNull();
  });

  it('refuses other types, whatever the name says', () => {
    expect(checkDocument(file('licence.docx', 'application/msword'))).toBe(
      'verification.errors.fileType',
    );
    expect(checkDocument(file('photo.pdf', 'image/heic'))).toBe('verification.errors.fileType');
    expect(checkDocument(file('anim.gif', 'image/gif'))).toBe('verification.errors.fileType');
  });

  it('judges a file of unknown type by its name', () => {
    expect(checkDocument(file('LICENCE.PDF', ''))).toBeNull();
    expect(checkDocument(file('insurance.jpeg', ''))).toBeNull();
    expect(checkDocument(file('insurance.txt', ''))).toBe('verification.errors.fileType');
    expect(checkDocument(file('pdf', ''))).toBe('verification.errors.fileType');
  });

  it('refuses a file over 10 MB (10 × 1024 × 1024 bytes)', () => {
    expect(DOCUMENT_MAX_BYTES).toBe(10_485_760);
    expect(checkDocument(file('big.pdf', 'application/pdf', DOCUMENT_MAX_BYTES + 1))).toBe(
      'verification.errors.fileSize',
    );
  });
});

describe('validateVerification', () => {
  const pdf = file('a.pdf', 'application/pdf');

  it('needs at least one document', () => {
    expect(validateVerification({ licence: null, insurance: null, note: 'hi' })).toEqual({
      documents: 'verification.errors.noFile',
    });
    expect(validateVerification({ licence: pdf, insurance: null, note: '' })).toEqual({});
    expect(validateVerification({ licence: null, insurance: pdf, note: '' })).toEqual({});
    expect(validateVerification({ licence: pdf, insurance: pdf, note: '' })).toEqual({});
  });

  it('says which document is wrong', () => {
    expect(
      validateVerification({
        licence: file('a.exe', 'application/x-msdownload'),
        insurance: file('b.png', 'image/png', DOCUMENT_MAX_BYTES * 2),
        note: '',
      }),
    ).toEqual({
      licence: 'verification.errors.fileType',
      insurance: 'verification.errors.fileSize',
    });
  });

  it('keeps the note within its limit (spaces around it not counted)', () => {
    const long = 'x'.repeat(VERIFICATION_NOTE_MAX);
    expect(validateVerification({ licence: pdf, insurance: null, note: ` ${long} ` })).toEqual({});
    expect(validateVerification({ licence: pdf, insurance: null, note: `${long}x` })).toEqual({
      note: 'verification.errors.note',
    });
  });
});

describe('maySendDocuments', () => {
  it('not while a request waits for staff', () => {
    expect(maySendDocuments([])).toBe(true);
    expect(maySendDocuments([{ status: 'rejected' }, { status: 'approved' }])).toBe(true);
    expect(maySendDocuments([{ status: 'rejected' }, { status: 'pending' }])).toBe(false);
  });
});

describe('parseVerificationRequest', () => {
  it("reads the owner's request, a missing status as waiting for staff", () => {
    expect(
      parseVerificationRequest({
        id: 'req000000000001',
        status: 'rejected',
        licence_document: 'licence_abc.pdf',
        insurance_document: '',
        note: 'renewed',
        decision_reason: 'Expired.',
        decided_at: '2026-11-24 10:00:00.000Z',
        created: '2026-11-20 10:00:00.000Z',
        collectionName: 'verification_requests',
      }),
    ).toEqual({
      id: 'req000000000001',
      status: 'rejected',
      licence_document: 'licence_abc.pdf',
      insurance_document: '',
      note: 'renewed',
      decision_reason: 'Expired.',
      decided_at: '2026-11-24 10:00:00.000Z',
      created: '2026-11-20 10:00:00.000Z',
    });
    expect(parseVerificationRequest({ id: 'req000000000002', status: '' })?.status).toBe('pending');
    expect(parseVerificationRequest({ id: 'req000000000003' })?.decision_reason).toBe('');
  });

  it('refuses what is not a request', () => {
    expect(parseVerificationRequest(null)).toBeNull();
    expect(parseVerificationRequest({ status: 'pending' })).toBeNull();
    expect(parseVerificationRequest({ id: 'req000000000004', status: 'lost' })).toBeNull();
  });
});

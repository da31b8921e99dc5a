import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  checkFile,
  confirmationByEmail,
  parseReceipt,
  replyKey,
  validateLegal,
  validateSupport,
} from '@/features/contact/model';

// The contact forms' rules (src/features/contact/model.ts): fields, files, the server receipt.
const support = {
  topic: 'bug',
  message: 'The save button does nothing.',
  email: 'me@example.com',
  file: null,
};
const legal = {
  type: 'copyright',
  organisation: 'Rights Ltd',
  name: 'Ann Lee',
  email: 'ann@rights.example',
  theirReference: '',
  message: 'A listing copies our photographs.',
  file: null,
};

describe('validateSupport', () => {
  it('takes a complete request', () => {
    expect(validateSupport(support)).toEqual({});
  });

  it('names each wrong field with the limit its message needs', () => {
    expect(validateSupport({ topic: '', message: '  short  ', email: 'me@', file: null })).toEqual({
      topic: { key: 'errors.topic' },
      message: { key: 'errors.tooShort', values: { min: 10 } },
      email: { key: 'errors.email' },
    });
    expect(validateSupport({ ...support, message: 'x'.repeat(5001), email: ' ' })).toEqual({
      message: { key: 'errors.tooLong', values: { max: 5000 } },
      email: { key: 'errors.required' },
    });
  });

  it('checks the screenshot by type and size', () => {
    const file = (type: string, size: number, name = 'shot.png') => ({ name, type, size });
    expect(validateSupport({ ...support, file: file('image/webp', 1000) })).toEqual({});
    expect(validateSupport({ ...support, file: file('application/pdf', 1000) }).file).toEqual({
      key: 'errors.fileType',
    });
    expect(
      validateSupport({ ...support, file: file('image/png', 5 * 1024 * 1024 + 1) }).file,
    ).toEqual({ key: 'errors.fileSize', values: { mb: 5 } });
    expect(checkFile('support', file('', 10, 'SHOT.JPG'))).toBeNull();
    expect(checkFile('support', file('', 10, 'shot.gif'))).toEqual({ key: 'errors.fileType' });
  });
});

describe('validateLegal', () => {
  it('takes a complete inquiry without their reference or a file', () => {
    expect(validateLegal(legal)).toEqual({});
  });

  it('requires type, organisation, name, email and message, and limits their reference', () => {
    expect(
      validateLegal({
        ...legal,
        type: 'complaint',
        organisation: ' ',
        name: '',
        email: '',
        theirReference: 'r'.repeat(201),
        message: '',
      }),
    ).toEqual({
      type: { key: 'errors.type' },
      organisation: { key: 'errors.required' },
      name: { key: 'errors.required' },
      email: { key: 'errors.required' },
      theirReference: { key: 'errors.tooLong', values: { max: 200 } },
      message: { key: 'errors.required' },
    });
  });

  it('takes one PDF up to 10 MB and nothing else', () => {
    const pdf = { name: 'order.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 };
    expect(validateLegal({ ...legal, file: pdf })).toEqual({});
    expect(validateLegal({ ...legal, file: { ...pdf, size: pdf.size + 1 } }).file).toEqual({
      key: 'errors.fileSize',
      values: { mb: 10 },
    });
    expect(validateLegal({ ...legal, file: { ...pdf, type: 'image/png' } }).file).toEqual({
      key: 'errors.fileType',
    });
    expect(acceptOf('legal')).toBe('application/pdf,.pdf');
  });
});

describe('parseReceipt', () => {
  it('reads a receipt and refuses anything else', () => {
    expect(parseReceipt({ reference: 'SR-7KQ2-9XM4', reply: 'sent' })).toEqual({
      reference: 'SR-7KQ2-9XM4',
      reply: 'sent',
    });
    expect(parseReceipt({ reference: 'LI-AAAA-2222', reply: 'not_configured' })?.reply).toBe(
      'not_configured',
    );
    expect(parseReceipt({ reference: 'SR-7KQ2-9XM4', reply: 'limited' })?.reply).toBe('limited');
    for (const reply of ['guest', 'not_own_address', 'unverified'] as const) {
      expect(parseReceipt({ reference: 'SR-7KQ2-9XM4', reply })?.reply).toBe(reply);
    }
    expect(parseReceipt({ reference: '<b>', reply: 'sent' })).toBeNull();
    expect(parseReceipt({ reference: 'SR-7KQ2-9XM4', reply: 'maybe' })).toBeNull();
    expect(parseReceipt('<html>')).toBeNull();
  });

  it('words each reply outcome differently', () => {
    const keys = (
      [
        'sent',
        'failed',
        'not_configured',
        'limited',
        'guest',
        'not_own_address',
        'unverified',
        'pending',
      ] as const
    ).map(replyKey);
    expect(new Set(keys).size).toBe(8);
    expect(replyKey('not_configured')).toBe('status.replyNotConfigured');
    expect(replyKey('limited')).toBe('status.replyLimited');
    expect(replyKey('guest')).toBe('status.replyGuest');
    expect(replyKey('not_own_address')).toBe('status.replyNotOwnAddress');
    expect(replyKey('unverified')).toBe('status.replyUnverified');
  });
});

describe('confirmationByEmail', () => {
  const user = { email: 'Ann@Example.com', verified: true };

  it("is true only for a signed-in sender's own confirmed address, in any case", () => {
    expect(confirmationByEmail(user, ' ann@example.COM ')).toBe(true);
    expect(confirmationByEmail(null, 'ann@example.com')).toBe(false);
    expect(confirmationByEmail(user, 'ann+1@example.com')).toBe(false);
    expect(confirmationByEmail(user, 'someone@example.com')).toBe(false);
    expect(confirmationByEmail({ ...user, verified: false }, 'ann@example.com')).toBe(false);
    expect(confirmationByEmail({ email: 'ann@example.com' }, 'ann@example.com')).toBe(false);
  });
});

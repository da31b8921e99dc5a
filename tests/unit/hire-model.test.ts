import { describe, expect, it } from 'vitest';
import type { HireRequest } from '@/data/hires';
import { validateHire } from '@/features/profile/model';
import { localDay } from '@/lib/local-day';

const TODAY = '2026-11-23';
const valid: HireRequest = {
  trade: 't-roof',
  description: 'Replace the ridge tiles on a bungalow.',
  preferredStart: '2026-12-01',
  preferredEnd: '2026-12-05',
  contactPreference: 'either',
  clientPhone: '',
};

describe('validateHire (the hire request form)', () => {
  it('accepts a complete request, with or without dates and phone', () => {
    expect(validateHire(valid, TODAY)).toEqual({});
    expect(validateHire({ ...valid, preferredStart: '', preferredEnd: '' }, TODAY)).toEqual({});
    expect(validateHire({ ...valid, clientPhone: '+1 (217) 555-0100' }, TODAY)).toEqual({});
  });

  it('needs a trade and a description of 10 to 2000 characters', () => {
    expect(validateHire({ ...valid, trade: '' }, TODAY)).toEqual({ trade: 'hire.errors.trade' });
    expect(validateHire({ ...valid, description: '  too short ' }, TODAY).description).toBe(
      'hire.errors.description',
    );
    expect(validateHire({ ...valid, description: 'x'.repeat(2001) }, TODAY).description).toBe(
      'hire.errors.description',
    );
  });

  it('refuses a start in the past and a finish before the start', () => {
    expect(validateHire({ ...valid, preferredStart: '2026-11-22' }, TODAY)).toEqual({
      preferredEnd: 'hire.errors.dates',
    });
    expect(validateHire({ ...valid, preferredEnd: '2026-11-30' }, TODAY)).toEqual({
      preferredEnd: 'hire.errors.dates',
    });
  });

  it('needs a phone number when the client asks to be phoned, and a well-formed one always', () => {
    expect(validateHire({ ...valid, contactPreference: 'phone' }, TODAY)).toEqual({
      clientPhone: 'hire.errors.phone',
    });
    expect(
      validateHire({ ...valid, contactPreference: 'phone', clientPhone: '555 0100' }, TODAY),
    ).toEqual({});
    expect(validateHire({ ...valid, clientPhone: 'call me' }, TODAY)).toEqual({
      clientPhone: 'hire.errors.phone',
    });
    expect(validateHire({ ...valid, clientPhone: '1'.repeat(33) }, TODAY)).toEqual({
      clientPhone: 'hire.errors.phone',
    });
  });

  it('gives the local day as YYYY-MM-DD', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('the hire request schema, shared by the form and the repository', () => {
  it('reports every refused field at once, the dates and the phone too', () => {
    expect(
      validateHire(
        {
          trade: '',
          description: 'short',
          preferredStart: '2026-11-01',
          preferredEnd: '',
          contactPreference: 'phone',
          clientPhone: '',
        },
        TODAY,
      ),
    ).toEqual({
      trade: 'hire.errors.trade',
      description: 'hire.errors.description',
      preferredEnd: 'hire.errors.dates',
      clientPhone: 'hire.errors.phone',
    });
  });
});

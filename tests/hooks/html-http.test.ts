import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

const { escapeHtml } = loadHooksLib('html.js') as { escapeHtml: (text: string) => string };
const { throwFieldErrors } = loadHooksLib('http.js') as {
  throwFieldErrors: (
    message: string,
    errors: Record<string, { code: string; message: string }>,
  ) => never;
};

describe('escapeHtml', () => {
  it('escapes the characters that open markup or end an attribute, ampersands first', () => {
    expect(escapeHtml('<a href="x">Tom & Jerry</a>')).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
    expect(escapeHtml('Ünïcode — نص')).toBe('Ünïcode — نص');
  });
});

describe('throwFieldErrors', () => {
  // In PocketBase these are the JSVM's error classes; here, records of what they were given.
  class ValidationError {
    constructor(
      readonly code: string,
      readonly message: string,
    ) {}
  }
  class BadRequestError extends Error {
    constructor(
      message: string,
      readonly data: unknown,
    ) {
      super(message);
    }
  }
  Object.assign(globalThis, { ValidationError, BadRequestError });

  it('throws a 400 whose data maps each field to a ValidationError(code, message)', () => {
    let thrown: unknown;
    try {
      throwFieldErrors('Invalid visit.', {
        visitorId: { code: 'validation_invalid_format', message: 'Must be 8-64 letters.' },
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BadRequestError);
    expect((thrown as BadRequestError).message).toBe('Invalid visit.');
    expect((thrown as BadRequestError).data).toEqual({
      visitorId: new ValidationError('validation_invalid_format', 'Must be 8-64 letters.'),
    });
  });
});

import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

type Problem = { code: string; message: string } | null;
const { passwordProblem, bodyPasswordProblem, PASSWORD_MIN_LENGTH } = loadHooksLib(
  'password-policy.js',
) as {
  passwordProblem: (password: string) => Problem;
  bodyPasswordProblem: (body: unknown) => Problem;
  PASSWORD_MIN_LENGTH: number;
};
const list = loadHooksLib('common-passwords.json') as {
  source: string;
  license: string;
  passwords: string[];
};

describe('passwordProblem', () => {
  it('refuses fewer than 10 characters, counted as code points', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    for (const short of ['password', '12345678', 'aaaaaaaa', 'nine-char']) {
      expect(passwordProblem(short)?.code, short).toBe('validation_password_too_short');
    }
    // Nine emoji are 18 UTF-16 units but nine characters.
    expect(passwordProblem('🔑'.repeat(9))?.code).toBe('validation_password_too_short');
    expect(passwordProblem('🔑'.repeat(10))).toBeNull();
  });

  it('refuses a password of nothing but whitespace, whatever its length', () => {
    for (const blank of [' '.repeat(10), ' '.repeat(3), '\t\n \u00a0\u2003'.repeat(4)]) {
      expect(passwordProblem(blank)?.code, JSON.stringify(blank)).toBe('validation_password_blank');
    }
    expect(passwordProblem(' tr4de-mark ')).toBeNull();
  });

  it('refuses a common password whatever its case, and accepts others', () => {
    for (const common of ['qwertyuiop', '1234567890', 'PASSWORD123', 'Basketball']) {
      expect(passwordProblem(common)?.code, common).toBe('validation_password_common');
    }
    expect(passwordProblem('tr4de-mark')).toBeNull();
  });
});

describe('bodyPasswordProblem', () => {
  it('checks only a body that sets a password', () => {
    expect(bodyPasswordProblem({ name: 'Ann' })).toBeNull();
    expect(bodyPasswordProblem({ password: '' })).toBeNull();
    expect(bodyPasswordProblem(null)).toBeNull();
    expect(bodyPasswordProblem({ password: 12345678 })).toBeNull();
    expect(bodyPasswordProblem({ password: '12345678' })?.code).toBe(
      'validation_password_too_short',
    );
  });
});

describe('common-passwords.json', () => {
  it('names its source and licence, and holds only lower-case entries of 10+ characters', () => {
    expect(list.source).toContain('@zxcvbn-ts/language-common');
    expect(list.license).toMatch(/^MIT/);
    expect(list.passwords.length).toBeGreaterThan(1000);
    for (const word of list.passwords) {
      expect(word).toBe(word.toLowerCase());
      expect(Array.from(word).length).toBeGreaterThanOrEqual(10);
    }
  });
});

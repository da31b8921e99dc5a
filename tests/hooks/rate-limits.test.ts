import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

interface Rule {
  label: string;
  audience: string;
  duration: number;
  maxRequests: number;
}

const { AUTH_AND_CREATE_LIMITS, setRateLimits, removeRateLimits } = loadHooksLib(
  'rate-limits.js',
) as {
  AUTH_AND_CREATE_LIMITS: Rule[];
  setRateLimits: (app: unknown, limits: Rule[]) => void;
  removeRateLimits: (app: unknown, labels: string[]) => void;
};

/** The part of a migration's `app` the helpers use: settings() and save(). */
function fakeApp(rules: Rule[], enabled = false) {
  const settings = { rateLimits: { enabled, rules } };
  const saved: unknown[] = [];
  return {
    settings: () => settings,
    save: (s: unknown) => saved.push(s),
    saved,
    current: settings,
  };
}

const rule = (label: string, maxRequests = 1): Rule => ({
  label,
  audience: '',
  duration: 60,
  maxRequests,
});

describe('setRateLimits', () => {
  it('replaces rules with the same label, keeps the others, enables the limiter and saves', () => {
    const app = fakeApp([rule('*:auth', 2), rule('/api/', 300)]);
    setRateLimits(app, [rule('*:auth', 20), rule('POST /api/x', 5)]);
    expect(app.current.rateLimits.rules).toEqual([
      rule('/api/', 300),
      rule('*:auth', 20),
      rule('POST /api/x', 5),
    ]);
    expect(app.current.rateLimits.enabled).toBe(true);
    expect(app.saved).toHaveLength(1);
  });
});

describe('removeRateLimits', () => {
  it('removes only the given labels and keeps the limiter on while rules remain', () => {
    const app = fakeApp([rule('a'), rule('b')], true);
    removeRateLimits(app, ['a']);
    expect(app.current.rateLimits.rules).toEqual([rule('b')]);
    expect(app.current.rateLimits.enabled).toBe(true);
  });

  it('turns the limiter off when no rule is left', () => {
    const app = fakeApp([rule('a')], true);
    removeRateLimits(app, ['a', 'not-there']);
    expect(app.current.rateLimits.rules).toEqual([]);
    expect(app.current.rateLimits.enabled).toBe(false);
  });
});

describe('AUTH_AND_CREATE_LIMITS', () => {
  it('limits sign-in, sign-up, every email-sending auth route and record creates', () => {
    const labels = AUTH_AND_CREATE_LIMITS.map((l) => l.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        '*:auth',
        'users:create',
        '*:create',
        '*:requestOTP',
        '*:requestPasswordReset',
        '*:requestVerification',
        '*:requestEmailChange',
      ]),
    );
    for (const limit of AUTH_AND_CREATE_LIMITS) {
      expect(limit.maxRequests).toBeGreaterThan(0);
      expect(limit.duration).toBe(60);
    }
  });
});

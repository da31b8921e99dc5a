import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

const { mailCatcherPort, startWarnings } = loadHooksLib('start-notice.js') as {
  mailCatcherPort: (value: string) => number;
  startWarnings: (mailState: string, paymentsOn: boolean) => string[];
};

describe('mailCatcherPort', () => {
  it('reads a port number, else 0', () => {
    expect(mailCatcherPort('1025')).toBe(1025);
    for (const bad of ['', '0', '-1', '1.5', '70000', 'abc']) expect(mailCatcherPort(bad)).toBe(0);
  });
});

describe('startWarnings', () => {
  it('warns of email and payments when both are off', () => {
    const lines = startWarnings('not_configured', false);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^WARNING: email is not set up/);
    expect(lines[1]).toMatch(/^WARNING: payments are off \(no STRIPE_SECRET_KEY\)/);
  });
  it('says nothing of email when it is set up (or only failing for now)', () => {
    expect(startWarnings('ready', true)).toEqual([]);
    expect(startWarnings('failing', true)).toEqual([]);
    expect(startWarnings('ready', false)).toEqual([expect.stringMatching(/payments are off/)]);
  });
});

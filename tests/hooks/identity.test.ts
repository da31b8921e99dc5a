import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

// lib/identity.js: the canonical form of an email (the one answer to "same mailbox?") and the
// address range a sign-up came from.
const { canonicalEmail, addressRange } = loadHooksLib('identity.js') as {
  canonicalEmail: (email: string) => string;
  addressRange: (ip: string) => string;
};

describe('canonicalEmail', () => {
  it('is the same for one mailbox under another case, spacing or +tag, for every domain', () => {
    for (const form of ['k2@x.test', ' K2@X.TEST ', 'k2+again@x.test', 'K2+A+B@x.TEST']) {
      expect(canonicalEmail(form)).toBe('k2@x.test');
    }
  });

  it('drops dots only where the provider ignores them (Gmail, and googlemail.com as Gmail)', () => {
    expect(canonicalEmail('Jo.Smith+jobs@GoogleMail.com')).toBe('josmith@gmail.com');
    expect(canonicalEmail('j.o.smith@gmail.com')).toBe('josmith@gmail.com');
    expect(canonicalEmail('jo.smith@outlook.com')).toBe('jo.smith@outlook.com');
    expect(canonicalEmail('jo.smith@example.com')).toBe('jo.smith@example.com');
  });

  it('keeps different mailboxes apart', () => {
    expect(canonicalEmail('k1@x.test')).not.toBe(canonicalEmail('k2@x.test'));
    expect(canonicalEmail('k1@x.test')).not.toBe(canonicalEmail('k1@y.test'));
    // A local part that is only a tag is not emptied.
    expect(canonicalEmail('+tag@x.test')).toBe('+tag@x.test');
  });

  it('only trims and lower-cases a key that is not an address', () => {
    expect(canonicalEmail(' AbC:dEf ')).toBe('abc:def');
    expect(canonicalEmail('')).toBe('');
  });
});

describe('addressRange', () => {
  it('is the /24 of an IPv4 address and the /48 of an IPv6 one', () => {
    expect(addressRange('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressRange('203.0.113.250')).toBe(addressRange('203.0.113.1'));
    expect(addressRange('2001:db8:1:2::7')).toBe('2001:db8:1::/48');
    expect(addressRange('2001:0db8:0001:ffff::1')).toBe('2001:db8:1::/48');
    expect(addressRange('::1')).toBe('0:0:0::/48');
  });

  it('is empty for what is not an address', () => {
    for (const bad of ['', 'localhost', '300.1.1.1', '1.2.3', 'a::b::c']) {
      expect(addressRange(bad)).toBe('');
    }
  });
});

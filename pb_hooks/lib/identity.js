// One person, one identity (docs/security-model.md "Identity"): the canonical form of an email
// address, the one answer to "is this the same mailbox?" wherever the server asks it (sign-up
// and email change, blocked identities, the free month, per-address mail caps, reviews and
// self-dealing), and the sign-up address range the self-dealing rule compares. Pure; required
// by lib/trust.js, pb_hooks/users.pb.js and the migrations, and unit-tested
// (tests/hooks/identity.test.ts).

/**
 * Mail domains whose mailboxes ignore dots in the local part, as the providers document it:
 * Gmail ("Gmail doesn't recognize dots as characters within usernames", Google's Gmail Help
 * article 7436150, "Dots don't matter in Gmail addresses"), and googlemail.com, the same
 * mailboxes under Gmail's former name (canonicalised to gmail.com first). Other large providers
 * (Outlook/Hotmail, Yahoo, iCloud, Proton) treat dots as characters, so they are not listed.
 */
const DOT_BLIND_DOMAINS = ['gmail.com'];

/** Domains that are another name for the same mailboxes, canonicalised to the value. */
const DOMAIN_ALIASES = /** @type {Record<string, string>} */ ({ 'googlemail.com': 'gmail.com' });

/**
 * The canonical form of an email address: trimmed and lower-cased, the `+tag` of the local
 * part removed for every domain (the sub-addressing of RFC 5233 that most providers deliver to
 * the same mailbox), dots removed for DOT_BLIND_DOMAINS, and domain aliases resolved. Two
 * addresses with the same canonical form are the same person to this server. A value without
 * an `@` (a key that is not an address) is only trimmed and lower-cased.
 * @param {string} email any case and spacing
 * @returns {string} e.g. `Jo.Smith+jobs@GoogleMail.com` → `josmith@gmail.com`
 */
function canonicalEmail(email) {
  const text = String(email || '')
    .trim()
    .toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1);
  domain = DOMAIN_ALIASES[domain] || domain;
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOT_BLIND_DOMAINS.indexOf(domain) >= 0) local = local.split('.').join('');
  return `${local}@${domain}`;
}

/**
 * The address range a sign-up came from, as the self-dealing rule compares it: the /24 of an
 * IPv4 address, the /48 of an IPv6 one (a home or office network, not one device).
 * @param {string} ip e.g. `203.0.113.7` or `2001:db8:1:2::7`
 * @returns {string} e.g. `203.0.113.0/24`, `2001:db8:1::/48`; '' when it is not an address
 */
function addressRange(ip) {
  const text = String(ip || '').trim();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    if (v4.slice(1).some((part) => Number(part) > 255)) return '';
    return `${Number(v4[1])}.${Number(v4[2])}.${Number(v4[3])}.0/24`;
  }
  if (text.indexOf(':') < 0 || !/^[0-9a-f:.]+$/i.test(text)) return '';
  const halves = text.toLowerCase().split('::');
  if (halves.length > 2) return '';
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const groups =
    halves.length === 2
      ? head.concat(new Array(Math.max(0, 8 - head.length - tail.length)).fill('0'), tail)
      : head;
  if (groups.length < 3) return '';
  const first = groups.slice(0, 3).map((g) => Number.parseInt(g || '0', 16).toString(16));
  return `${first.join(':')}::/48`;
}

module.exports = { DOT_BLIND_DOMAINS, DOMAIN_ALIASES, canonicalEmail, addressRange };

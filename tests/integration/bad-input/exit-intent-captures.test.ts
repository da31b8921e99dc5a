import { describe, expect, it } from 'vitest';
import { HTML, opts, SCRIPT, useMatrix } from '../../support/bad-input';
import { bad, byCreateRule, row, type Fields, type Row } from '../../support/refusal';

// Bad input to `exit_intent_captures`: a guest leaving an email. Every case answers 4xx and
// writes nothing (tests/support/bad-input.ts).
const m = useMatrix('bad-input/exit-intent-captures');

describe('exit_intent_captures: leaving an email, as a guest', () => {
  const capture = (fields: Fields = {}): Fields => ({
    email: 'lead@example.com',
    user_intent: 'hirer',
    language_preference: 'English',
    ...fields,
  });

  it.each<Row<Fields>>([
    row(
      'a capture without email',
      () => capture({ email: undefined }),
      bad('email', 'validation_required'),
    ),
    row(
      'a capture without user_intent',
      () => capture({ user_intent: undefined }),
      bad('user_intent', 'validation_required'),
    ),
    row(
      'email "not-an-email"',
      () => capture({ email: 'not-an-email' }),
      bad('email', 'validation_is_email'),
    ),
    row(
      'email <script> in the local part',
      () => capture({ email: `${SCRIPT}@example.com` }),
      bad('email', 'validation_is_email'),
    ),
    row(
      'user_intent "spy" (not an allowed value)',
      () => capture({ user_intent: 'spy' }),
      bad('user_intent', 'validation_invalid_value'),
    ),
    // PocketBase 0.40.6 alone keeps the last element; lib/body-types.js refuses it.
    row(
      'user_intent ["hirer", "contractor"] (an array for a single select)',
      () => capture({ user_intent: ['hirer', 'contractor'] }),
      bad('user_intent', 'validation_invalid_type'),
    ),
    row(
      'language_preference "Klingon"',
      () => capture({ language_preference: 'Klingon' }),
      bad('language_preference', 'validation_invalid_value'),
    ),
    row(
      'a 513-character user_agent (max 512)',
      () => capture({ user_agent: 'u'.repeat(513) }),
      bad('user_agent', 'validation_max_text_constraint'),
    ),
    row(
      'a forged ip_address ("1.2.3.4", a server field)',
      () => capture({ ip_address: '1.2.3.4' }),
      byCreateRule,
    ),
    row('a forged ip_address ("", any value)', () => capture({ ip_address: '' }), byCreateRule),
  ])('%s', (_title, c) => m.refusedCreate('exit_intent_captures', m.as(), c.body(), c.expected));

  it('stores an HTML/script user_agent as plain text, byte for byte, and no IP', async () => {
    const { id } = await m
      .as()
      .collection('exit_intent_captures')
      .create(capture({ user_agent: HTML }), opts);
    const stored = await m.admin.collection('exit_intent_captures').getOne(id, opts);
    expect(stored.user_agent).toBe(HTML);
    expect(stored.ip_address).toBe('');
  });
});

import { describe, it } from 'vitest';
import { useMatrix } from '../../support/bad-input';
import { bad, row, unparsed, type Fields, type Row } from '../../support/refusal';

// Bad input to POST /api/translate-content. Every case answers 4xx and writes nothing
// (tests/support/bad-input.ts).
const m = useMatrix('bad-input/translate-content');

describe('POST /api/translate-content', () => {
  const route = '/api/translate-content';
  const ask = (fields: Fields = {}): Fields => ({ text: 'Hello', targetLanguage: 'es', ...fields });

  it.each<Row<unknown>>([
    row('a JSON array as the body', () => [ask()], unparsed),
    row('malformed JSON as the body', () => '{"text":', unparsed),
    row(
      'a request without text',
      () => ask({ text: undefined }),
      bad('text', 'validation_required'),
    ),
    row('text of only spaces', () => ask({ text: '   ' }), bad('text', 'validation_required')),
    row('text 42 (a number)', () => ask({ text: 42 }), bad('text', 'validation_invalid_type')),
    row(
      'a 5001-character text (max 5000)',
      () => ask({ text: 't'.repeat(5001) }),
      bad('text', 'validation_max_text_constraint'),
    ),
    row(
      'targetLanguage "xx" (not one of the 20 codes)',
      () => ask({ targetLanguage: 'xx' }),
      bad('targetLanguage', 'validation_invalid_value'),
    ),
    row(
      'targetLanguage "Spanish" (a name, not a code)',
      () => ask({ targetLanguage: 'Spanish' }),
      bad('targetLanguage', 'validation_invalid_value'),
    ),
    row(
      'targetLanguage ["es"] (an array)',
      () => ask({ targetLanguage: ['es'] }),
      bad('targetLanguage', 'validation_invalid_value'),
    ),
  ])('%s', (_title, c) => m.refusedRoute(route, c.body(), c.expected, ['translations']));
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox, CheckboxGroup, Field, FileField, Select, TextArea } from '@/components/ui';

// The kit's one accessible pattern for a labelled control, read from the server-rendered
// HTML: the label names the control by id, the hint or error describes it, and an error
// marks it invalid and takes the hint's place.

type Attributes = Record<string, string>;

/** The attributes of the first `<tag>` in the HTML (an attribute without value maps to ""). */
function attributesOf(html: string, tag: string): Attributes {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  if (!element) throw new Error(`no <${tag}> in ${html}`);
  const attributes: Attributes = {};
  for (const [, name = '', value = ''] of (element[1] ?? '').matchAll(
    /([\w:-]+)(?:="([^"]*)")?/g,
  )) {
    attributes[name] = value;
  }
  return attributes;
}

/** The text of the element with this id, or null when there is none. */
function textOf(html: string, id: string): string | null {
  const element = new RegExp(`<(\\w+) id="${id}"[^>]*>([^<]*)</\\1>`).exec(html);
  return element ? (element[2] ?? '') : null;
}

const noop = () => undefined;

/** Each text control of the kit, rendered with the same label, hint and error. */
const controls = {
  Field: {
    tag: 'input',
    render: (props: { id?: string; hint?: string; error?: string }) => (
      <Field label="Postcode" value="" onChange={noop} {...props} />
    ),
  },
  TextArea: {
    tag: 'textarea',
    render: (props: { id?: string; hint?: string; error?: string }) => (
      <TextArea label="Postcode" value="" onChange={noop} {...props} />
    ),
  },
  FileField: {
    tag: 'input',
    render: (props: { id?: string; hint?: string; error?: string }) => (
      <FileField label="Postcode" accept=".pdf" onChange={noop} {...props} />
    ),
  },
  Select: {
    tag: 'select',
    render: (props: { id?: string; hint?: string; error?: string }) => (
      <Select label="Postcode" value="" onChange={noop} {...props}>
        <option value="">Any</option>
      </Select>
    ),
  },
};

describe.each(Object.entries(controls))('%s', (_name, { tag, render }) => {
  it('ties its label to the control by the id it is given', () => {
    const html = renderToStaticMarkup(render({ id: 'place' }));
    expect(attributesOf(html, 'label').for).toBe('place');
    expect(attributesOf(html, tag).id).toBe('place');
  });

  it('makes up an id when none is given, one per control', () => {
    const html = renderToStaticMarkup(
      <>
        {render({})}
        {render({})}
      </>,
    );
    const labels = [...html.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1]);
    const ids = [...html.matchAll(new RegExp(`<${tag} [^>]*id="([^"]+)"`, 'g'))].map((m) => m[1]);
    expect(labels).toHaveLength(2);
    expect(ids).toEqual(labels);
    expect(new Set(ids).size).toBe(2);
  });

  it('without hint or error, has no description and is not marked invalid', () => {
    const attributes = attributesOf(renderToStaticMarkup(render({ id: 'place' })), tag);
    expect(attributes).not.toHaveProperty('aria-describedby');
    expect(attributes).not.toHaveProperty('aria-invalid');
  });

  it('is described by its hint', () => {
    const html = renderToStaticMarkup(render({ id: 'place', hint: 'As on a letter.' }));
    expect(attributesOf(html, tag)['aria-describedby']).toBe('place-hint');
    expect(textOf(html, 'place-hint')).toBe('As on a letter.');
    expect(attributesOf(html, tag)).not.toHaveProperty('aria-invalid');
  });

  it('with an error, is invalid and described by the error, which takes the hint’s place', () => {
    const html = renderToStaticMarkup(
      render({ id: 'place', hint: 'As on a letter.', error: 'Enter a postcode.' }),
    );
    expect(attributesOf(html, tag)['aria-invalid']).toBe('true');
    expect(attributesOf(html, tag)['aria-describedby']).toBe('place-error');
    expect(textOf(html, 'place-error')).toBe('Enter a postcode.');
    expect(textOf(html, 'place-hint')).toBeNull();
    expect(html).not.toContain('As on a letter.');
  });

  it('ties a generated id to its hint and error too', () => {
    const html = renderToStaticMarkup(render({ error: 'Enter a postcode.' }));
    const id = attributesOf(html, tag).id ?? '';
    expect(id).not.toBe('');
    expect(attributesOf(html, 'label').for).toBe(id);
    expect(attributesOf(html, tag)['aria-describedby']).toBe(`${id}-error`);
    expect(textOf(html, `${id}-error`)).toBe('Enter a postcode.');
  });
});

describe('Field', () => {
  it('passes input props on and adds classes to the input’s own', () => {
    const html = renderToStaticMarkup(
      <Field
        id="code"
        label="Country code"
        value="GB"
        onChange={noop}
        maxLength={2}
        type="text"
        inputClassName="w-24"
      />,
    );
    const input = attributesOf(html, 'input');
    expect(input).toMatchObject({ maxLength: '2', type: 'text', value: 'GB' });
    expect(input.class).toBe('form-input w-24');
    expect(attributesOf(html, 'label').class).toBe('form-label');
  });
});

describe('Checkbox', () => {
  it('holds the box inside its label, so the text names it', () => {
    const html = renderToStaticMarkup(<Checkbox label="Insured" checked onChange={noop} />);
    expect(html).toMatch(/^<label [^>]*><input [^>]*type="checkbox"[^>]*\/?>Insured<\/label>$/);
    expect(attributesOf(html, 'input')).toHaveProperty('checked');
  });
});

describe('CheckboxGroup', () => {
  const group = (props: { hint?: string; error?: string }) =>
    renderToStaticMarkup(
      <CheckboxGroup id="trades" legend="Trades" {...props}>
        <Checkbox label="Roofer" checked={false} onChange={noop} />
      </CheckboxGroup>,
    );

  it('names the set by its legend and is described by its hint', () => {
    const html = group({ hint: 'Choose one or more.' });
    expect(html).toContain('<legend class="form-label">Trades</legend>');
    expect(attributesOf(html, 'fieldset')['aria-describedby']).toBe('trades-hint');
    expect(attributesOf(html, 'fieldset')).not.toHaveProperty('aria-invalid');
    expect(textOf(html, 'trades-hint')).toBe('Choose one or more.');
  });

  it('with an error, is invalid and described by the error in the hint’s place', () => {
    const html = group({ hint: 'Choose one or more.', error: 'Choose at least one trade.' });
    expect(attributesOf(html, 'fieldset')).toMatchObject({
      'aria-describedby': 'trades-error',
      'aria-invalid': 'true',
    });
    expect(textOf(html, 'trades-error')).toBe('Choose at least one trade.');
    expect(html).not.toContain('Choose one or more.');
  });
});

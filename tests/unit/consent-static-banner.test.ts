import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  STATIC_BANNER_ID,
  STATIC_CHOICE_ATTRIBUTE,
  staticBannerScript,
  takeStaticChoice,
} from '@/features/consent/static-banner';

/** The few DOM parts the HTML banner's script touches: <html>, the banner, one of its buttons. */
function page({ lang = 'en', clientRender = false, databases = [] as string[] | null } = {}) {
  const attributes = new Map<string, string>([['lang', lang]]);
  if (clientRender) attributes.set('data-client-render', '');
  const root = {
    get lang() {
      return attributes.get('lang') ?? '';
    },
    hasAttribute: (name: string) => attributes.has(name),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  let onClick: ((event: { target: unknown }) => void) | undefined;
  const banner = {
    hidden: true,
    isConnected: true,
    addEventListener: (_type: string, listener: typeof onClick) => {
      onClick = listener;
    },
    remove() {
      banner.isConnected = false;
    },
  };
  const button = (choice: string) => ({
    closest: (selector: string) =>
      selector === '[data-consent]' ? { getAttribute: () => choice } : null,
  });
  const document = {
    documentElement: root,
    getElementById: (id: string) => (id === STATIC_BANNER_ID ? banner : null),
  };
  const indexedDB =
    databases === null
      ? {}
      : { databases: () => Promise.resolve(databases.map((name) => ({ name }))) };
  const run = async () => {
    runInNewContext(staticBannerScript('tradesmarket'), { document, window: { indexedDB } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const click = (choice: string) => onClick?.({ target: button(choice) });
  return { root, banner, run, click, document: document as unknown as Document };
}

describe("the HTML banner's script", () => {
  it('shows the banner to a browser without the app database, on an English page', async () => {
    const p = page({ databases: ['another-site-db'] });
    await p.run();
    expect(p.banner.hidden).toBe(false);
  });

  it('keeps it hidden when the app database exists (a choice may be stored there)', async () => {
    const p = page({ databases: ['tradesmarket'] });
    await p.run();
    expect(p.banner.hidden).toBe(true);
  });

  it.each([
    ['a page in another language', { lang: 'de' }],
    ['a page hidden for a client render', { clientRender: true }],
    ['a browser that cannot list its databases', { databases: null }],
  ])('keeps it hidden on %s', async (_case, options) => {
    const p = page(options);
    await p.run();
    expect(p.banner.hidden).toBe(true);
  });

  it('a click on a choice removes the banner and leaves the choice for the app', async () => {
    const p = page();
    await p.run();
    p.click('decline');
    expect(p.banner.isConnected).toBe(false);
    expect(p.root.getAttribute(STATIC_CHOICE_ATTRIBUTE)).toBe('decline');
    expect(takeStaticChoice(p.document)).toBe('decline');
    expect(takeStaticChoice(p.document)).toBeNull();
  });

  it('the app ignores anything but accept or decline', () => {
    const p = page();
    p.root.setAttribute(STATIC_CHOICE_ATTRIBUTE, 'maybe');
    expect(takeStaticChoice(p.document)).toBeNull();
  });
});

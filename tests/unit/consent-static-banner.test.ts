import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  adoptStaticBanner,
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
  interface FakeClick {
    target: unknown;
    button: number;
    defaultPrevented: boolean;
    preventDefault: () => void;
  }
  const listeners: ((event: FakeClick) => void)[] = [];
  const bannerAttributes = new Map<string, string>();
  const banner = {
    hidden: true,
    isConnected: true,
    addEventListener: (_type: string, listener: (event: FakeClick) => void) => {
      listeners.push(listener);
    },
    remove() {
      banner.isConnected = false;
    },
    setAttribute: (name: string, value: string) => bannerAttributes.set(name, value),
    getAttribute: (name: string) => bannerAttributes.get(name) ?? null,
  };
  const button = (choice: string) => ({
    closest: (selector: string) =>
      selector === '[data-consent]' ? { getAttribute: () => choice } : null,
  });
  const link = (href: string) => ({
    closest: (selector: string) => (selector === 'a[href]' ? { getAttribute: () => href } : null),
  });
  /** Dispatches a plain click on `target` to the banner's listeners, in order. */
  const dispatch = (target: unknown) => {
    const event: FakeClick = {
      target,
      button: 0,
      defaultPrevented: false,
      preventDefault: () => {
        event.defaultPrevented = true;
      },
    };
    for (const listener of listeners) listener(event);
    return event;
  };
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
  const click = (choice: string) => dispatch(button(choice));
  const clickLink = (href: string) => dispatch(link(href));
  return { root, banner, run, click, clickLink, document: document as unknown as Document };
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

describe('adoptStaticBanner', () => {
  it("makes the shown English banner the app's: its choice reaches the app, its link the router", async () => {
    const p = page();
    await p.run();
    const decided: string[] = [];
    const visited: string[] = [];
    const adopted = adoptStaticBanner(
      'en',
      (choice) => decided.push(choice),
      (to) => visited.push(to),
      p.document,
    );
    expect(adopted).toBe(true);
    expect(p.banner.getAttribute('data-testid')).toBe('consent-banner');
    expect(p.clickLink('/privacy#storage').defaultPrevented).toBe(true);
    expect(visited).toEqual(['/privacy#storage']);
    expect(p.banner.isConnected).toBe(true);
    p.click('accept');
    expect(decided).toEqual(['accept']);
    expect(p.banner.isConnected).toBe(false);
    // The choice was taken: nothing is left on <html> for a later start to store again.
    expect(p.root.getAttribute(STATIC_CHOICE_ATTRIBUTE)).toBeNull();
  });

  it.each([
    ['hidden (a returning visitor)', { databases: ['tradesmarket'] }, 'en'],
    ['the app is in another language', {}, 'de'],
  ])('leaves it alone when %s: the app draws its own', async (_case, options, language) => {
    const p = page(options);
    await p.run();
    const decided: string[] = [];
    expect(
      adoptStaticBanner(
        language,
        (c) => decided.push(c),
        () => undefined,
        p.document,
      ),
    ).toBe(false);
    expect(p.banner.getAttribute('data-testid')).toBeNull();
    p.click('accept');
    expect(decided).toEqual([]);
  });
});

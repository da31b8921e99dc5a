import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferAppCode, FLUSH, loaderScript } from '../../scripts/defer-app-code.mjs';

const BUILT = `<!doctype html><html><head><title>T</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  <link rel="modulepreload" crossorigin href="/assets/home-page-jkl.js"></head>
  <body><div id="root"><main>Hello</main></div></body></html>`;

interface Added {
  tag: string;
  rel?: string;
  href?: string;
  src?: string;
  type?: string;
}

/**
 * Runs the loader against a stand-in document and window: what it adds to the head, and the
 * callbacks it left waiting (animation frames, timeouts by delay, document events, the paint
 * observer's).
 */
function runLoader(page: {
  rootHasContent: boolean;
  clientRender?: boolean;
  hidden?: boolean;
  loading?: boolean;
  paintTiming?: boolean;
  interactive?: boolean;
  prefilledFormats?: boolean;
  /** #root's data-server-page: '' for a record the server filled, 'not-found' for its 404. */
  serverPage?: string;
  /** The text of the page's `<script type="application/json" id="page-chunks">`, if any. */
  pageChunks?: string;
}) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timeouts: { ms: number; run: () => void }[] = [];
  const events: Record<string, (event?: unknown) => void> = {};
  const formatters: (string | undefined)[] = [];
  const locales: (string | undefined)[] = [];
  const observer: { report?: (names: string[]) => void; disconnected: boolean } = {
    disconnected: false,
  };
  const document = {
    readyState: page.loading ? 'loading' : 'interactive',
    visibilityState: page.hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: Added) => added.push(element) },
    documentElement: {
      lang: 'de',
      hasAttribute: (name: string) =>
        (name === 'data-client-render' && !!page.clientRender) ||
        (name === 'data-interactive' && !!page.interactive),
    },
    getElementById: (id: string) =>
      id === 'root'
        ? {
            firstElementChild: page.rootHasContent ? {} : null,
            getAttribute: (name: string) =>
              name === 'data-server-page' ? (page.serverPage ?? null) : null,
          }
        : id === 'prefilled-formats' && page.prefilledFormats
          ? {}
          : id === 'page-chunks' && page.pageChunks !== undefined
            ? { textContent: page.pageChunks }
            : null,
    createElement: (tag: string) => ({ tag }),
    addEventListener: (event: string, listener: (event?: unknown) => void) =>
      (events[event] = listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    constructor(callback: (list: unknown, o: { disconnect: () => void }) => void) {
      const self = { disconnect: () => (observer.disconnected = true) };
      observer.report = (names) =>
        callback({ getEntriesByName: (n: string) => names.filter((name) => name === n) }, self);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const window: Record<string, unknown> = page.paintTiming === false ? {} : { PerformanceObserver };
  const code = loaderScript('/assets/index-abc.js', ['/assets/framework-def.js']);
  runInNewContext(code, {
    document,
    window,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timeouts.push({ ms, run: callback }),
    Intl: {
      Locale: class {
        constructor(locale?: string) {
          locales.push(locale);
        }
        maximize() {
          return this;
        }
      },
      NumberFormat: class {
        constructor(locale?: string) {
          formatters.push(locale);
        }
        format = () => '1';
      },
    },
  });
  /** Runs the timeouts of this delay that are waiting now. */
  const elapse = (ms: number) => {
    for (const timeout of timeouts.filter((t) => t.ms === ms)) {
      timeouts.splice(timeouts.indexOf(timeout), 1);
      timeout.run();
    }
  };
  return { added, frames, timeouts, events, observer, elapse, formatters, locales, window };
}

const APP = [
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/framework-def.js' },
  { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
];

describe('deferAppCode', () => {
  it('moves the entry script and every modulepreload into one loader at the end of <body>', () => {
    const html = deferAppCode(BUILT);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    // The stylesheet stays where it was: the first paint needs it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html).toMatch(/<script>\(function\(\)\{[^<]*\}\)\(\)<\/script><\/body>/);
    expect(html).toContain(
      'var q=["/assets/framework-def.js","/assets/home-page-jkl.js"].concat(x);',
    );
    expect(html).toContain('s.src="/assets/index-abc.js"');
  });

  it('refuses a page without exactly one entry script', () => {
    expect(() => deferAppCode('<html><body></body></html>')).toThrow(/found 0/);
    const twice = BUILT.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/other.js"></script></head>',
    );
    expect(() => deferAppCode(twice)).toThrow(/found 2/);
  });
});

describe('the loader', () => {
  it('on a page with content, requests the app once the first contentful paint is reported', () => {
    const run = runLoader({ rootHasContent: true });
    expect(run.added).toEqual([]);
    run.observer.report?.(['first-paint']);
    run.elapse(0);
    expect(run.added).toEqual([]);
    run.observer.report?.(['first-contentful-paint']);
    expect(run.observer.disconnected).toBe(true);
    run.elapse(0);
    expect(run.added).toEqual(APP);
    // Once only: the 3 s fallback and a tab switch add nothing more.
    run.elapse(3000);
    run.events.visibilitychange?.();
    run.elapse(0);
    expect(run.added).toEqual(APP);
  });

  it("adds the chunks a page's data block names after its own list, with the entry after the paint", () => {
    const run = runLoader({
      rootHasContent: true,
      serverPage: '',
      pageChunks: '["/assets/profile-page-a1.js","/assets/local-db-b2.js"]',
    });
    expect(run.added).toEqual([]);
    run.observer.report?.(['first-contentful-paint']);
    run.elapse(0);
    const preload = (href: string) => ({
      tag: 'link',
      rel: 'modulepreload',
      crossOrigin: '',
      href,
    });
    expect(run.added).toEqual([
      APP[0],
      preload('/assets/profile-page-a1.js'),
      preload('/assets/local-db-b2.js'),
      APP[1],
    ]);
    // A block that is not a JSON list of URLs is passed over: the app itself still loads.
    const broken = runLoader({ rootHasContent: false, pageChunks: '[not json' });
    expect(broken.added).toEqual(APP);
  });

  it('adds four links a task, the entry after the first four, so no task adds them all', () => {
    const chunks = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`);
    const run = runLoader({ rootHasContent: false, pageChunks: JSON.stringify(chunks) });
    const hrefs = () => run.added.map((element) => element.href ?? `script ${element.src}`);
    expect(hrefs()).toEqual([
      '/assets/framework-def.js',
      ...chunks.slice(0, 3),
      'script /assets/index-abc.js',
    ]);
    run.elapse(0);
    expect(hrefs().slice(5)).toEqual(chunks.slice(3, 7));
    run.elapse(0);
    expect(hrefs().slice(9)).toEqual(chunks.slice(7));
    run.elapse(0);
    expect(run.added).toHaveLength(11);
  });

  it('adds the links not added yet at once when the app asks, before it imports its page', () => {
    const chunks = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`);
    const run = runLoader({ rootHasContent: false, pageChunks: JSON.stringify(chunks) });
    expect(run.added).toHaveLength(5);
    const flush = run.window[FLUSH];
    if (typeof flush !== 'function') throw new Error(`the loader left no window.${FLUSH}`);
    (flush as () => void)();
    expect(run.added.slice(5).map((element) => element.href)).toEqual(chunks.slice(3));
    // The batch still waiting adds nothing twice.
    run.elapse(0);
    run.elapse(0);
    expect(run.added).toHaveLength(11);
    // The app calls it by that name.
    expect(readFileSync(new URL('../../src/main.tsx', import.meta.url), 'utf8')).toContain(
      `__addPagePreloads?.()`,
    );
    expect(FLUSH).toBe('__addPagePreloads');
  });

  it('then makes the page language’s first Intl number formatter, in two tasks of their own', () => {
    const run = runLoader({ rootHasContent: true });
    run.observer.report?.(['first-contentful-paint']);
    run.elapse(0);
    expect(run.added).toEqual(APP);
    expect(run.locales).toEqual([]);
    expect(run.formatters).toEqual([]);
    // The locale's likely subtags first, the formatter in the next task.
    run.elapse(0);
    expect(run.locales).toEqual(['de']);
    expect(run.formatters).toEqual([]);
    run.elapse(0);
    expect(run.formatters).toEqual(['de']);
    expect(run.timeouts.filter((t) => t.ms === 0)).toEqual([]);
  });

  it('makes none on a prerendered page, which carries what the app formats to hydrate it', () => {
    const run = runLoader({ rootHasContent: true, prefilledFormats: true });
    run.observer.report?.(['first-contentful-paint']);
    run.elapse(0);
    expect(run.added).toEqual(APP);
    run.elapse(0);
    expect(run.formatters).toEqual([]);
    expect(run.timeouts.filter((t) => t.ms === 0)).toEqual([]);
    // Hidden for a client render (another language, a signed-in visitor), it still does.
    const client = runLoader({ rootHasContent: true, prefilledFormats: true, clientRender: true });
    client.elapse(0);
    client.elapse(0);
    expect(client.formatters).toEqual(['de']);
  });

  it('makes one on a page the server filled with a record, which the app renders afresh', () => {
    const filled = runLoader({ rootHasContent: true, prefilledFormats: true, serverPage: '' });
    filled.observer.report?.(['first-contentful-paint']);
    filled.elapse(0);
    expect(filled.added).toEqual(APP);
    expect(filled.formatters).toEqual([]);
    filled.elapse(0);
    filled.elapse(0);
    expect(filled.formatters).toEqual(['de']);
    // The server's not-found page shows the app's own, whose formats the block carries.
    const missing = runLoader({
      rootHasContent: true,
      prefilledFormats: true,
      serverPage: 'not-found',
    });
    missing.observer.report?.(['first-contentful-paint']);
    missing.elapse(0);
    missing.elapse(0);
    missing.elapse(0);
    expect(missing.locales).toEqual([]);
    expect(missing.formatters).toEqual([]);
  });

  it('without Paint Timing, requests it two frames later', () => {
    const run = runLoader({ rootHasContent: true, paintTiming: false });
    run.frames.shift()?.();
    run.elapse(0);
    expect(run.added).toEqual([]);
    run.frames.shift()?.();
    run.elapse(0);
    expect(run.added).toEqual(APP);
  });

  it('requests it after 3 s, or when the tab is hidden, if no paint is reported', () => {
    const late = runLoader({ rootHasContent: true });
    late.elapse(3000);
    late.elapse(0);
    expect(late.added).toEqual(APP);
    const hidden = runLoader({ rootHasContent: true });
    hidden.events.visibilitychange?.();
    hidden.elapse(0);
    expect(hidden.added).toEqual(APP);
  });

  it.each([
    ['the app shell (nothing to paint)', { rootHasContent: false }],
    ['a page index.html hid for the app to render', { rootHasContent: true, clientRender: true }],
    ['a background tab', { rootHasContent: true, hidden: true }],
  ])('requests the app at once for %s', (_label, page) => {
    const run = runLoader(page);
    expect(run.added).toEqual(APP);
    // Nothing waits for a paint: the two tasks left are the Intl formatter's.
    run.elapse(0);
    run.elapse(0);
    expect(run.formatters).toEqual(['de']);
    expect(run.timeouts).toEqual([]);
  });

  it('waits until the document is parsed, as the module script it replaces did', () => {
    const run = runLoader({ rootHasContent: false, loading: true });
    expect(run.added).toEqual([]);
    run.events.DOMContentLoaded?.();
    expect(run.added).toEqual(APP);
  });

  it('holds back a form submitted before the app is interactive, and marks its button', () => {
    const early = runLoader({ rootHasContent: true });
    const button = {
      marks: [] as string[],
      setAttribute: (name: string) => button.marks.push(name),
    };
    let prevented = 0;
    early.events.submit?.({
      submitter: button,
      target: {},
      preventDefault: () => (prevented += 1),
    });
    expect(prevented).toBe(1);
    expect(button.marks).toEqual(['data-early-submit']);
    // Once the app handles events itself, the loader leaves submits alone.
    const late = runLoader({ rootHasContent: true, interactive: true });
    late.events.submit?.({ submitter: button, target: {}, preventDefault: () => (prevented += 1) });
    expect(prevented).toBe(1);
    expect(button.marks).toEqual(['data-early-submit']);
  });
});

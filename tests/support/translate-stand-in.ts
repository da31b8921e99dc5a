/**
 * A local stand-in for a LibreTranslate-compatible provider (`POST /translate`), for
 * integration tests of POST /api/translate-content. It "translates" `q` into
 * `[<target>] <q>` and fails on purpose when `q` contains a marker:
 * `[500]` → 500, `[slow]` → answers after 3 s, `[not-json]` → 200 with a non-JSON body,
 * `[empty]` → 200 `{}`. A wrong `api_key` → 403.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TranslateStandIn {
  /** The endpoint to put in TRANSLATE_API_URL. */
  readonly url: string;
  /** Every request body received, in order. */
  readonly requests: Array<{ q: string; source: string; target: string; api_key?: string }>;
  stop(): Promise<void>;
}

/** Starts the stand-in on a free loopback port; requests must carry `apiKey`. */
export async function startTranslateStandIn(apiKey: string): Promise<TranslateStandIn> {
  const requests: TranslateStandIn['requests'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as TranslateStandIn['requests'][number];
      requests.push(body);
      const send = (status: number, text: string) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      };
      const failure = ((): [number, string] | null => {
        if (req.method !== 'POST' || req.url !== '/translate') return [404, '{}'];
        if (body.api_key !== apiKey) return [403, '{"error":"Invalid API key"}'];
        if (body.q.includes('[500]')) return [500, '{"error":"boom"}'];
        if (body.q.includes('[not-json]')) return [200, '<html>maintenance</html>'];
        if (body.q.includes('[empty]')) return [200, '{}'];
        return null;
      })();
      if (failure) {
        send(...failure);
        return;
      }
      // "[de] <text>", the mark inside the first cell when the text starts with a Markdown
      // table, as a provider keeps a line's leading syntax.
      const mark = `[${body.target}]`;
      const translated = body.q.startsWith('|')
        ? body.q.replace(/^\|/, `| ${mark}`)
        : `${mark} ${body.q}`;
      const answer = JSON.stringify({ translatedText: translated });
      if (body.q.includes('[slow]')) setTimeout(() => send(200, answer), 3000);
      else send(200, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/translate`,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Loopback addresses of their own for the clients of a test file. PocketBase rate-limits per
 * client IP (sign-ups, sign-ins, creates, the logging routes; docs/security-model.md), and
 * every test file shares one server: a file whose clients each connect from an address of
 * their own neither runs into those limits nor spends the budget of the files that come from
 * 127.0.0.1. All of 127/8 is loopback on Linux; where the OS has no such aliases (macOS), the
 * clients fall back to the OS's choice.
 */
import { request } from 'node:http';

/**
 * The files that use addresses of their own. A file's place in this list is the second octet
 * of its addresses (127.<42 + place>.x.y), so no two files ever share an address, even though
 * the integration files run one after another in fresh module instances whose counters all
 * start at zero.
 */
const FILES = [
  'bad-input/users',
  'bad-input/contractors',
  'bad-input/hires',
  'bad-input/reviews',
  'bad-input/exit-intent-captures',
  'bad-input/affiliates',
  'bad-input/if-match',
  'bad-input/log-security-event',
  'bad-input/track-visit',
  'bad-input/translate-content',
  'bad-input/admin-routes',
  'sync-merge-property',
  'payments',
  'bad-input/payments',
  'sanctions-payments',
  'staff-roles',
  'exit-intent-mail',
  'affiliate-digest',
  'moderation',
  'support-requests',
  'legal-inquiries',
  'affiliate-programme',
  'staff-security-events',
  'track-visit',
  'estimates',
  'cost-data',
  'estimates-limits',
  'plan-files',
  'pull-route',
  'identity',
] as const;

export type LoopbackFile = (typeof FILES)[number];

/** Hands out a new address per call; undefined where the OS has no loopback aliases. */
export interface Addresses {
  next(): string | undefined;
}

/** `fetch` over node:http from `localAddress` (undefined: the OS's choice). */
export function fetchFrom(localAddress: string | undefined) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const outgoing = new Request(input, init);
    const body = Buffer.from(await outgoing.arrayBuffer());
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        outgoing.url,
        {
          method: outgoing.method,
          headers: Object.fromEntries(outgoing.headers),
          agent: false,
          ...(localAddress === undefined ? {} : { localAddress }),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 502;
            const text = Buffer.concat(chunks).toString('utf8');
            resolve(
              new Response(status === 204 || status === 304 ? null : text, {
                status,
                headers: { 'content-type': res.headers['content-type'] ?? 'application/json' },
              }),
            );
          });
        },
      );
      req.on('error', reject);
      if (body.length > 0) req.end(body);
      else req.end();
    });
  };
}

async function aliasesWork(url: string, probe: string): Promise<boolean> {
  try {
    await fetchFrom(probe)(`${url}/api/health`);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRNOTAVAIL') return false;
    throw error;
  }
}

/** The addresses of `file`: 127.<42 + its place in FILES>.x.y, one per call of next(). */
export async function loopbackAddresses(url: string, file: LoopbackFile): Promise<Addresses> {
  const block = 42 + FILES.indexOf(file);
  if (!(await aliasesWork(url, `127.${block}.0.1`))) return { next: () => undefined };
  let clients = 0;
  return {
    next: () => {
      clients += 1;
      return `127.${block}.${Math.floor(clients / 250)}.${(clients % 250) + 2}`;
    },
  };
}

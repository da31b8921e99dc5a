/**
 * A local stand-in for the IP-location provider the e2e build calls from the browser
 * (VITE_IP_LOCATION_URL, an ipapi.co-style `GET /json/`): every visitor is in California, US,
 * as the e2e tests assume unless one routes the request otherwise. It answers with CORS for
 * any origin, as the real provider does; any other path is a 404.
 */
import { createServer, type Server } from 'node:http';

export interface IpLocationStandIn {
  /** The address to put in VITE_IP_LOCATION_URL, e.g. `http://127.0.0.1:8112/json/`. */
  readonly url: string;
  stop(): Promise<void>;
}

/** The answer of the stand-in: the fields the app reads (src/lib/ip-location.ts). */
export const STAND_IN_LOCATION = { country_code: 'US', region: 'California' } as const;

/**
 * Starts the stand-in on 127.0.0.1:`port`.
 * @throws when the port is taken (another e2e run on this machine)
 */
export async function startIpLocationStandIn(port: number): Promise<IpLocationStandIn> {
  const server: Server = createServer((req, res) => {
    const found = (req.url ?? '').split('?')[0] === '/json/';
    res.writeHead(found ? 200 : 404, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    res.end(JSON.stringify(found ? STAND_IN_LOCATION : {}));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}/json/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

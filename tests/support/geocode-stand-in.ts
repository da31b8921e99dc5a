/**
 * A local stand-in for a Nominatim-style postcode search (`GET /search?postalcode=&
 * countrycodes=`), for integration tests of the server's geocoding job. It answers the places
 * it is given by "POSTCODE|cc", `[]` for any other postcode, and 500 for postcode "50000".
 * Every request is recorded with its time and User-Agent.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GeocodeStandIn {
  /** The endpoint to put in GEOCODE_URL. */
  readonly url: string;
  /** Every request, in order: "POSTCODE|cc", when it came (ms) and its User-Agent. */
  readonly requests: Array<{ query: string; at: number; userAgent: string }>;
  stop(): Promise<void>;
}

/**
 * @param places answers by "POSTCODE|cc" (country lower case, as Nominatim takes it)
 */
export async function startGeocodeStandIn(
  places: Record<string, { lat: string; lon: string; city?: string; state?: string }>,
): Promise<GeocodeStandIn> {
  const requests: GeocodeStandIn['requests'] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = `${url.searchParams.get('postalcode') ?? ''}|${url.searchParams.get('countrycodes') ?? ''}`;
    requests.push({ query, at: Date.now(), userAgent: req.headers['user-agent'] ?? '' });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'jsonv2') {
      send(404, {});
    } else if (url.searchParams.get('postalcode') === '50000') {
      send(500, { error: 'down' });
    } else {
      const place = places[query];
      send(
        200,
        place
          ? [
              {
                lat: place.lat,
                lon: place.lon,
                address: { city: place.city ?? '', state: place.state ?? '' },
              },
            ]
          : [],
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search`,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

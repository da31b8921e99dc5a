/**
 * The geocoding service's transport: one JSON GET, 8 s at most. Geocoding fails silently
 * (the user can still type the address), so this never throws.
 * @returns the parsed answer, or null on any failure (offline, timeout, not 2xx, not JSON)
 */
export async function geocoderJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(8000),
    });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}

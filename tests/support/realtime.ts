/**
 * A PocketBase realtime subscriber over plain HTTP (Server-Sent Events read with fetch), as an
 * attacker would subscribe: GET /api/realtime, then POST the topics with the connection's
 * client id. Used by the integration tests that check what realtime messages carry.
 */

/** One realtime message: its topic and the record it carries. */
export interface RealtimeMessage {
  readonly topic: string;
  readonly data: { action: string; record: Record<string, unknown> };
}

/** An open subscription; `next` waits for a message on one of its topics. */
export interface Subscription {
  /** The next message (in arrival order), or throws after `timeoutMs`. */
  next(timeoutMs?: number): Promise<RealtimeMessage>;
  close(): void;
}

/**
 * Opens a realtime connection to `url` (with `token` as Authorization when given) and
 * subscribes to `topics` (e.g. ['contractors/*']).
 * @throws when the server does not connect or refuses the subscription
 */
export async function subscribe(
  url: string,
  topics: string[],
  token?: string,
): Promise<Subscription> {
  const abort = new AbortController();
  const headers: Record<string, string> = token ? { Authorization: token } : {};
  const response = await fetch(`${url}/api/realtime`, { headers, signal: abort.signal });
  if (!response.body) throw new Error('no realtime stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: { event: string; id: string; data: string }[] = [];
  const waiting: (() => void)[] = [];
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = { event: '', id: '', data: '' };
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            const key = line.slice(0, colon);
            const text = line.slice(colon + 1).trimStart();
            if (key === 'event') fields.event = text;
            else if (key === 'id') fields.id = text;
            else if (key === 'data') fields.data += text;
          }
          queue.push(fields);
          waiting.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Closed.
    }
  })();
  const take = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no realtime message arrived');
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, left);
      });
    }
    const first = queue.shift();
    if (!first) throw new Error('no realtime message arrived');
    return first;
  };
  const connect = await take(5000);
  if (connect.event !== 'PB_CONNECT') throw new Error(`unexpected first event ${connect.event}`);
  const post = await fetch(`${url}/api/realtime`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientId: connect.id, subscriptions: topics }),
  });
  if (post.status !== 204) throw new Error(`subscription refused: ${post.status}`);
  return {
    async next(timeoutMs = 5000) {
      const message = await take(timeoutMs);
      return { topic: message.event, data: JSON.parse(message.data) as RealtimeMessage['data'] };
    },
    close() {
      abort.abort();
    },
  };
}

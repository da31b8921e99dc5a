import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { QueueTabs } from '@/features/admin/moderation/components/queue-tabs';
import { LISTING_QUEUES } from '@/features/admin/moderation/model';

// The queue tabs of the moderation pages, read from the server-rendered HTML.

const tabs = (current: (typeof LISTING_QUEUES)[number]) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/admin/listings?queue=reported']}>
      <QueueTabs
        label="Queue"
        param="queue"
        queues={LISTING_QUEUES}
        current={current}
        name={(q) => `tab ${q}`}
      />
    </MemoryRouter>,
  );

describe('QueueTabs', () => {
  it('links each queue on the same page by its query', () => {
    const html = tabs('reported');
    expect(html).toContain('<nav aria-label="Queue"');
    for (const queue of LISTING_QUEUES) {
      expect(html).toContain(`href="/admin/listings?queue=${queue}"`);
    }
  });

  it('marks the open queue, and only it, as the current page', () => {
    const html = tabs('suspended');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    const current = html.split('<a ').filter((a) => a.includes('aria-current="page"'));
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/admin/listings?queue=suspended"');
  });
});

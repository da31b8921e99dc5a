import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { reportSecurityEvent } from '@/features/security/api';
import { SecurityMonitor } from '@/features/security/components/security-monitor';

// The monitor counts the app's own page changes (a router navigation, no page load) towards
// the "more than 20 page views in a minute" report. What the server stores of a report, and
// the reports of a real browsing session: e2e security.spec.ts; the thresholds:
// tests/unit/security-model.test.ts.
vi.mock('@/features/security/api', () => ({
  reportSecurityEvent: vi.fn(() => Promise.resolve(true)),
}));

function Router({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    onNavigate(navigate);
  }, [navigate, onNavigate]);
  return <p data-testid="path">{pathname}</p>;
}

const kinds = () =>
  vi.mocked(reportSecurityEvent).mock.calls.map(([event]) => event.details.activityType);

describe('SecurityMonitor', () => {
  it('reports the 21st page view within a minute, not the 20th', async () => {
    let navigate: NavigateFunction = () => undefined;
    const screen = await render(
      <MemoryRouter initialEntries={['/p-1']}>
        <SecurityMonitor />
        <Router
          onNavigate={(n) => {
            navigate = n;
          }}
        />
      </MemoryRouter>,
    );
    const path = screen.getByTestId('path');
    for (let view = 2; view <= 20; view += 1) {
      await navigate(`/p-${view}`);
      await expect.element(path).toHaveTextContent(`/p-${view}`);
    }
    expect(kinds()).not.toContain('rapid_page_views');
    await navigate('/p-21');
    await expect.element(path).toHaveTextContent('/p-21');
    await expect.poll(kinds).toContain('rapid_page_views');
    expect(kinds().filter((k) => k === 'rapid_page_views')).toHaveLength(1);
  });
});

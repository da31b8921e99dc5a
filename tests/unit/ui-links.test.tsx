import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button, ButtonLink, SignInPrompt } from '@/components/ui';

// The kit's buttons and the sign-in prompt, read from the server-rendered HTML.

const inRouter = (node: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('Button', () => {
  it('does not send a form unless it says so', () => {
    expect(renderToStaticMarkup(<Button>Go</Button>)).toBe(
      '<button type="button" class="btn-primary">Go</button>',
    );
    expect(renderToStaticMarkup(<Button type="submit">Go</Button>)).toContain('type="submit"');
  });

  it('takes its look from variant and size, plus the classes given', () => {
    expect(
      renderToStaticMarkup(
        <Button variant="secondary" size="sm" className="mt-2">
          Go
        </Button>,
      ),
    ).toContain('class="btn-secondary btn-sm mt-2"');
    expect(renderToStaticMarkup(<Button variant="danger">Delete</Button>)).toContain(
      'class="btn-danger"',
    );
  });
});

describe('ButtonLink', () => {
  it('is a link in a button’s look', () => {
    expect(inRouter(<ButtonLink to="/browse">Browse</ButtonLink>)).toBe(
      '<a class="btn-primary" href="/browse" data-discover="true">Browse</a>',
    );
  });
});

describe('SignInPrompt', () => {
  it('links to /auth with the way back, and says why', () => {
    const html = inRouter(
      <SignInPrompt
        message="Sign in to see your hires."
        action="Sign in"
        next="/client-dashboard"
      />,
    );
    expect(html).toContain('href="/auth?tab=login&amp;next=%2Fclient-dashboard"');
    expect(html).toContain('Sign in to see your hires.');
    expect(html).not.toContain('<h2');
  });

  it('as a panel: a heading, and the contractor sign-up when asked', () => {
    const html = inRouter(
      <SignInPrompt
        heading="Sign in to list your business"
        message="Your listing is tied to your account."
        action="Sign up or log in"
        next="/dashboard"
        contractor
        testId="portal-sign-in"
      />,
    );
    expect(html).toContain('data-testid="portal-sign-in"');
    expect(html).toContain('<h2 class="text-xl font-semibold text-slate-900">Sign in to list');
    expect(html).toContain('href="/auth?mode=contractor&amp;next=%2Fdashboard"');
  });
});

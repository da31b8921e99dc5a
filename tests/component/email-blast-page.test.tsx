import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import EmailBlastPage from '@/features/admin/email-blast/components/email-blast-page';
import { AsStaff, staffSession } from './staff-session';

// Who gets the blast form: the page hides it from anyone but admins (the server refuses their
// calls too: tests/integration/email-blast.test.ts).
describe('EmailBlastPage', () => {
  it('a signed-in user who is not an admin does not get the form', async () => {
    const screen = await render(
      <AsStaff session={staffSession([])} path="/admin/email-blast">
        <EmailBlastPage />
      </AsStaff>,
    );
    await expect
      .element(screen.getByText('Only administrators can send email blasts.'))
      .toBeVisible();
    expect(screen.getByRole('button', { name: 'Send…' }).elements()).toHaveLength(0);
  });
});

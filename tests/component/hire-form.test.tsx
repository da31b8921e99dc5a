import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { ListingRecord } from '@/data/listings';
import type { TradeRow } from '@/data/trades';
import { HireForm } from '@/features/profile/components/hire-form';

// The hire request form's messages on a 390 px phone: after the first try to send, each
// message follows its field and goes away as soon as the field is fixed. Nothing is sent
// here (the form refuses before it saves); the e2e journeys send it to the real server.

/** A trade row as the device stores it (only what the form reads matters). */
function trade(id: string, value: string, label: string): TradeRow {
  return { id, value, label, category: 'envelope', sort: 0 } as unknown as TradeRow;
}

const trades = new Map([
  ['trade00roofer00', trade('trade00roofer00', 'roofer', 'Roofer')],
  ['trade0glazier00', trade('trade0glazier00', 'glazier', 'Glazier')],
]);
/** A listing of two trades, so the client has to choose one. */
const listing = {
  id: 'listing00000001',
  business_name: 'Two Trades Ltd',
  trades: [...trades.keys()],
} as unknown as ListingRecord;

describe('HireForm', () => {
  it('shows what is missing, and each message goes away as soon as its field is fixed', async () => {
    await page.viewport(390, 844);
    const screen = await render(
      <HireForm listing={listing} clientId="client000000001" trades={trades} onDone={() => {}} />,
    );
    await screen.getByRole('button', { name: 'Send hire request' }).click();
    const tradeError = screen.getByText('Choose the trade you need.');
    const descriptionError = screen.getByText('Describe the job in 10 to 2,000 characters.');
    await expect.element(tradeError).toBeVisible();
    await expect.element(descriptionError).toBeVisible();

    await screen.getByLabelText('What needs doing?').fill('Replace three cracked window panes.');
    await expect.element(descriptionError).not.toBeInTheDocument();
    await expect.element(tradeError).toBeVisible();
    await screen.getByLabelText('Trade').selectOptions('Glazier');
    await expect.element(tradeError).not.toBeInTheDocument();
    await expect
      .element(screen.getByLabelText('What needs doing?'))
      .not.toHaveAttribute('aria-invalid', 'true');
  });
});

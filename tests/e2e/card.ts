import type { Page } from '@playwright/test';

/**
 * Fills the Stripe emulator's card element in the open payment dialog: the card `number`
 * (a Stripe test card, e.g. 4242424242424242), an expiry three years ahead, CVC 123 and a
 * US postal code.
 */
export async function fillCard(page: Page, number: string): Promise<void> {
  const card = page.getByTestId('card-element');
  await card.getByPlaceholder('number').fill(number);
  await card.getByPlaceholder('exp_month').fill('12');
  await card.getByPlaceholder('exp_year').fill(String((new Date().getFullYear() + 3) % 100));
  await card.getByPlaceholder('cvc').fill('123');
  await card.getByPlaceholder('postal_code').fill('94107');
}

/**
 * Filling the English sign-up form of /auth in e2e specs.
 */
import type { Page } from '@playwright/test';

/**
 * Fills name, email and both password fields, picks `role` ("I am joining as") when given,
 * and presses "Create account". The page must show the sign-up form.
 */
export async function submitSignUp(
  page: Page,
  user: { name: string; email: string; password: string; role?: string },
): Promise<void> {
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  if (user.role) await page.getByLabel('I am joining as').selectOption(user.role);
  await page.getByRole('button', { name: 'Create account' }).click();
}

import type { Locator, Page } from 'playwright-core';
import { shows, showsText } from './browser';
import { choose, control, visibleDropdown } from './forms';

/**
 * Opens /open-enroll and fills an application up to its last step (photo, documents and
 * password) for Asha `surname`, of the Bachelor of Business Studies offer. Answers the form.
 */
export async function applicationAtLastStep(page: Page, surname: string): Promise<Locator> {
  await page.goto('/open-enroll');
  const form = page.locator('form#open-enroll');
  await shows(form, 40_000);
  // Step 1: a program open for enrolment, with its application fee.
  await control(form, 'Campus and Program').click();
  await visibleDropdown(page)
    .getByText(/Bachelor of Business Studies/)
    .first()
    .click();
  await showsText(page, /Application fee: NPR 500\.00/);
  const step = async (title: string) => {
    const reached = page.locator('.ant-steps-item-process').getByText(title, { exact: true });
    await page.getByRole('button', { name: /^Next/ }).click();
    try {
      await shows(reached);
    } catch {
      // On a phone the first tap can only close the date picker's panel; a user taps again.
      await page.getByRole('button', { name: /^Next/ }).click();
      await shows(reached, 20_000).catch(async (error: unknown) => {
        // Say which field the form refused, not only that the step was not reached.
        const refused = await form.locator('.ant-form-item-explain-error').allInnerTexts();
        throw new Error(`The step ${title} was not reached; the form says: ${refused.join('; ')}`, {
          cause: error,
        });
      });
    }
  };
  await step('Personal');
  await control(form, 'First Name').fill('Asha');
  await control(form, 'Last Name').fill(surname);
  await choose(page, form, 'Gender', 'Female');
  await control(form, 'Date of Birth (AD)').fill('2005-03-15');
  await control(form, 'Email').fill(`${surname.toLowerCase()}@example.org`);
  await control(form, 'Phone').fill('9841234567');
  await step('Address');
  await step('Guardians');
  await step('Academic');
  await control(form, 'Previous School/College').fill('Sunrise Secondary School');
  await step('Photo, Documents and Password');
  return form;
}

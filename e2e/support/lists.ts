import type { Page, Response } from 'playwright-core';
import { shows } from './browser';

/**
 * Opens a list screen of a resource (found by its heading), searches for a surname and waits
 * for the list's answer: `present` expects that person in the API's answer and a row holding
 * the surname, otherwise neither (the table's empty text). Answers the API's response.
 */
export async function findInList(
  page: Page,
  list: { path: string; title: string; resource: 'Employee' | 'Student' },
  surname: string,
  present: boolean,
): Promise<Response> {
  const main = page.getByRole('main');
  await page.goto(list.path);
  await shows(main.getByRole('heading', { name: list.title, exact: true }), 20_000);
  const box = main.getByLabel('Search', { exact: true });
  await shows(box);
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/${list.resource}` &&
      new URL(response.url()).searchParams.get('q') === surname,
    { timeout: 15_000 },
  );
  await box.fill(surname);
  await box.press('Enter');
  const response = await answered;
  expect(response.status()).toBe(200);
  const listed = (await response.json()) as { data: Array<{ lastName?: string }> };
  expect(listed.data.some((row) => row.lastName === surname)).toBe(present);
  const rows = main.locator('.ant-table-tbody tr.ant-table-row');
  if (present) {
    await shows(rows.filter({ hasText: surname }));
  } else {
    await shows(main.getByText(`No ${list.resource.toLowerCase()} records found`));
    expect(await rows.filter({ hasText: surname }).count()).toBe(0);
  }
  return response;
}

/** `findInList` over an employee list screen. */
export async function findInEmployeeList(
  page: Page,
  path: string,
  title: string,
  surname: string,
  present: boolean,
): Promise<void> {
  await findInList(page, { path, title, resource: 'Employee' }, surname, present);
}

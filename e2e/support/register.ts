/** The multi-step register screens (student, employee): steps, buttons and a photo to upload. */
import type { Locator, Page } from 'playwright-core';
import { eventually } from './browser';

/** A 1x1 PNG: a student's or employee's photo. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The main area's first visible button of this name. */
export function button(page: Page, name: string | RegExp): Locator {
  return main(page).getByRole('button', { name }).filter({ visible: true }).first();
}

/** Waits until the register shows the step `title`. */
export async function onStep(page: Page, title: string): Promise<void> {
  const current = main(page).locator('.ant-steps-item-process');
  await eventually(async () =>
    expect(((await current.first().textContent()) ?? '').trim()).toContain(title),
  );
}

/** Next, and waits for the step `to`. */
export async function next(page: Page, to: string): Promise<void> {
  await button(page, /^Next/).click();
  await onStep(page, to);
}

import type { Locator, Page } from 'playwright-core';
import { shows } from './browser';

/** The open antd select popup (only one is visible at a time). */
export function visibleDropdown(page: Page): Locator {
  return page.locator('.ant-select-dropdown').filter({ visible: true });
}

/** A form control of `scope` by its visible label (exact), visible ones only. */
export function control(scope: Locator, label: string | RegExp): Locator {
  return scope
    .getByLabel(label, { exact: typeof label === 'string' })
    .filter({ visible: true })
    .first();
}

/**
 * Picks `option` in the select labelled `label`: opens it, types the option's text (searchable
 * selects filter on it, the others ignore it) and clicks the option with that exact title.
 * `search`: a shorter text to type instead, entered at once (a long one typed key by key into a
 * select that searches the server as it changes can lose keys on a busy machine).
 */
export async function choose(
  page: Page,
  scope: Locator,
  label: string | RegExp,
  option: string,
  search?: string,
): Promise<void> {
  const select = control(scope, label);
  // On a loaded machine a pick can be lost while the popup redraws: a single select then still
  // shows its placeholder, and the form refuses it later. Pick again once when that happened.
  // (Only emptiness is checked: a select may show its choice in other words than the option's.)
  for (let attempt = 0; ; attempt += 1) {
    await pickOnce(page, select, option, search);
    if (attempt >= 1 || !(await leftEmpty(select))) return;
  }
}

/** Whether a single select shows no chosen option (multiple selects are never judged empty). */
function leftEmpty(select: Locator): Promise<boolean> {
  return select.evaluate((input) => {
    const root = input.closest('.ant-select');
    if (root === null || root.classList.contains('ant-select-multiple')) return false;
    return root.querySelector('.ant-select-selection-item') === null;
  });
}

async function pickOnce(
  page: Page,
  select: Locator,
  option: string,
  search: string | undefined,
): Promise<void> {
  await select.click();
  const dropdown = visibleDropdown(page);
  await shows(dropdown);
  if (await select.isEditable()) {
    if (search === undefined) await select.pressSequentially(option);
    else await select.fill(search);
  }
  const item = dropdown.getByTitle(option, { exact: true });
  await shows(item);
  // The popup can move or redraw its list while the option is scrolled into view (a field low on
  // the page, a long list); a user then picks it with the arrow keys.
  await item
    .first()
    .click({ timeout: 5_000 })
    .catch(() => pickWithKeys(page, dropdown, option));
  await dropdown.waitFor({ state: 'hidden' }).catch(() => undefined);
}

async function pickWithKeys(page: Page, dropdown: Locator, option: string): Promise<void> {
  const active = dropdown.locator('.ant-select-item-option-active').first();
  for (let step = 0; step < 60; step += 1) {
    if ((await active.getAttribute('title', { timeout: 1_000 }).catch(() => null)) === option) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The option ${option} could not be reached with the arrow keys`);
}

/** A per-run token made of letters only (names often refuse digits). */
export function letters(seed: number = Date.now()): string {
  return seed
    .toString()
    .slice(-8)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('');
}

/**
 * Clicks `ok` in the open confirmation popup (optionally the one asking `question`) and waits for
 * it to close. Waiting for the popup first matters: the button that opened it often has the same
 * name, and clicking that again would close the popup instead of confirming.
 */
export async function confirmPopup(page: Page, ok: string, question?: RegExp): Promise<void> {
  const visible = page.locator('.ant-popover').filter({ visible: true });
  const popup = question ? visible.filter({ hasText: question }) : visible;
  await shows(popup);
  await popup
    .locator('.ant-popconfirm-buttons button')
    .filter({ hasText: new RegExp(`^\\s*${ok}\\s*$`) })
    .click();
  await popup.waitFor({ state: 'hidden' });
}

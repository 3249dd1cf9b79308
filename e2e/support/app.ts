import type { Locator, Page } from 'playwright-core';
import { eventually, shows } from './browser';

/** The header of the shared layout (where the top menu lives). */
export function header(page: Page): Locator {
  return page.getByRole('banner').first();
}

/** A top-menu entry by its exact title, visible ones only. */
export function topMenuLink(page: Page, title: string): Locator {
  return header(page).getByRole('link', { name: title, exact: true }).filter({ visible: true });
}

export function topMenuTrigger(page: Page, title: string): Locator {
  return header(page).getByText(title, { exact: true }).filter({ visible: true });
}

/** Waits until the signed-in layout is drawn: the Dashboard entry of the top menu is visible. */
export async function layoutReady(page: Page): Promise<void> {
  await shows(topMenuLink(page, 'Dashboard'), 15_000);
}

/** Opens a dropdown of the top menu (HEMIS Reports, Links) and returns its visible popup links. */
export async function openDropdown(page: Page, title: string): Promise<Locator> {
  const trigger = topMenuTrigger(page, title).first();
  await trigger.hover();
  const popup = page
    .locator('.ant-menu-submenu-popup, .ant-dropdown')
    .filter({ visible: true })
    .last();
  await eventually(async () => {
    if (!(await popup.isVisible())) {
      await trigger.click();
      throw new Error(`The ${title} dropdown did not open`);
    }
  });
  return popup;
}

export async function visibleLinks(scope: Locator): Promise<Array<{ name: string; href: string }>> {
  const links = scope.getByRole('link').filter({ visible: true });
  const result: Array<{ name: string; href: string }> = [];
  for (const link of await links.all()) {
    const name = ((await link.textContent()) ?? '').trim();
    const href = (await link.getAttribute('href')) ?? '';
    result.push({ name, href });
  }
  return result;
}

import type { Locator, Page } from 'playwright-core';
import { eventually, shows } from './browser';

/** The header of the shared layout (branding, top menu, profile menu). */
export function header(page: Page): Locator {
  return page.locator('header').first();
}

/** The main top menu: the navigation landmark named "Main menu". */
export function topMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** A top-menu entry by its exact title, visible ones only. */
export function topMenuLink(page: Page, title: string): Locator {
  return topMenu(page).getByRole('link', { name: title, exact: true }).filter({ visible: true });
}

/** The trigger of a top-menu dropdown (HEMIS Reports, Links). */
export function topMenuTrigger(page: Page, title: string): Locator {
  return topMenu(page).getByText(title, { exact: true }).filter({ visible: true });
}

/** Waits until the signed-in layout is drawn: the Dashboard entry of the top menu is visible. */
export async function layoutReady(page: Page): Promise<void> {
  await shows(topMenuLink(page, 'Dashboard'), 15_000);
}

/** Opens a dropdown of the top menu (HEMIS Reports, Links) and returns its visible popup links. */
export async function openDropdown(page: Page, title: string): Promise<Locator> {
  const trigger = topMenuTrigger(page, title).first();
  const popup = page
    .locator('.ant-dropdown, .ant-menu-submenu-popup')
    .filter({ visible: true })
    .filter({ has: page.getByRole('menu') })
    .last();
  await trigger.hover();
  try {
    await popup.waitFor({ state: 'visible', timeout: 3000 });
  } catch {
    await trigger.click();
    await popup.waitFor({ state: 'visible', timeout: 5000 });
  }
  // Wait for the opening animation to settle.
  await eventually(async () =>
    expect(await popup.getByRole('menuitem').filter({ visible: true }).count()).toBeGreaterThan(0),
  );
  return popup;
}

/** Closes the open top-menu dropdowns: Escape, the mouse away, until no popup shows. */
export async function closeDropdowns(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.mouse.move(0, (page.viewportSize()?.height ?? 600) - 1);
  await page
    .locator('.ant-dropdown, .ant-menu-submenu-popup')
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'hidden', timeout: 5000 });
}

/** Opens the profile menu (the avatar and name at the right of the header). */
export async function openProfileMenu(page: Page): Promise<Locator> {
  const trigger = header(page).getByLabel('Profile menu');
  const popup = page
    .locator('.ant-dropdown')
    .filter({ visible: true })
    .filter({ hasText: 'Logout' })
    .last();
  await trigger.hover();
  try {
    await popup.waitFor({ state: 'visible', timeout: 3000 });
  } catch {
    await trigger.click();
    await popup.waitFor({ state: 'visible', timeout: 5000 });
  }
  // Every role has Change Password: once it shows, the menu is fully drawn.
  await shows(popup.getByRole('link', { name: 'Change Password' }));
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

/** A figure of a section home (`section-figure-<key>`), as a number (separators dropped). */
export async function sectionFigure(page: Page, key: string): Promise<number> {
  const value = page
    .getByRole('main')
    .getByTestId(`section-figure-${key}`)
    .locator('.ant-statistic-content-value');
  await shows(value, 20_000);
  return Number((await value.first().innerText()).replace(/,/g, ''));
}

/**
 * The infrastructure registers of a campus and what the commission reads: a CollegeAdmin of campus 49
 * records a plot of land in ropani-aana-paisa-daam and a building, sees the plot in m² and both
 * unit systems, and the infrastructure home's totals move by what was added; a UgcAdmin opens a
 * campus's registers, reads the rows and a row's documents, is offered no add or edit, and the
 * API refuses its write (403); it reads the campus's income and expenditure statement (from its
 * approved vouchers) and its entries, and may not add one. Plot numbers and names are unique per run.
 */
import type { Locator, Page } from 'playwright-core';
import {
  browserFixture,
  eventually,
  shows,
  showsText,
  signIn,
  ROLE_EMAILS,
} from '../support/browser';
import { layoutReady, sectionFigure } from '../support/app';
import { apiCall, apiToken } from '../support/api';
import { choose, control } from '../support/forms';
import { runtime } from '../support/runtime';

const ui = browserFixture('infrastructure');
const SLOW = { timeout: 150_000 };
const HOME = '/infrastructure-management/home';
/** 2-5-2-1 ropani-aana-paisa-daam: 601/256 ropani of 508.737 m² each. */
const PLOT_M2 = 1194.34;

function main(page: Page): Locator {
  return page.getByRole('main');
}

async function figures(page: Page): Promise<Record<string, number>> {
  await page.goto(HOME);
  await showsText(page, 'Land Area', 20_000);
  return {
    landArea: await sectionFigure(page, 'landArea'),
    buildings: await sectionFigure(page, 'buildings'),
    classrooms: await sectionFigure(page, 'classrooms'),
  };
}

async function openRegister(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`/infrastructure-management/${path}`);
  await showsText(page, title, 20_000);
}

/** The list row holding `text`, once it is listed. */
function rowWith(page: Page, text: string): Locator {
  return main(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
}

describe('Infrastructure registers', () => {
  ui.test(
    'a campus records land in ropani and a building; the home totals follow',
    async (page) => {
      const stamp = Date.now().toString().slice(-7);
      const kitta = `E2E-${stamp}`;
      const building = `E2E Block ${stamp}`;
      await signIn(page, 'CollegeAdmin');
      await layoutReady(page);
      const before = await figures(page);

      await openRegister(page, 'land', 'Land Register');
      const landForm = main(page).getByTestId('resource-form-create');
      await control(landForm, 'Plot (Kitta) No.').fill(kitta);
      await choose(page, landForm, 'Ownership', 'Own');
      await choose(page, landForm, 'Unit System', 'Ropani-Aana-Paisa-Daam (hill)');
      for (const [label, value] of [
        ['Ropani', '2'],
        ['Aana', '5'],
        ['Paisa', '2'],
        ['Daam', '1'],
      ] as const) {
        const input = control(landForm, label);
        await eventually(async () => expect(await input.isEnabled()).toBe(true));
        await input.fill(value);
      }
      await landForm.getByRole('button', { name: 'Submit' }).click();
      await showsText(page, 'Data added successfully!');
      await main(page).getByLabel('Search', { exact: true }).fill(kitta);
      await main(page).getByLabel('Search', { exact: true }).press('Enter');
      const plot = rowWith(page, kitta);
      await shows(plot, 20_000);
      // Stored in m², shown in m² and in both unit systems.
      await shows(plot.getByText('1,194.34'));
      await shows(plot.getByText('2-5-2-1'));
      await shows(plot.getByText('0-3-10.54'));

      await openRegister(page, 'building', 'Building Register');
      const buildingForm = main(page).getByTestId('resource-form-create');
      await control(buildingForm, 'Building Name').fill(building);
      await control(buildingForm, 'Floors').fill('2');
      await control(buildingForm, 'Classrooms').fill('3');
      await choose(page, buildingForm, 'Structure', 'RCC Frame');
      await choose(page, buildingForm, 'Condition', 'Good');
      await buildingForm.getByRole('button', { name: 'Submit' }).click();
      await showsText(page, 'Data added successfully!');

      await eventually(async () => {
        const after = await figures(page);
        expect(after.buildings).toBe((before.buildings ?? 0) + 1);
        expect(after.classrooms).toBe((before.classrooms ?? 0) + 3);
        expect(after.landArea).toBeCloseTo((before.landArea ?? 0) + PLOT_M2, 2);
      }, 30_000);
    },
    SLOW,
  );

  ui.test(
    'the commission reads a campus’s registers, documents and finance, and changes nothing',
    async (page) => {
      await signIn(page, 'UgcAdmin');
      await layoutReady(page);
      await openRegister(page, 'land', 'Land Register');
      // A seeded plot of campus 49, with its campus named.
      const plot = rowWith(page, 'Bhaktapur Multiple Campus').filter({ hasText: '312' });
      await shows(plot, 20_000);
      expect(await main(page).getByText('Add Land').count()).toBe(0);
      expect(await plot.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      await plot.getByRole('button', { name: 'Documents' }).click();
      await showsText(page, 'Documents: Kitta 312');
      await shows(page.locator('.ant-drawer').getByText('No documents', { exact: false }), 20_000);
      expect(
        await page.locator('.ant-drawer').getByRole('button', { name: 'Upload' }).count(),
      ).toBe(0);

      await openRegister(page, 'building', 'Building Register');
      await shows(rowWith(page, 'Main Academic Block'), 20_000);
      expect(await main(page).getByTestId('resource-form-create').count()).toBe(0);

      const token = await apiToken(ROLE_EMAILS.UgcAdmin, runtime().demoPassword);
      const write = await apiCall(token, 'POST', '/Building', {
        buildingName: 'Not allowed',
        floors: 1,
        structure: 'steel',
        condition: 'good',
      });
      expect(write.status).toBe(403);

      // The campus's finance: its statement, read from its approved vouchers; its entries
      // offered without a form, and a write refused.
      await page.goto('/public-finance/income-expense');
      await showsText(page, 'Income by source', 20_000);
      await choose(page, main(page), 'Campus', 'Bhaktapur Multiple Campus');
      const statement = main(page).getByTestId('income-expense-statement');
      await shows(
        statement.getByText('1 campus: 1 from approved vouchers', { exact: false }),
        20_000,
      );
      await shows(statement.getByRole('cell', { name: 'Tuition Fee' }), 20_000);
      await page.goto('/other-setup/income-expenditure-entry');
      await showsText(page, 'Income/Expenditure Entry', 20_000);
      await shows(main(page).locator('.ant-table'), 20_000);
      expect(await main(page).getByTestId('resource-form-create').count()).toBe(0);
      const entry = await apiCall(token, 'POST', '/IncomeExpenditureEntry', {
        campusId: 49,
        fiscalYearId: 1,
        headId: 1,
        entryDate: '2026-08-01',
        amount: 1,
      });
      expect(entry.status).toBe(403);
    },
    SLOW,
  );
});

/**
 * Spec section 2, "Section menus": the entries that carry a role rule in the Student, Employee and
 * Exam sections, copied from the spec by hand ("UgsAdmin" read as UgcAdmin), and the check that a
 * section home's menu shows a role exactly its entries. Entries are found by the path segment the
 * spec names. The walk (tests/walk.test.ts) runs it at each section home.
 */
import type { Page } from 'playwright-core';
import { STAFF_ROLES, type StaffRole } from './menus';

const ALL_BUT = (...roles: StaffRole[]) => STAFF_ROLES.filter((role) => !roles.includes(role));

/** Section home -> entries (path segment, who does NOT see it). */
export const SECTION_MENUS: ReadonlyArray<{
  home: string;
  entries: ReadonlyArray<{ segment: string; hiddenFrom: readonly StaffRole[] }>;
}> = [
  {
    home: '/student-management/home',
    entries: [
      { segment: 'verified-students', hiddenFrom: ['Admin', 'UniAdmin', 'UgcAdmin'] },
      { segment: 'upgrade-academics', hiddenFrom: ['Admin', 'UniAdmin', 'UgcAdmin'] },
      { segment: 'identity-card-home', hiddenFrom: ['UgcAdmin', 'Admin', 'SuperAdmin'] },
    ],
  },
  {
    home: '/employee-management/home',
    entries: [
      { segment: 'ugc-employee-user', hiddenFrom: ALL_BUT('UgcAdmin') },
      { segment: 'ugc-employee', hiddenFrom: ALL_BUT('UgcAdmin') },
      { segment: 'teaching-staff', hiddenFrom: ['UgcAdmin', 'Admin', 'SuperAdmin'] },
      { segment: 'non-technical-staff', hiddenFrom: ['UgcAdmin', 'Admin', 'SuperAdmin'] },
    ],
  },
  {
    home: '/exam-management/home',
    entries: ['home', 'exam-list', 'routine-list', 'marks-entry', 'results'].map((segment) => ({
      segment,
      hiddenFrom: ['Admin', 'SuperAdmin', 'UniAdmin'] as const,
    })),
  },
];

/** The section menu of a section home holds exactly the role's entries of SECTION_MENUS. */
export async function sectionMenuAsSpecified(
  page: Page,
  role: StaffRole,
  section: (typeof SECTION_MENUS)[number],
): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Section menu' });
  // Attached, not visible: a section can offer a role no entry at all.
  await menu.waitFor({ state: 'attached' });
  const seen: Record<string, boolean> = {};
  const expected: Record<string, boolean> = {};
  for (const entry of section.entries) {
    const links = menu.locator(`a[href$="/${entry.segment}"]`).filter({ visible: true });
    seen[entry.segment] = (await links.count()) > 0;
    expected[entry.segment] = !entry.hiddenFrom.includes(role);
  }
  expect({ role, section: section.home, entries: seen }).toEqual({
    role,
    section: section.home,
    entries: expected,
  });
}

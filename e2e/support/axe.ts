/**
 * axe-core run inside the page as it stands. The script is put in once per loaded document: the
 * app moves between routes without loading a page again, so one copy serves every route checked
 * after a sign-in (a fresh copy, and a blank page to merge results, for every check would cost
 * more than the check itself).
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding {
  route: string;
  rule: string;
  impact: string;
  nodes: number;
  example: string;
}

type AxeWindow = Window & { axe?: typeof axe };

/** The serious and critical violations on the page as it stands. */
export async function seriousViolations(page: Page, route: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) {
    await page.evaluate(axe.source);
  }
  const violations = await page.evaluate(async (tags) => {
    const runner = (window as AxeWindow).axe;
    if (!runner) throw new Error('axe-core is not in the page');
    const result = await runner.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        nodes: violation.nodes.length,
        example: violation.nodes[0]?.target.join(' ') ?? '',
      }));
  }, TAGS);
  return violations.map((violation) => ({ route, ...violation }));
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe finds nothing on the page as it stands, whatever the impact (minor included). A finding reads as its rule,
 * its impact and the elements it names, so a failure says what to fix.
 */
export async function expectNoAxeViolations(page: Page, where: string) {
  // Violations only: axe then skips describing every passing element, most of its time on a long page.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const findings = violations.map(
    ({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect.soft(findings, `axe on ${where}`).toEqual([]);
}

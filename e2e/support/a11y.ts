import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails on serious or critical violations, listing each
 * one (rule, impact, help, and the selectors of the offending elements) in the message.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking
    .map((v) => {
      const targets = v.nodes
        .map(
          (n) =>
            `      ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
        )
        .join('\n');
      return `  ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n${targets}`;
    })
    .join('\n');
  expect(blocking.length, `axe found serious or critical violations on ${page.url()}:\n${report}`).toBe(0);
}

// What the route walk asks of every page, beyond reaching it: axe finds nothing serious or critical and no heading out
// of order, no string is a raw i18n key or an unfilled `{{value}}`, and on a phone nothing scrolls sideways. Each check
// returns its findings, naming the page, so that a route reports everything wrong with it at once.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { stringGroups } from './strings';

export interface Viewport {
  name: 'desktop' | 'phone';
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { name: 'desktop', width: 1440, height: 900 };
export const PHONE: Viewport = { name: 'phone', width: 390, height: 844 };

/** One thing wrong: `rule` is axe's rule id, or `raw-key`, `unfilled-value`, `horizontal-overflow`. */
export interface Finding {
  rule: string;
  /** The page and how it was seen: `/user/funds/history (phone)`. */
  where: string;
  detail: string;
}

const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Moderate in axe, but what a screen reader user navigates by: a page has its one h1, and no heading skips a level. */
const FAILING_RULES = new Set(['heading-order', 'page-has-heading-one']);
const SNIPPET_LENGTH = 160;

/**
 * axe-core on the page as it is laid out now. AxeBuilder evaluates axe's source in the page through the DevTools
 * protocol (no `<script>` tag, so the site's CSP lets it run); legacy mode runs `axe.run` in the page itself instead
 * of finishing in a second blank page, which halves the time and loses nothing here (the site has no cross-origin
 * frames to test), and only violations carry their nodes back.
 */
export async function axeFindings(page: Page, where: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? '') || FAILING_RULES.has(violation.id))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        where,
        detail: `(${violation.impact}) ${node.target.join(' ')} — ${node.html.slice(0, SNIPPET_LENGTH)} — ${violation.help}`,
      })),
    );
}

let groups: Set<string> | null = null;

/**
 * Text a user sees or hears that is a missing key (`sorts.rating`: a dotted path starting with the name of a group of
 * strings) or a template whose value was never filled (`{{n}}`): the page's visible text, every option of its
 * selects, the accessible names and hints in attributes, and the document title.
 */
export async function rawKeyFindings(page: Page, where: string): Promise<Finding[]> {
  groups ??= stringGroups();
  const texts = await page.evaluate(() => {
    const attributes = ['aria-label', 'aria-description', 'placeholder', 'title', 'alt'];
    const found = [document.title, document.body.innerText];
    for (const option of document.querySelectorAll('option')) found.push(option.text);
    for (const element of document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  const known = groups;
  const findings = new Map<string, Finding>();
  const add = (rule: string, detail: string) => findings.set(`${rule} ${detail}`, { rule, where, detail });
  for (const text of texts) {
    for (const [template] of text.matchAll(/\{\{[^}]*\}\}/g)) add('unfilled-value', template);
    // A dotted word not inside an address, a file name or an e-mail.
    for (const [path, first = ''] of text.matchAll(/(?<![\w@/.-])([A-Za-z_]\w*)(?:\.[A-Za-z_]\w*)+(?![\w@/-])/g)) {
      if (known.has(first)) add('raw-key', path);
    }
  }
  return [...findings.values()];
}

/** The page scrolls sideways: its content is wider than the viewport (named: the outermost elements sticking out). */
export async function overflowFindings(page: Page, where: string): Promise<Finding[]> {
  const overflow = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return null;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > clientWidth + 1 && !clipped(element));
    const outermost = sticking.filter((element) => !element.parentElement || !sticking.includes(element.parentElement));
    const describe = (element: Element) =>
      [element.tagName.toLowerCase(), ...[...element.classList].map((name) => `.${name}`), element.getAttribute('data-testid') ? `[data-testid="${element.getAttribute('data-testid')}"]` : ''].join('');
    return { scrollWidth, clientWidth, culprits: outermost.slice(0, 3).map(describe) };
  });
  if (!overflow) return [];
  const detail = `${overflow.scrollWidth} px of content in ${overflow.clientWidth} px (${overflow.culprits.join(', ')})`;
  return [{ rule: 'horizontal-overflow', where, detail }];
}

/** Fails with every finding, one a line: rule, page, what. */
export function expectNoFindings(findings: Finding[]): void {
  if (!findings.length) return;
  const lines = findings.map(({ rule, where, detail }) => `  ${rule} on ${where}: ${detail}`);
  throw new Error(`${findings.length} accessibility or page problem(s):\n${lines.join('\n')}`);
}

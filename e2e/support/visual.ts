// Checks of what reaches the page, beyond behaviour: recipe CSS, tap target sizes, screenshots.
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Every Panda recipe variant class on the page (`ui-button--size_sm`, `cat-badge--tone_info`…) has a
 * rule in the served stylesheets. Extraction only sees a package's own sources, so a variant used
 * through another package's component can be missing from the CSS and the element goes unstyled.
 */
export async function expectRecipeCss(page: Page, label: string) {
  const { used, missing } = await page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const text = selectors.join('\n');
    const classes = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('[class]'))) {
      for (const c of Array.from(el.classList))
        if (/^[a-z]+-[a-zA-Z]+--[a-zA-Z]+_[\w-]+$/.test(c)) classes.add(c);
    }
    const all = [...classes];
    return { used: all, missing: all.filter((c) => !text.includes(`.${c}`)) };
  });
  expect(used.length, `${label}: recipe variants on the page`).toBeGreaterThan(0);
  expect(missing, `${label}: recipe variant classes without CSS`).toEqual([]);
}

/** WCAG 2.5.5 on phones: buttons, links styled as buttons, tabs and the bars' links are ≥ 44 × 44 px. */
export async function expectTapTargets(page: Page, label: string) {
  const small = await page.evaluate(() => {
    const targets = document.querySelectorAll(
      'button, [role="button"], [role="tab"], [role="radio"], a[class*="-button"], header a, nav a',
    );
    const out: string[] = [];
    for (const el of Array.from(targets)) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // 0.5 px of sub-pixel rounding.
      if (r.width < 43.5 || r.height < 43.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  });
  expect(small, `${label}: tap targets under 44 × 44 px`).toEqual([]);
}

/** A full-page screenshot attached to the test's report. */
export async function attachScreenshot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await info.attach(`${name} (${info.project.name})`, { path, contentType: 'image/png' });
}

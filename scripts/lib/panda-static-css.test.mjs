import { describe, expect, it } from 'vitest';
import { css } from '../../ui/styled-system/css/index.mjs';
import { cssImportOf, precomputeCss } from './panda-static-css.mjs';

const header = "import { css, cx } from '#styled-system/css';\n";

describe('precomputeCss', () => {
  it('replaces a literal call with the class names the browser would compute', () => {
    const source = `${header}const a = css({ display: 'flex', gap: '2', _hover: { color: 'fg' } });`;
    const { code, replaced } = precomputeCss(source, css);
    expect(replaced).toBe(1);
    expect(code).toBe(
      `${header}const a = ${JSON.stringify(css({ display: 'flex', gap: '2', _hover: { color: 'fg' } }))};`,
    );
    expect(code).toContain('ui-d_flex');
  });

  it('leaves a call with anything from the module in it, and keeps reading after it', () => {
    const source = `${header}const a = css({ color: tone });\nconst b = css({ p: '4' }, { m: '1' });\nconst c = css({ w: \`\${n}px\` });`;
    const { code, replaced } = precomputeCss(source, css);
    expect(replaced).toBe(1);
    expect(code).toContain('css({ color: tone })');
    expect(code).toContain(`const b = ${JSON.stringify(css({ p: '4' }, { m: '1' }))};`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    expect(code).toContain('css({ w: `${n}px` })');
  });

  it('reads strings and comments with brackets in them', () => {
    const source = `${header}const a = css({\n  // a comment ) }\n  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', /* ) */ content: '")"',\n});`;
    const { code, replaced } = precomputeCss(source, css);
    expect(replaced).toBe(1);
    expect(code).toContain(
      JSON.stringify(css({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', content: '")"' })),
    );
  });

  it('touches nothing without the import, a renamed css, or other functions named like it', () => {
    const plain = "const a = css({ p: '4' });";
    expect(precomputeCss(plain, css)).toEqual({ code: plain, replaced: 0 });
    const renamed = "import { css as c } from '#styled-system/css';\nc({ p: '4' });";
    expect(precomputeCss(renamed, css).replaced).toBe(0);
    const others = `${header}x.css({ p: '4' }); mycss({ p: '4' }); css.raw({ p: '4' });`;
    expect(precomputeCss(others, css).replaced).toBe(0);
  });

  it('finds where a module imports its css from', () => {
    expect(cssImportOf(header)).toBe('#styled-system/css');
    expect(cssImportOf("import { cx } from '../styled-system/css';")).toBeNull();
  });

  it('leaves TypeScript syntax to the compiler', () => {
    const source = `${header}const a = css({ p: '4' } as const);`;
    expect(precomputeCss(source, css).replaced).toBe(0);
  });
});

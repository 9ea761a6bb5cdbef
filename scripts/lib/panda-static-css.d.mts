import type { RuleSetRule } from '@rspack/core';

export function cssImportOf(source: string): string | null;

export function precomputeCss(
  source: string,
  css: (...styles: object[]) => string,
): { code: string; replaced: number };

export const pandaStaticCssRule: RuleSetRule;

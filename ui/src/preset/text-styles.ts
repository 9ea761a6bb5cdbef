import { defineTextStyles } from '@pandacss/dev';

// No letter-spacing and generous line heights: Arabic letters join and have tall ascenders.
const style = (fontSize: string, fontWeight: string, lineHeight: string) => ({
  value: { fontFamily: 'body', fontSize, fontWeight, lineHeight, letterSpacing: 'normal' },
});

export const textStyles = defineTextStyles({
  h1: style('3xl', 'bold', 'tight'),
  h2: style('2xl', 'bold', 'tight'),
  h3: style('xl', 'bold', 'tight'),
  h4: style('lg', 'bold', 'normal'),
  body: style('md', 'normal', 'relaxed'),
  label: style('sm', 'bold', 'normal'),
  small: style('sm', 'normal', 'normal'),
  caption: style('xs', 'normal', 'normal'),
});

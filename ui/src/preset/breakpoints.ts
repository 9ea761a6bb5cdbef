// Kept free of @pandacss/dev imports: runtime code (useIsDesktop) reads it too.

/** Desktop layout starts at md (spec 1 section 9: "medium breakpoint and up"). */
export const breakpoints = { sm: '600px', md: '960px', lg: '1280px', xl: '1920px' } as const;
export const DESKTOP_MIN_WIDTH = 960;

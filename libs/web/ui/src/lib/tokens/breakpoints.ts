/** The design system's breakpoints in px (see `styles/tokens.css`): phone below 600, tablet below 900. */
export const BREAKPOINTS = { phone: 600, tablet: 900 } as const;

/** Media query for screens narrower than a breakpoint, as used in the stylesheets. */
export const belowBreakpoint = (name: keyof typeof BREAKPOINTS): string => `(max-width: ${BREAKPOINTS[name] - 0.02}px)`;

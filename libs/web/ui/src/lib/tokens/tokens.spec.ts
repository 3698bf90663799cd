import { readFileSync } from 'node:fs';
import { CONTRAST_PAIRS, MIN_CONTRAST } from './contrast-pairs';
import { BREAKPOINTS, belowBreakpoint } from './breakpoints';

const css = readFileSync(new URL('../../styles/tokens.css', import.meta.url), 'utf8');

/** Custom properties declared in tokens.css, name → raw value. */
const declared = new Map([...css.matchAll(/(--fw-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));

/** Follows var() references to a hex colour. */
function resolveColour(name: string, seen: string[] = []): string {
  const value = declared.get(name);
  if (value === undefined) throw new Error(`${name} is not declared in tokens.css (via ${seen.join(' → ') || '-'})`);
  const reference = /^var\((--fw-[\w-]+)\)$/.exec(value);
  if (reference) return resolveColour(reference[1], [...seen, name]);
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is ${value}, not a #rrggbb colour`);
  return value;
}

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('design tokens', () => {
  it('computes WCAG contrast like the reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(CONTRAST_PAIRS.map((p) => [`${p.foreground} on ${p.background} (${p.use})`, p] as const))(
    '%s meets WCAG AA',
    (_name, pair) => {
      const ratio = contrast(resolveColour(pair.foreground), resolveColour(pair.background));
      expect(ratio).toBeGreaterThanOrEqual(MIN_CONTRAST[pair.kind]);
    },
  );

  it('declares the scales components use', () => {
    for (const name of [
      '--fw-font-size-md',
      '--fw-space-4',
      '--fw-radius-md',
      '--fw-shadow-2',
      '--fw-focus-outline',
      '--fw-z-dialog',
      '--fw-control-height',
    ]) {
      expect(declared.has(name)).toBe(true);
    }
  });

  it('keeps the JavaScript breakpoints equal to the stylesheet ones', () => {
    expect(declared.get('--fw-bp-phone')).toBe(`${BREAKPOINTS.phone}px`);
    expect(declared.get('--fw-bp-tablet')).toBe(`${BREAKPOINTS.tablet}px`);
    expect(belowBreakpoint('phone')).toBe('(max-width: 599.98px)');
  });
});

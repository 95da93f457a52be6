import { theme as antTheme, type ThemeConfig } from 'antd';

/**
 * Colours that meet WCAG AA contrast (4.5:1 for text): antd's default primary (#1677ff, 4.0:1 under white text) and
 * secondary text (45 % black, 4.4:1 on white) fall just short, and placeholders (25 % black) far short; the
 * accessibility check (tests/e2e/a11y.spec.ts) reports each as serious. src/app/plain.css uses the same colours
 * for the screens drawn without antd (the sign-in page).
 */
const lightTokens = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
};
const darkTokens = {
  colorTextSecondary: 'rgba(255, 255, 255, 0.65)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
};

/**
 * One CSS-variable scope for the whole console, and selectors without a theme hash: antd's component styles then
 * depend on the theme only through CSS variables, so the styles generated ahead of time (src/components/antd/antd-static.css)
 * serve the light and the dark theme alike, and a nested provider below reuses the root's computed theme.
 */
const shared = { hashed: false, cssVar: { key: 'console-antd' } } satisfies ThemeConfig;

/** One object per theme: a new theme object on each render would make every antd component under it render again. */
export const lightTheme: ThemeConfig = { ...shared, algorithm: antTheme.defaultAlgorithm, token: lightTokens };
export const darkTheme: ThemeConfig = { ...shared, algorithm: antTheme.darkAlgorithm, token: darkTokens };

/**
 * The same themes without motion, for a user who asked the system to reduce motion (`prefers-reduced-motion:
 * reduce`): antd's dialogs, drawers, menus and messages appear and leave at once instead of zooming and sliding.
 */
export const reducedMotionThemes = {
  light: { ...lightTheme, token: { ...lightTokens, motion: false } },
  dark: { ...darkTheme, token: { ...darkTokens, motion: false } },
} as const satisfies Record<'light' | 'dark', ThemeConfig>;

export const STATIC_STYLE_THEME = {
  /** Under <StaticStyles>: no component style generated at run time (they are in src/components/antd/antd-static.css). */
  off: { ...shared, zeroRuntime: true } satisfies ThemeConfig,
  /** Under <RuntimeStyles> (the screens in the shell's content): antd generates them as usual. */
  on: { ...shared, zeroRuntime: false } satisfies ThemeConfig,
  /** What the generator renders with (tests/unit/tooling/staticStyles.test.tsx). */
  generate: lightTheme,
};

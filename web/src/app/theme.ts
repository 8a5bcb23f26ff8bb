import type { ThemeConfig } from 'antd';

// Chinese faces named explicitly: office PCs (YaHei), Macs (PingFang) and Linux (WenQuanYi/Noto) each
// pick a proper CJK font instead of a per-glyph fallback.
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Noto Sans', sans-serif";

// The app's antd theme, one for the page (App) and for the stylesheet written at build time
// (web/build/antd-styles.ts): antd's style hash is the theme's, so both must draw with this one.
// `motion` false for a reader who asked the system for less motion: no zooms, slides or fades.
// `cssVar.key` named rather than left to antd (a React id, `_r_0_`), so the theme's CSS variables the build
// writes into index.html carry the ids the page looks them up by.
export const CSS_VAR_KEY = 'css-var-app';
export const appTheme = (motion: boolean): ThemeConfig => ({ token: { colorPrimary: '#1565c0', borderRadius: 4, fontFamily: FONT_FAMILY, motion }, cssVar: { key: CSS_VAR_KEY } });

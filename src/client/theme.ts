import createCache from '@emotion/cache';
import { createTheme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from '@mui/stylis-plugin-rtl';

/** MUI's defaults (breakpoints 0/600/900/1200/1536, spacing 8, radius 4: docs/product/constants.md) plus colours. */
export function makeTheme(direction: 'ltr' | 'rtl') {
  return createTheme({
    direction,
    palette: {
      primary: { main: '#1565c0' },
      secondary: { main: '#00796b' },
      background: { default: '#f7f9fc' },
    },
    typography: {
      fontFamily: '"Roboto", "Noto Sans", "Noto Sans Arabic", "Segoe UI", Arial, sans-serif',
    },
  });
}

export const ltrCache = createCache({ key: 'mui' });
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

/** docs/product/routes-and-shell.md, docs/product/constants.md: section links scroll with a 64 px header offset. */
export const HEADER_OFFSET = 64;
/** docs/product/constants.md: the desktop section navigation appears from 1236 px. */
export const SECTION_NAV_MIN_WIDTH = 1236;

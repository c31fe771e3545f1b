import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { SMALL_SCREEN_MAX_PX } from '@/config/constants';

// Teal for actions (shade 7 keeps white text above 4.5:1), navy for headings and the footer.
const brand: MantineColorsTuple = [
  '#e5f8f6',
  '#c9ece8',
  '#98d9d2',
  '#62c5bb',
  '#37b3a8',
  '#1fa79b',
  '#0f9388',
  '#0a7870',
  '#07625c',
  '#044d48',
];

const navy: MantineColorsTuple = [
  '#eaf1fb',
  '#d3e0f2',
  '#a3bfe6',
  '#6f9bd9',
  '#467dce',
  '#2d6ac8',
  '#1f5ab0',
  '#17478c',
  '#103668',
  '#0a2547',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, navy },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  // xs doubles as the small-screen switch: at SMALL_SCREEN_MAX_PX and below the header uses a drawer.
  breakpoints: {
    xs: `${SMALL_SCREEN_MAX_PX + 1}px`,
    sm: '48em',
    md: '62em',
    lg: '75em',
    xl: '88em',
  },
  // Accessibility defaults (axe, e2e): close buttons need a name, and links inside running text
  // must not rely on colour alone. Plain objects, so the first load imports no Modal or Drawer.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

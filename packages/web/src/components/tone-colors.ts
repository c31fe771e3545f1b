// Mantine's light variants draw text in shade 9 of their colour on a pale tint of it. For yellow
// (about 3:1) and teal (axe fails it at badge and alert-title size) that is below WCAG AA's 4.5:1;
// these darker text colours keep the tint and reach about 7:1. Other tones pass as they are.
const darkText: Partial<Record<string, string>> = { yellow: '#7a4a00', teal: '#065f46' };

/** The text colour for a light or outline Badge of this colour (undefined: Mantine's own is fine). */
export const toneTextColor = (color: string): string | undefined => darkText[color];

/** Alert `vars` for a light Alert of this colour. */
export const toneAlertVars = (color: string) => {
  const text = darkText[color];
  return text ? () => ({ root: { '--alert-color': text } }) : undefined;
};

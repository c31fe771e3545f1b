import { Alert, type AlertProps } from '@mantine/core';

/**
 * Mantine's light yellow alert draws its title in yellow-9 on pale yellow (about 3:1), below the
 * 4.5:1 WCAG AA needs. Warnings keep the yellow background and border with dark amber text (about 7:1).
 */
export const warningAlertVars = () => ({ root: { '--alert-color': '#7a4a00' } });

export function WarningAlert(props: Omit<AlertProps, 'color' | 'variant'>) {
  return <Alert color="yellow" variant="light" vars={warningAlertVars} {...props} />;
}

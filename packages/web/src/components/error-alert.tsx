import { Alert, type AlertProps } from '@mantine/core';

/** A failed request, announced at once (role="alert"). */
export function ErrorAlert(props: Omit<AlertProps, 'color' | 'variant' | 'role'>) {
  return <Alert color="red" variant="light" role="alert" {...props} />;
}

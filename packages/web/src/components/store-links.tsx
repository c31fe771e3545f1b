import { Button, Group } from '@mantine/core';

type Props = {
  /** Whose app, for the accessible names: 'SehatLink patient'. */
  audience: string;
  playStore: string;
  appStore: string;
};

/** Google Play and App Store buttons for one of the SehatLink apps (opened in a new tab). */
export function StoreLinks({ audience, playStore, appStore }: Props) {
  return (
    <Group gap="sm">
      <Button
        component="a"
        href={playStore}
        target="_blank"
        rel="noopener noreferrer"
        color="dark"
        aria-label={`Get it on Google Play: the ${audience} app (opens in a new tab)`}
      >
        Get it on Google Play
      </Button>
      <Button
        component="a"
        href={appStore}
        target="_blank"
        rel="noopener noreferrer"
        color="dark"
        aria-label={`Download on the App Store: the ${audience} app (opens in a new tab)`}
      >
        Download on the App Store
      </Button>
    </Group>
  );
}

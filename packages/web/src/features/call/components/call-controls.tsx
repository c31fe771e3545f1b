import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icons';
import { nameInitial } from '@/components/initial-photo';
import { useT } from '@/lib/i18n/language-context';
import { callCatalogue } from '../i18n/en';
import classes from './video-call.module.css';

const svg = (children: ReactNode) => <Icon>{children}</Icon>;
const mic = <path d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3zM19 10v2a7 7 0 0 1-14 0v-2M12 19v3" />;
const camera = <path d="M23 7l-7 5 7 5V7zM3 5h11a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />;
const slash = <path d="M2 2l20 20" />;

type ToggleProps = { kind: 'mic' | 'camera'; off: boolean; disabled: boolean; onToggle: () => void };

/**
 * Mute / Camera off as toggle buttons: aria-pressed says it is off, and the icon and label change
 * to what pressing it again does ("Unmute", "Camera on"). 44 px tall at least.
 */
export function CallToggle({ kind, off, disabled, onToggle }: ToggleProps) {
  const t = useT(callCatalogue);
  const label = kind === 'mic' ? (off ? t('mic.on') : t('mic.off')) : off ? t('camera.on') : t('camera.off');
  const icon = svg(
    <>
      {kind === 'mic' ? mic : camera}
      {off && slash}
    </>,
  );
  return (
    <Button
      variant={off ? 'filled' : 'white'}
      color={off ? 'gray.8' : 'dark'}
      mih={44}
      miw={44}
      leftSection={icon}
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={off}
      data-toggle={kind}
    >
      {label}
    </Button>
  );
}

type TileProps = { name: string; message: string; muted: boolean };

/** In place of a black picture: the other person's initial and name, that the camera is off (and "Muted"). */
export function CameraOffTile({ name, message, muted }: TileProps) {
  const t = useT(callCatalogue);
  return (
    <div className={classes.tile} data-testid="camera-off-tile" role="status">
      <span className={classes.tileInitial} aria-hidden="true">
        {nameInitial(name)}
      </span>
      <span className={classes.tileName}>{name}</span>
      <span className={classes.tileState}>{muted ? t('mic.muted', { state: message }) : message}</span>
    </div>
  );
}

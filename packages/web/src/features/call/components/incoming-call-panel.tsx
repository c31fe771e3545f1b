import type { ReceiveCall } from '@ehp/api-types';
import { Button } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { VideoIcon } from '@/components/icons';
import { InitialPhoto } from '@/components/initial-photo';
import { imageUrls } from '@/lib/image-urls';
import { callMessages } from '../lib/call-messages';
import classes from './incoming-call-panel.module.css';
import { useT } from '@/lib/i18n/language-context';
import { callCatalogue } from '../i18n/en';

type Props = { call: ReceiveCall; onAccept: () => void; onDecline: () => void; onMinimise: () => void };

/**
 * The ringing panel: 'Online Appointment Calling...', the doctor's photo (or initial) and name,
 * Accept and Decline. A card in the corner on wide screens, the whole screen on phones (600 px and
 * narrower) so the call cannot be missed. Only Accept and Decline answer the call: the corner button
 * and Escape minimise it to a bar that keeps ringing until the 10 s end it as missed.
 */
export function IncomingCallPanel({ call, onAccept, onDecline, onMinimise }: Props) {
  // useT loads the call messages of the page's language (the rest of Urdu may come after the page).
  const t = useT(callCatalogue);
  const acceptRef = useRef<HTMLButtonElement>(null);
  useEffect(() => acceptRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onMinimise();
  };

  return (
    <div
      className={classes.panel}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="incoming-call-title"
      aria-describedby="incoming-call-doctor"
      onKeyDown={onKeyDown}
      data-call-id={call.call_id}
    >
      <div className={classes.top}>
        <h2 id="incoming-call-title" className={classes.title}>
          {callMessages.incomingTitle}
        </h2>
        <button type="button" className={classes.close} onClick={onMinimise} aria-label={t('ring.minimise')}>
          <span aria-hidden="true">–</span>
        </button>
      </div>
      <div className={classes.caller}>
        <span className={classes.photo}>
          <InitialPhoto src={imageUrls.doctor(call.doctor_pmdc)} name={call.doctor_name} size={72} />
        </span>
        <p id="incoming-call-doctor" className={classes.doctor}>
          <span className={classes.doctorName}>{call.doctor_name}</span>
          <span className={classes.calling}>{callMessages.videoCallForAppointment}</span>
        </p>
      </div>
      <div className={classes.actions}>
        <Button
          ref={acceptRef}
          color="brand"
          size="md"
          mih={48}
          leftSection={<VideoIcon size={20} />}
          onClick={onAccept}
        >
          {callMessages.accept}
        </Button>
        <Button color="red.9" size="md" mih={48} onClick={onDecline}>
          {callMessages.decline}
        </Button>
      </div>
    </div>
  );
}

type BarProps = { call: ReceiveCall; onAccept: () => void; onDecline: () => void; onExpand: () => void };

/** The minimised call: still ringing, one line with Accept and Decline, until the 10 s run out. */
export function RingingBar({ call, onAccept, onDecline, onExpand }: BarProps) {
  const t = useT(callCatalogue);
  const expandRef = useRef<HTMLButtonElement>(null);
  // The minimise button just went away with the panel: focus stays in the call, on a harmless control.
  useEffect(() => expandRef.current?.focus(), []);
  return (
    <section className={classes.bar} aria-labelledby="ringing-bar-title" data-call-id={call.call_id}>
      <button ref={expandRef} type="button" className={classes.barTitle} onClick={onExpand} title={t('ring.show')}>
        <VideoIcon size={20} />
        <span id="ringing-bar-title">{t('ring.calling', { doctor: call.doctor_name })}</span>
      </button>
      <Button color="brand" mih={44} onClick={onAccept}>
        {callMessages.accept}
      </Button>
      <Button color="red.9" mih={44} onClick={onDecline}>
        {callMessages.decline}
      </Button>
    </section>
  );
}

type NoticeProps = { message: string; onClose?: () => void };

/** Why the last call ended (or was missed), until the patient closes it or another call rings. */
export function CallNotice({ message, onClose }: NoticeProps) {
  const t = useT(callCatalogue);
  return (
    <div className={classes.notice} role="status">
      <span>{message}</span>
      {onClose && (
        <Button size="compact-sm" variant="white" color="dark" onClick={onClose}>
          {t('notice.ok')}
        </Button>
      )}
    </div>
  );
}

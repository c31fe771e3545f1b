import { rich } from '@/lib/i18n/translations';
import { boldIsolated } from '@/components/isolate';
import { OTP_LENGTH } from '../lib/validation';
import { authStepsCatalogue } from '../i18n/steps.en';
import { useAuthT } from '../lib/use-auth-t';
import { HintWithAction } from './hint-with-action';

type Props = {
  id: string;
  /** The number the code went to, as the server reported it (may be masked). */
  sentTo: string;
  /** How long the code is valid, when the server said. */
  minutes: number | null;
  changeLabel: string;
  onChangeTarget: () => void;
};

/** "We sent a 6-digit code by SMS to …" (and for how long it is valid), with the link to change the number. */
export function CodeSentHint({ id, sentTo, minutes, changeLabel, onChangeTarget }: Props) {
  const t = useAuthT(authStepsCatalogue);
  return (
    <HintWithAction id={id} actionLabel={changeLabel} onAction={onChangeTarget}>
      {rich(
        minutes
          ? t('code.sentValid', { length: OTP_LENGTH, phone: sentTo, minutes, s: minutes === 1 ? '' : 's' })
          : t('code.sent', { length: OTP_LENGTH, phone: sentTo }),
        { phone: boldIsolated },
      )}
    </HintWithAction>
  );
}

import '@/components/modal-styles';
import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { useState } from 'react';
import { EnquiryMobileInput } from '@/components/contact-inputs';
import { ActionError } from '@/components/action-error';
import { SlowNote } from '@/components/slow-note';
import { ModalSuccess } from '@/components/modal-success';
import { useResetOnOpen } from '@/components/use-reset-on-open';
import * as companyContent from '@/content/company';
import { messages } from '@/content/messages';
import { isValidMobileNumber } from '@/lib/rules/mobile-number';
import { useRequestCallback } from '../api/request-callback';
import { useContent, useT } from '@/lib/i18n/language-context';
import { helplineCatalogue } from '../i18n/en';
import { Isolate } from '@/components/isolate';
import { rich } from '@/lib/i18n/translations';

type Props = { opened: boolean; onClose: () => void };

/**
 * Helpline call-back request. Step 0 is the phone form, step 1 the confirmation.
 * Unlike the original, success never shows the failure message: only a real failure does.
 */
export default function HelplineModal({ opened, onClose }: Props) {
  const { company } = useContent(companyContent, 'company');
  const t = useT(helplineCatalogue);
  const [step, setStep] = useState<0 | 1>(0);
  const form = useForm({
    initialValues: { phone_number: '' },
    validate: { phone_number: (value) => (isValidMobileNumber(value) ? null : messages['helpline.phoneInvalid']) },
  });
  const mutation = useRequestCallback();

  useResetOnOpen(opened, () => {
    form.reset();
    mutation.reset();
    setStep(0);
  });

  const submit = form.onSubmit(({ phone_number }) => {
    mutation.mutate({ body: { data: {}, phone_number: phone_number.trim() } }, { onSuccess: () => setStep(1) });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} centered size="md">
      {step === 1 ? (
        <ModalSuccess title={messages['helpline.received']} onClose={onClose}>
          {messages['helpline.followUp']}
        </ModalSuccess>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {rich(t('intro', { helpline: company.supportPhoneLabel, phone: company.supportPhone }), {
                phone: (text) => (
                  <Anchor href={company.supportPhoneHref} fw={700}>
                    <Isolate>{text}</Isolate>
                  </Anchor>
                ),
              })}
            </Text>
            <EnquiryMobileInput data-autofocus {...form.getInputProps('phone_number')} />
            <ActionError error={mutation.error} message={messages['helpline.failed']} />
            <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
              {t('submit')}
            </Button>
            <SlowNote waiting={mutation.isPending} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

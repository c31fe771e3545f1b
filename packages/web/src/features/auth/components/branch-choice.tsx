import { Radio, Stack, type RadioGroupProps } from '@mantine/core';
import type { components } from '@ehp/api-types';
import { authStepsCatalogue } from '../i18n/steps.en';
import { useAuthT } from '../lib/use-auth-t';

type Branch = components['schemas']['ClinicBranch'];

type Props = Omit<RadioGroupProps, 'children' | 'label'> & { branches: Branch[]; disabled: boolean };

/** The branch an owner of several signs in to (a step only such owners see). */
export function BranchChoice({ branches, disabled, ...groupProps }: Props) {
  const t = useAuthT(authStepsCatalogue);
  return (
    <Radio.Group label={t('branch.choose')} description={t('branch.switchLater')} required {...groupProps}>
      <Stack gap="sm" mt="xs">
        {branches.map((branch) => (
          <Radio
            key={branch.branch_id}
            value={String(branch.branch_id)}
            label={branch.branch_name}
            description={t('branch.code', { city: branch.city, branch_code: branch.branch_code })}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

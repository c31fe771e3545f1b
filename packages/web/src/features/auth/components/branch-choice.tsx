import { Radio, Stack, type RadioGroupProps } from '@mantine/core';
import type { components } from '@ehp/api-types';

type Branch = components['schemas']['ClinicBranch'];

type Props = Omit<RadioGroupProps, 'children' | 'label'> & { branches: Branch[]; disabled: boolean };

/** The branch an owner of several signs in to (a step only such owners see). */
export function BranchChoice({ branches, disabled, ...groupProps }: Props) {
  return (
    <Radio.Group
      label="Choose a branch"
      description="You can switch branches later by signing in again."
      required
      {...groupProps}
    >
      <Stack gap="sm" mt="xs">
        {branches.map((branch) => (
          <Radio
            key={branch.branch_id}
            value={String(branch.branch_id)}
            label={branch.branch_name}
            description={`${branch.city} · Branch code ${branch.branch_code}`}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

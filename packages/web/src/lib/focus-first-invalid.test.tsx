import { Button, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/fast-render';
import { screen, waitFor } from '@/test/render';
import { useForm } from './use-form';

function ThreeFields() {
  const form = useForm({
    initialValues: { name: '', email: '', phone: '' },
    validate: {
      name: (v) => (v ? null : 'Enter your name'),
      email: (v) => (v.includes('.') ? null : 'Enter an e-mail such as rabia@clinic.pk'),
      phone: (v) => (v ? null : 'Enter your mobile number'),
    },
  });
  return (
    <form onSubmit={form.onSubmit(() => {})} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <TextInput label="Phone" {...form.getInputProps('phone')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('focusFirstInvalid', () => {
  it('when a form is submitted with several fields wrong, then every error shows and focus is on the first wrong field', async () => {
    const { user } = render(<ThreeFields />);
    await user.type(screen.getByLabelText('Name'), 'Rabia');
    await user.type(screen.getByLabelText('Email'), 'rabia@clinic');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter an e-mail such as rabia@clinic.pk')).toBeTruthy();
    expect(screen.getByText('Enter your mobile number')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });
});

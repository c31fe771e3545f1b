import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render, screen } from '@/test/render';
import { ContactForm } from './contact-form';

async function fillValid(user: ReturnType<typeof render>['user']) {
  await user.type(screen.getByLabelText(/full name/i), 'Ayesha Khan');
  await user.type(screen.getByLabelText(/^email/i), 'ayesha@example.pk');
  await user.type(screen.getByLabelText(/mobile number/i), '03001234567');
  await user.type(screen.getByLabelText(/subject/i), 'Clinic subscription');
  await user.type(screen.getByLabelText(/^message/i), 'Please call me about the Standard plan.');
}

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when submitted empty then every field says what is wrong and nothing is sent', async () => {
    const api = stubApi({});
    const { user } = render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter a valid Mobile Number')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when the message is sent then posts the five fields and confirms', async () => {
    const api = stubApi({ 'POST /api/contact-us/add': { status: 201, body: { message: 'Stored', data: { id: 1 } } } });
    const { user } = render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Your message has reached our support team/)).toBeTruthy();
    expect(api.calls[0].body).toEqual({
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      phone_number: '03001234567',
      subject: 'Clinic subscription',
      message: 'Please call me about the Standard plan.',
    });
  });

  it('when the server refuses then shows its message', async () => {
    stubApi({
      'POST /api/contact-us/add': {
        status: 429,
        body: { message: 'Too many messages, try later', code: 'rate_limited', retry_after: 120 },
      },
    });
    const { user } = render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many attempts. Try again in 2 minutes.')).toBeTruthy();
  });
});

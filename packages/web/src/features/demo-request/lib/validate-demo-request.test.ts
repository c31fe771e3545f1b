import { describe, expect, it } from 'vitest';
import { validateDemoRequest } from './validate-demo-request';

const valid = { name: 'Ayesha Khan', phone_number: '03001234567', email: 'ayesha@example.pk' };

describe('validateDemoRequest', () => {
  it('when every field is filled and the number is valid then passes', () => {
    expect(validateDemoRequest(valid)).toBeNull();
  });

  it('when a field is empty or blank then asks for all the fields and marks the blank ones', () => {
    expect(validateDemoRequest({ ...valid, name: '  ', email: '' })).toEqual({
      message: 'Please fill in all the fields.',
      errors: { name: true, email: true },
    });
  });

  it('when fields are missing and the number is also bad then every problem comes at once', () => {
    expect(validateDemoRequest({ name: '', phone_number: '123', email: '' })).toEqual({
      message: 'Please fill in all the fields.',
      errors: { name: true, phone_number: 'Enter a valid Mobile Number', email: true },
    });
  });

  it('when the mobile number breaks the rule then says so and marks the field', () => {
    expect(validateDemoRequest({ ...valid, phone_number: '0421234567' })).toEqual({
      message: 'Enter a valid Mobile Number',
      errors: { phone_number: true },
    });
  });

  it('when the e-mail domain has no dot ("rabia@clinic") then it is refused (issue 25)', () => {
    expect(validateDemoRequest({ ...valid, email: 'rabia@clinic' })).toEqual({
      message: 'Enter a valid e-mail address, e.g. rabia@clinic.pk',
      errors: { email: true },
    });
  });

  it('when the number and the e-mail are both wrong then both say so at once, each once', () => {
    expect(validateDemoRequest({ ...valid, phone_number: '123', email: 'rabia@clinic' })).toEqual({
      message: 'Enter a valid Mobile Number',
      errors: { phone_number: true, email: 'Enter a valid e-mail address, e.g. rabia@clinic.pk' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { validateDemoRequest } from './validate-demo-request';

const valid = { name: 'Ayesha Khan', phone_number: '03001234567', email: 'ayesha@example.pk' };

describe('validateDemoRequest', () => {
  it('when every field is filled and the number is valid then passes', () => {
    expect(validateDemoRequest(valid)).toBeNull();
  });

  it('when a field is empty or blank then asks for all the fields and names the blank ones', () => {
    expect(validateDemoRequest({ ...valid, name: '  ', email: '' })).toEqual({
      message: 'Please fill in all the fields.',
      fields: ['name', 'email'],
    });
  });

  it('when fields are missing and the number is also bad then the missing-fields message wins', () => {
    expect(validateDemoRequest({ name: '', phone_number: '123', email: '' })?.message).toBe(
      'Please fill in all the fields.',
    );
  });

  it('when the mobile number breaks the rule then says so', () => {
    expect(validateDemoRequest({ ...valid, phone_number: '0421234567' })).toEqual({
      message: 'Enter a valid Mobile Number',
      fields: ['phone_number'],
    });
  });
});

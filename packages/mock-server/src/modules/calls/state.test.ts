import { describe, expect, it } from 'vitest';
import { nextState, refusal } from './state.ts';

describe('call state machine', () => {
  it('when a ringing call is accepted, declined, missed or busy, then it moves accordingly', () => {
    expect(nextState('ringing', { type: 'accept' })).toBe('accepted');
    expect(nextState('ringing', { type: 'decline', reason: 'busy' })).toBe('busy');
    expect(nextState('ringing', { type: 'decline', reason: 'missed' })).toBe('missed');
    expect(nextState('ringing', { type: 'ring_timeout' })).toBe('missed');
  });

  it('when the doctor signals an accepted call, then it is in_call; an end then ends it', () => {
    expect(nextState('accepted', { type: 'doctor_signal' })).toBe('in_call');
    expect(nextState('in_call', { type: 'doctor_signal' })).toBe('in_call');
    expect(nextState('in_call', { type: 'end' })).toBe('ended');
    expect(nextState('accepted', { type: 'end' })).toBe('ended');
  });

  it('when an event does not fit the state, then it is refused with a reason', () => {
    expect(nextState('ended', { type: 'accept' })).toBeNull();
    expect(nextState('declined', { type: 'end' })).toBeNull();
    expect(nextState('ringing', { type: 'end' })).toBeNull();
    expect(nextState('accepted', { type: 'ring_timeout' })).toBeNull();
    expect(refusal('missed')).toBe('The call is over (missed)');
    expect(refusal('in_call')).toBe('The call is already in progress');
  });
});

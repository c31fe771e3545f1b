import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { render, screen } from '@/test/render';
import { PatientCallSlot } from './patient-call-slot';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/call/components/incoming-call-host', () => {
  loaded.count += 1;
  return { default: () => <div>call host</div> };
});

describe('PatientCallSlot', () => {
  it('when the user is not a patient, then the call host is neither rendered nor downloaded', () => {
    saveSession({ name: 'Dr. A', role: 'doctor', user_id: '7', pmdc: '123-P' });
    render(<PatientCallSlot />);
    expect(screen.queryByText('call host')).toBeNull();
    expect(loaded.count).toBe(0);
  });

  it('when a patient is signed in, then the call host is loaded', async () => {
    saveSession({ name: 'Ayesha', role: 'patient', user_id: '1001' });
    render(<PatientCallSlot />);
    expect(await screen.findByText('call host')).toBeTruthy();
    expect(loaded.count).toBe(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stand-in';
import { render } from '@/test/fast-render';
import { fireEvent, screen, waitFor } from '@/test/render';
import { AdviceForm } from './advice-form';

const SAVE = 'POST /api/doctor/visit-advice';
const empty = { advice: '', medicines: [], tests: '', followUp: '' };

afterEach(() => vi.unstubAllGlobals());

describe('AdviceForm', () => {
  it('when nothing is written, then a whole sentence says what is needed and nothing is sent', () => {
    const api = stubApi({});
    render(
      <AdviceForm appointmentId={7} visitDate="2026-11-24" initial={empty} onSaved={vi.fn()} onCancel={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Write your advice, or add a medicine or a test, before saving.',
    );
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('when the doctor adds two medicines, removes one and saves, then the request holds the one left', async () => {
    const onSaved = vi.fn();
    const api = stubApi({
      [SAVE]: {
        body: {
          message: 'Advice saved. The patient has been told it is ready.',
          data: {
            advice: {
              appointment_id: 7,
              advice: 'Rest.',
              medicines: [{ name: 'Panadol', strength: '500 mg', frequency: 'Twice a day', days: 3 }],
              tests: [],
              follow_up_date: null,
              doctor_name: 'Dr. Imran Qureshi',
              doctor_pmdc: '12345-P',
              patient_name: 'Ali Hassan',
              visit_date: '2026-11-24',
              created_at: '2026-11-24T13:45:00.000Z',
              updated_at: '2026-11-24T13:45:00.000Z',
            },
          },
        },
      },
    });
    render(
      <AdviceForm appointmentId={7} visitDate="2026-11-24" initial={empty} onSaved={onSaved} onCancel={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText('Advice'), { target: { value: 'Rest.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a medicine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a medicine' }));
    expect(screen.getAllByTestId('medicine-row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove medicine 2' }));
    fireEvent.change(screen.getByLabelText('Medicine'), { target: { value: 'Panadol' } });
    fireEvent.change(screen.getByLabelText('Strength'), { target: { value: '500 mg' } });
    fireEvent.change(screen.getByLabelText('How often'), { target: { value: 'Twice a day' } });
    fireEvent.change(screen.getByLabelText('For how many days'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.callsTo(SAVE).map((c) => c.body)).toEqual([
      {
        appointment_id: 7,
        advice: 'Rest.',
        medicines: [{ name: 'Panadol', strength: '500 mg', frequency: 'Twice a day', days: 3 }],
        tests: [],
        follow_up_date: null,
      },
    ]);
  });

  it('when the server refuses (409), then its sentence shows and the form keeps what was typed', async () => {
    stubApi({
      [SAVE]: {
        status: 409,
        body: {
          message:
            'You can write the advice once the visit has happened: after the patient answers your call, or once the appointment time is over.',
        },
      },
    });
    render(
      <AdviceForm
        appointmentId={7}
        visitDate="2026-11-24"
        initial={{ ...empty, advice: 'Rest.' }}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^You can write the advice once/));
    expect((screen.getByLabelText('Advice') as HTMLTextAreaElement).value).toBe('Rest.');
  });
});

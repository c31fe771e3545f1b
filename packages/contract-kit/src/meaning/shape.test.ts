import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract.ts';
import { createdRecord, keyOf, listShape } from './shape.ts';

const contract = loadContract();
const doc = contract.openapi;

describe('lists and records read from the contract', () => {
  it('when a list answer has total and the operation takes page and page_size, then it is paged', () => {
    expect(listShape(doc, contract.operation('searchDoctors'))).toMatchObject({
      items: 'data.doctors',
      itemRef: 'DoctorSummary',
      paged: { total: 'data.total', page: 'data.page', pageSize: 'data.page_size', maxSize: 50 },
    });
    expect(listShape(doc, contract.operation('listDoctorReviews'))?.paged?.sizeParam).toBe('page_size');
  });

  it('when a list has no page fields, or an operation lists nothing, then it is not paged or not a list', () => {
    expect(listShape(doc, contract.operation('listLabs'))).toMatchObject({ items: 'data.data.medical_test_labs_all' });
    expect(listShape(doc, contract.operation('listLabs'))?.paged).toBeUndefined();
    expect(listShape(doc, contract.operation('getLabInfo'))).toBeUndefined();
    expect(listShape(doc, contract.operation('bookAppointment'))).toBeUndefined();
  });

  it('when an operation answers 201 with a record, then its path and component are known; it pairs with its list', () => {
    expect(createdRecord(doc, contract.operation('bookAppointment'))).toEqual({
      path: 'data.appointment',
      ref: 'Appointment',
    });
    expect(listShape(doc, contract.operation('listAppointments'))?.itemRef).toBe('Appointment');
    expect(createdRecord(doc, contract.operation('listAppointments'))).toBeUndefined();
  });

  it('when records are keyed, then by id, then by PMDC number, else by their JSON', () => {
    expect([keyOf({ id: 5, pmdc: 'x' }), keyOf({ pmdc: '12345-P' }), keyOf({ a: 1 })]).toEqual([
      'id=5',
      'pmdc=12345-P',
      '{"a":1}',
    ]);
  });
});

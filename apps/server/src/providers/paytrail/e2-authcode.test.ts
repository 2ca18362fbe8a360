import { describe, expect, it } from 'vitest';
import { e2Authcode, e2ReturnAuthcode, isE2ReturnValid } from './e2-authcode.ts';

// Paytrail's published E2 test merchant (paytrail/documentation, e2-interface/authcode.md).
const SECRET = '6pKF4jkv97zmqBJ3ZL8gUw5DfT2NMQ';

describe('Paytrail E2 signatures', () => {
  it('signs the documented required-fields form', () => {
    const fields = {
      MERCHANT_ID: '13466',
      URL_SUCCESS: 'http://www.example.com/success',
      URL_CANCEL: 'http://www.example.com/cancel',
      ORDER_NUMBER: '123456',
      PARAMS_IN: 'MERCHANT_ID,URL_SUCCESS,URL_CANCEL,ORDER_NUMBER,PARAMS_IN,PARAMS_OUT,AMOUNT',
      PARAMS_OUT: 'PAYMENT_ID,TIMESTAMP,STATUS',
      AMOUNT: '350.00',
    };
    expect(e2Authcode(fields, SECRET)).toBe(
      'BBDF8997A56F97DC0A46C99C88C2EEF9D541AAD59CFF2695D0DD9AF474086D71',
    );
  });

  it('computes the documented RETURN_AUTHCODE', () => {
    expect(e2ReturnAuthcode(['ORDER-12345', '123456789012', '200.00', '1491896573', 'PAID'], SECRET)).toBe(
      '86CC6A9B9433D3AC1D8D1B8D21ED87DA3ABE2E980D3F826D1901FEF0925F5D03',
    );
  });

  it('accepts the documented receipt and refuses it once a value or the code is changed', () => {
    const paramsOut = ['ORDER_NUMBER', 'PAYMENT_ID', 'AMOUNT', 'TIMESTAMP', 'STATUS'];
    const receipt = {
      ORDER_NUMBER: 'ORDER-12345',
      PAYMENT_ID: '123456789012',
      AMOUNT: '200.00',
      TIMESTAMP: '1491896573',
      STATUS: 'PAID',
      RETURN_AUTHCODE: '86CC6A9B9433D3AC1D8D1B8D21ED87DA3ABE2E980D3F826D1901FEF0925F5D03',
    };
    expect(isE2ReturnValid(receipt, paramsOut, SECRET)).toBe(true);
    expect(isE2ReturnValid({ ...receipt, AMOUNT: '2.00' }, paramsOut, SECRET)).toBe(false);
    expect(isE2ReturnValid({ ...receipt, RETURN_AUTHCODE: 'X' }, paramsOut, SECRET)).toBe(false);
    expect(isE2ReturnValid({ ...receipt, STATUS: undefined! }, paramsOut, SECRET)).toBe(false);
    expect(isE2ReturnValid(receipt, paramsOut, 'another secret')).toBe(false);
  });
});

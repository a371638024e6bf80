import { bus, type ToastRequest } from '../bus';
import { HttpError } from '../errors';
import { messageKeyForCode } from './error-codes';
import type * as errorReport from './error-report';
import { reportApiError, toastForApiError } from './error-report';
import type * as errors from '../errors';

let toasts: ToastRequest[];
let off: () => void;
beforeEach(() => {
  toasts = [];
  off = bus.on('toast:show', (toast) => toasts.push(toast));
});
afterEach(() => off());

const httpError = (status: number, code?: string) =>
  new HttpError(status, 'server text', code, undefined, 'POST /cart/update');

describe('SPEC 8 error codes → message keys', () => {
  it.each([
    ['CART_NOT_AUTHORIZED', 'cart_not_authorised'],
    ['CART_RULE_INVALID_CODE', 'cart_rule_invalid_code'],
    ['CART_RULE_ALREADY_ANOTHER_CODE_IN_PROGRESS', 'cart_rule_already_have_another_code'],
    ['CART_RULE_INVALID_DATE', 'cart_rule_invalid_date'],
    ['CART_RULE_INVALID_CART', 'cart_rule_invalid_cart'],
    ['USER_NOT_AUTHORIZED', 'incorrect_credentials'],
    ['X3_ERROR', 'modification_successfully_delayed'],
    ['CART_STOCK_INSUFFICIENT', 'default_form_error_message'],
    ['toString', 'default_form_error_message'], // not read from Object.prototype
    [undefined, 'default_form_error_message'],
  ])('%s → %s', (code, key) => {
    expect(messageKeyForCode(code)).toBe(key);
    expect(reportApiError(httpError(400, code))).toMatchObject({ severity: 'error', message: key });
  });
});

describe('reportApiError', () => {
  it('any other 500: the default form error message, with details outside production', () => {
    reportApiError(httpError(500, 'INTERNAL_ERROR'));
    expect(toasts).toEqual([
      {
        severity: 'error',
        message: 'default_form_error_message',
        detail: 'POST /cart/update 500 INTERNAL_ERROR server text',
      },
    ]);
  });

  it('adds no details in production', () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      jest.isolateModules(() => {
        // A fresh module graph reads NODE_ENV again (env computes isProduction once, at load).
        const fresh = jest.requireActual<typeof errorReport>('./error-report');
        const { HttpError: FreshError } = jest.requireActual<typeof errors>('../errors');
        expect(fresh.toastForApiError(new FreshError(500, 'boom', 'INTERNAL_ERROR'))).toEqual({
          severity: 'error',
          message: 'default_form_error_message',
          detail: undefined,
        });
      });
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('X3_ERROR on validation is a success toast (the caller names it a success code)', () => {
    reportApiError(httpError(400, 'X3_ERROR'), { successCodes: ['X3_ERROR'] });
    expect(toasts).toEqual([{ severity: 'success', message: 'modification_successfully_delayed' }]);
  });

  it('stays silent on the codes the caller expects (fetching the cart: CART_NOT_AUTHORIZED)', () => {
    expect(reportApiError(httpError(403, 'CART_NOT_AUTHORIZED'), { silentCodes: ['CART_NOT_AUTHORIZED'] })).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('says nothing about a token code: the client already ended the session', () => {
    expect(reportApiError(httpError(500, 'expired_token'))).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('for reads, reports server failures only: a 4xx is the page’s business', () => {
    expect(toastForApiError(httpError(404, 'NOT_FOUND'), { serverErrorsOnly: true })).toBeNull();
    expect(toastForApiError(httpError(403, 'FORBIDDEN'), { serverErrorsOnly: true })).toBeNull();
    expect(toastForApiError(httpError(503), { serverErrorsOnly: true })).toMatchObject({
      message: 'default_form_error_message',
    });
  });

  it('tells the shopper once, however many handlers see the error', () => {
    const error = httpError(400, 'CART_RULE_INVALID_DATE');
    reportApiError(error);
    reportApiError(error);
    expect(toasts).toHaveLength(1);
  });

  it('the first handler decides: an error it kept quiet is not toasted by a later one', () => {
    const error = httpError(403, 'CART_NOT_AUTHORIZED');
    reportApiError(error, { silentCodes: ['CART_NOT_AUTHORIZED'] });
    reportApiError(error);
    expect(toasts).toEqual([]);
  });

  it('a network failure gets the default message; a cancelled call nothing', () => {
    expect(reportApiError(new TypeError('Failed to fetch'))).toMatchObject({
      severity: 'error',
      message: 'default_form_error_message',
    });
    expect(reportApiError(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBeNull();
    expect(toasts).toHaveLength(1);
  });
});

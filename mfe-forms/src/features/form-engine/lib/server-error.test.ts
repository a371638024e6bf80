import { HttpError } from '@arbora/shared/errors';
import { serverRefusal } from './server-error';

describe('serverRefusal: what the page says about a failed send', () => {
  it.each([
    [new HttpError(400, 'x', 'UPLOAD_REJECTED'), 'form_upload_rejected', { cv: 'form_upload_rejected' }],
    [new HttpError(413, 'x', 'PAYLOAD_TOO_LARGE'), 'form_payload_too_large', { cv: 'form_payload_too_large' }],
    [
      new HttpError(409, 'x', 'CONTEST_ALREADY_ENTERED'),
      'contest_already_entered',
      { email: 'contest_already_entered' },
    ],
    [new HttpError(429, 'x', 'RATE_LIMITED'), 'form_rate_limited', {}],
    [new HttpError(502, 'x'), 'form_api_unavailable', {}],
    [new TypeError('Failed to fetch'), 'form_api_unavailable', {}],
    [new HttpError(400, 'x', 'SOMETHING_ELSE'), 'default_form_error_message', {}],
  ])('%s', (error, key, fields) => {
    expect(serverRefusal(error, 'cv')).toEqual({ key, fields });
  });

  it('puts the field errors of a VALIDATION_ERROR on their fields', () => {
    const error = new HttpError(400, 'x', 'VALIDATION_ERROR', {
      issues: [
        { field: 'data.siret', message: 'valid_siret' },
        { field: 'data.city', message: 'Some English text' },
      ],
    });
    expect(serverRefusal(error)).toEqual({
      key: 'form_fields_refused',
      fields: { siret: 'valid_siret', city: 'form_fields_refused' },
    });
  });
});

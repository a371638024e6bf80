import type { UploadDef } from '../types';
import { MAX_FILE_BYTES, fileProblem } from './files';

const photos: UploadDef = { field: 'photos', label: 'Photos', hint: '', max: 5, required: false, kinds: 'photo' };
const cv: UploadDef = { field: 'cv', label: 'CV', hint: '', max: 1, required: true, kinds: 'document' };
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('fileProblem: files checked before sending', () => {
  it('takes up to 5 JPEG, PNG or WebP photos of 5 MB at most; none is fine', () => {
    expect(fileProblem([], photos)).toBeNull();
    expect(fileProblem([file('a.jpg', 'image/jpeg'), file('b.webp', 'image/webp')], photos)).toBeNull();
    expect(fileProblem([file('a.gif', 'image/gif')], photos)).toBe('upload_photo_type');
    expect(fileProblem([file('a.png', 'image/png', MAX_FILE_BYTES + 1)], photos)).toBe('upload_too_large');
    expect(
      fileProblem(
        Array.from({ length: 6 }, (_, i) => file(`${i}.png`, 'image/png')),
        photos,
      ),
    ).toBe('upload_too_many_photos');
  });

  it('needs one CV in PDF, DOC, DOCX or ODT (judged by extension: browsers give no type for Word files)', () => {
    expect(fileProblem([], cv)).toBe('field_required');
    for (const name of ['cv.pdf', 'cv.DOC', 'cv.docx', 'cv.odt']) expect(fileProblem([file(name, '')], cv)).toBeNull();
    expect(fileProblem([file('cv.txt', 'text/plain')], cv)).toBe('upload_cv_type');
    expect(fileProblem([file('cv.pdf', 'application/pdf', MAX_FILE_BYTES + 1)], cv)).toBe('upload_too_large');
  });
});

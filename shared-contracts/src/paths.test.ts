import { uploadedFileUrl } from './paths';

describe('uploadedFileUrl', () => {
  it('reads a public file under /uploads/ and a personal one by its signed link, as it is', () => {
    expect(uploadedFileUrl('campus-49-logo.svg')).toBe('/uploads/campus-49-logo.svg');
    expect(uploadedFileUrl('a b.png')).toBe('/uploads/a%20b.png');
    const link = '/api/Student/7/Files/photo?name=student-photo-1.png&expires=9&signature=x';
    expect(uploadedFileUrl(link)).toBe(link);
    expect(uploadedFileUrl(null)).toBeNull();
    expect(uploadedFileUrl('')).toBeNull();
  });
});

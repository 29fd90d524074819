import { DOCTORS_PER_PAGE, DOCTORS_PER_PAGE_NARROW, doctorsPerPage } from '@/lib/doctors/paging';

describe('doctor paging', () => {
  it('shows 6 per page, 4 when the window is under 768 px', () => {
    expect(DOCTORS_PER_PAGE).toBe(6);
    expect(DOCTORS_PER_PAGE_NARROW).toBe(4);
    expect(doctorsPerPage(1280)).toBe(6);
    expect(doctorsPerPage(768)).toBe(6);
    expect(doctorsPerPage(767)).toBe(4);
    expect(doctorsPerPage(375)).toBe(4);
  });
});

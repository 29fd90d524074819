import { doctorTitleName, firstQualification, formatQualification } from '@/lib/doctors/format';

describe('doctor names and degrees', () => {
  it('adds the Dr. title once, never doubled', () => {
    expect(doctorTitleName('Ananya Rao')).toBe('Dr. Ananya Rao');
    expect(doctorTitleName('Dr. Ananya Rao')).toBe('Dr. Ananya Rao');
    expect(doctorTitleName('dr Ananya Rao')).toBe('Dr. Ananya Rao');
    expect(doctorTitleName('  Dr.  Ananya Rao ')).toBe('Dr. Ananya Rao');
    // A name that merely starts with the letters is not a title.
    expect(doctorTitleName('Drishti Shah')).toBe('Dr. Drishti Shah');
  });

  it("shows 'degree (year)', the year being optional", () => {
    expect(formatQualification({ degree: 'MBBS', year: 2001 })).toBe('MBBS (2001)');
    expect(formatQualification({ degree: 'MD' })).toBe('MD');
    expect(firstQualification([{ degree: 'MBBS', year: 1999 }, { degree: 'DM' }])).toBe(
      'MBBS (1999)',
    );
    expect(firstQualification([])).toBe('');
  });
});

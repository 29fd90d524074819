import { doctorTitleName, firstQualification, formatQualification } from '@/lib/doctors/format';

describe('doctor names and degrees', () => {
  it.each(['Ananya Rao', 'Dr. Ananya Rao', 'dr Ananya Rao', '  Dr.  Ananya Rao '])(
    'adds the Dr. title to %p once, never doubled',
    (name) => {
      expect(doctorTitleName(name)).toBe('Dr. Ananya Rao');
    },
  );

  it('takes a name that merely starts with the letters for no title', () => {
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

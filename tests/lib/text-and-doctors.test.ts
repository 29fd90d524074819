import { experienceYears, normaliseRegion } from '@/lib/doctors/display';
import { CUT_OFFS, truncate } from '@/lib/text';

describe('truncate', () => {
  it('cuts at the limit and adds the ellipsis only when it cut', () => {
    expect(truncate('a'.repeat(50), CUT_OFFS.blogTeaser)).toBe('a'.repeat(50));
    expect(truncate('a'.repeat(51), CUT_OFFS.blogTeaser)).toBe(`${'a'.repeat(50)}...`);
    expect(truncate('Cardiothoracic Surgery', CUT_OFFS.treatmentName, '')).toBe(
      'Cardiothoracic Surge',
    );
  });
});

describe('doctor display rules', () => {
  it.each([
    ['Indiranagar, Bangalore', 'Indiranagar'],
    ['koramangala bangalore', 'Koramangala'],
    ['HSR Layout', 'Hsr Layout'],
    ['Whitefield,Bangalore', 'Whitefield'],
    ['jayanagar Jayanagar, BANGALORE', 'Jayanagar'],
    ['  ', 'Indranagar'],
    [null, 'Indranagar'],
  ])('normalises region %p to %p', (raw, label) => {
    expect(normaliseRegion(raw)).toBe(label);
  });

  it('shows 3 years when experience is absent', () => {
    expect(experienceYears(null)).toBe(3);
    expect(experienceYears(0)).toBe(0);
    expect(experienceYears(12)).toBe(12);
  });
});

import { treatmentKind } from '@/lib/departments/treatment-kind';

describe('treatment JSON-LD kind', () => {
  it.each([
    'Total Knee Replacement',
    'Coronary Artery Bypass Grafting (CABG)',
    'Laparoscopic Cholecystectomy',
    'Functional Endoscopic Sinus Surgery (FESS)',
    'Upper GI Endoscopy and Colonoscopy',
    'Renal Transplantation',
    'Cochlear Implantation',
  ])('%s is a MedicalProcedure', (surgery) => {
    expect(treatmentKind(surgery)).toBe('MedicalProcedure');
  });

  it.each([
    'Haemodialysis',
    'Chemotherapy, Targeted Therapy and Immunotherapy',
    'Narrowband UVB Phototherapy',
    'Pulmonary Rehabilitation',
    'Inhaler Therapy and Biologics',
    '',
  ])('%p is a MedicalTherapy', (surgery) => {
    expect(treatmentKind(surgery)).toBe('MedicalTherapy');
  });

  it('treats a missing info block as a therapy', () => {
    expect(treatmentKind(undefined)).toBe('MedicalTherapy');
  });
});

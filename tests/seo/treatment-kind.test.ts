import { treatmentKind } from '@/lib/departments/treatment-kind';

describe('treatment JSON-LD kind', () => {
  it.each([
    ['Total Knee Replacement', 'MedicalProcedure'],
    ['Coronary Artery Bypass Grafting (CABG)', 'MedicalProcedure'],
    ['Laparoscopic Cholecystectomy', 'MedicalProcedure'],
    ['Functional Endoscopic Sinus Surgery (FESS)', 'MedicalProcedure'],
    ['Upper GI Endoscopy and Colonoscopy', 'MedicalProcedure'],
    ['Renal Transplantation', 'MedicalProcedure'],
    ['Cochlear Implantation', 'MedicalProcedure'],
    ['Haemodialysis', 'MedicalTherapy'],
    ['Chemotherapy, Targeted Therapy and Immunotherapy', 'MedicalTherapy'],
    ['Narrowband UVB Phototherapy', 'MedicalTherapy'],
    ['Pulmonary Rehabilitation', 'MedicalTherapy'],
    ['Inhaler Therapy and Biologics', 'MedicalTherapy'],
    ['', 'MedicalTherapy'],
  ])('%p is a %s', (surgery, kind) => {
    expect(treatmentKind(surgery)).toBe(kind);
  });

  it('treats a missing info block as a therapy', () => {
    expect(treatmentKind(undefined)).toBe('MedicalTherapy');
  });
});

/**
 * Whether a treatment page is about a surgical procedure (schema.org MedicalProcedure) or a
 * therapy (MedicalTherapy), read from its surgery_name: operations and implants are procedures;
 * medicines, dialysis, phototherapy, rehabilitation and monitoring are therapies.
 */
const SURGICAL = [
  /surg/i,
  /ectomy\b/i,
  /otomy\b/i,
  /scopy\b/i,
  /plasty\b/i,
  /replacement/i,
  /transplant/i,
  /implant/i,
  /reconstruction/i,
  /resection/i,
  /grafting/i,
  /bypass/i,
  /intervention/i,
  /caesarean/i,
  /decompression/i,
  /ligation/i,
  /stimulation/i,
  /fistula creation/i,
  /\b(pci|cabg|tavi|fess|holep|turp|rirs|urs[l]?|pcnl|lasik)\b/i,
  /sling/i,
  /laser/i,
];

export type TreatmentKind = 'MedicalProcedure' | 'MedicalTherapy';

export function treatmentKind(surgeryName: string | null | undefined): TreatmentKind {
  const name = surgeryName ?? '';
  return SURGICAL.some((pattern) => pattern.test(name)) ? 'MedicalProcedure' : 'MedicalTherapy';
}

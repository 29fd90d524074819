import 'server-only';
import { heading, MARGIN, render, row, rule, WIDTH, type Column } from '@/lib/invoices/pdf';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { formatLongDate } from '@/lib/time/long-date';
import { CONSULT_MODE_LABELS } from '@/lib/consult/modes';
import { displayCode, doctorTitle } from './code';
import type { PrescriptionDocument, PrescriptionLine } from './reads';
import { CONSULTATION_TYPE_LABELS } from './rules';

/**
 * The e-prescription as PDF, with what India's Telemedicine Practice Guidelines (2020) ask of
 * one: the doctor's name, qualifications and registration number; the patient's name, age and
 * gender; the diagnosis; the medicines with strength, dose, frequency, duration and
 * instructions; investigations; advice; follow-up; the date and the doctor's signature; and
 * here the verification code and URL. Drawn as the invoices are (lib/invoices/pdf.ts: standard
 * Helvetica, text pdftotext reads back).
 */

const GENDER: Record<PrescriptionDocument['patientGender'], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

const MEDICINE_COLUMNS: Column[] = [
  { label: '#', width: 18 },
  { label: 'Medicine', width: 140 },
  { label: 'Strength', width: 60 },
  { label: 'Dose', width: 60 },
  { label: 'Frequency', width: 80 },
  { label: 'Duration', width: 60 },
  { label: 'Instructions', width: WIDTH - 418 },
];

const medicineCells = (line: PrescriptionLine, n: number) => [
  String(n),
  line.name,
  line.strength,
  line.dose,
  line.frequency,
  line.duration,
  line.instructions,
];

function section(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(10).text(title, MARGIN);
  doc.font('Helvetica').fontSize(9);
}

export function renderPrescriptionPdf(p: PrescriptionDocument): Promise<Buffer> {
  return render(`E-prescription ${p.appointmentReference}`, (doc) => {
    heading(doc, 'E-PRESCRIPTION', [
      'Saithunga Multi-Speciality Hospital',
      `${doctorTitle(p.doctorName)}${p.doctorQualifications ? `, ${p.doctorQualifications}` : ''}`,
      `Registration no.: ${p.doctorRegistration}`,
    ]);
    doc.font('Helvetica').fontSize(9);
    doc.text(`Date: ${formatIndiaDateTime(p.signedAt)}`);
    doc.text(
      `Consultation: ${CONSULT_MODE_LABELS[p.mode]}, ${CONSULTATION_TYPE_LABELS[p.consultationType]} (${p.appointmentReference})`,
    );
    doc.text(`Patient: ${p.patientName}, ${p.patientAge} years, ${GENDER[p.patientGender]}`);
    section(doc, 'Diagnosis / provisional diagnosis');
    doc.text(p.diagnosis);
    const medicines = p.items.filter((i) => i.kind === 'medicine');
    const tests = p.items.filter((i) => i.kind === 'investigation');
    if (medicines.length > 0) {
      section(doc, 'Rx');
      row(
        doc,
        MEDICINE_COLUMNS,
        MEDICINE_COLUMNS.map((c) => c.label),
        true,
      );
      rule(doc);
      medicines.forEach((line, i) => row(doc, MEDICINE_COLUMNS, medicineCells(line, i + 1)));
    }
    if (tests.length > 0) {
      section(doc, 'Investigations');
      tests.forEach((t, i) =>
        doc.text(`${i + 1}. ${t.name}${t.instructions ? ` (${t.instructions})` : ''}`),
      );
    }
    if (p.advice) {
      section(doc, 'Advice');
      doc.text(p.advice);
    }
    if (p.followUpDate) {
      section(doc, 'Follow-up');
      doc.text(formatLongDate(`${p.followUpDate}T12:00:00+05:30`));
    }
    doc.moveDown(1);
    rule(doc);
    if (p.signature) {
      try {
        doc.image(Buffer.from(p.signature), MARGIN + WIDTH - 140, doc.y, { fit: [140, 50] });
        doc.y += 54;
      } catch {
        // A signature file pdfkit cannot read leaves the printed name to stand for it.
      }
    }
    doc.font('Helvetica-Bold').fontSize(9);
    doc.text(`Digitally signed by ${doctorTitle(p.doctorName)}`, MARGIN, doc.y, {
      align: 'right',
      width: WIDTH,
    });
    doc.moveDown(1);
    doc.font('Helvetica').fontSize(8);
    doc.text(`Verification code: ${displayCode(p.verificationCode)}`);
    doc.text(`Verify at: ${p.verifyUrl}`);
    doc.text(
      'Issued after a consultation under the Telemedicine Practice Guidelines (2020). A pharmacist can check this prescription with the code above.',
    );
  });
}

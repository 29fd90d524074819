import 'server-only';
import PDFDocument from 'pdfkit';
import { formatRupees } from '@/lib/money';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { PURPOSE_WORDS } from './consent-purposes';
import type { AccountExport } from './export-data';

/**
 * The export as a PDF a person reads (the JSON is the machine-readable one): the same facts,
 * section by section, with pdfkit (the PDF library the invoices use). Its standard fonts cover
 * Latin text only; a name in another script prints as its JSON does not (the JSON is complete).
 */

type Line = [label: string, value: unknown];

const when = (value: unknown) =>
  value instanceof Date ? formatIndiaDateTime(value) : value == null ? '' : String(value);
const rupees = (paise: number) => `Rs. ${formatRupees(paise)}`;

function sections(data: AccountExport): { title: string; blocks: Line[][] }[] {
  const orderBlock = (o: AccountExport['pharmacyOrders'][number]): Line[] => [
    ['Reference', o.reference],
    ['Status', o.status],
    ['Placed', when(o.placedAt)],
    ['For', `${o.name}, ${o.phone}${o.email ? `, ${o.email}` : ''}`],
    ['Address', `${o.address} ${o.pincode}`],
    ...o.items.map((i): Line => [
      'Item',
      `${i.medicine ?? i.labTest ?? ''} x ${i.quantity} at ${rupees(i.unitPricePaise)}`,
    ]),
    ['Total', rupees(o.totalPaise)],
    ['Invoice', o.invoice?.number ?? ''],
    ['Report', o.labReport ? `uploaded ${when(o.labReport.uploadedAt)}` : ''],
    ['Prescriptions', o.prescriptions.length ? `${o.prescriptions.length} page(s)` : ''],
  ];
  return [
    {
      title: 'Your account',
      blocks: [
        [
          ['Mobile number', data.account.phone],
          ['E-mail', data.account.email],
          ['Created', when(data.account.createdAt)],
          ['Last sign-in', when(data.account.lastSignInAt)],
          ['Signed-in browsers', data.signedInBrowsers],
        ],
      ],
    },
    {
      title: 'You and your family',
      blocks: data.familyMembers.map((p) => [
        ['Name', p.name],
        ['Relationship', p.relationship],
        ['Date of birth', p.birthDate],
        ['Gender', p.gender],
      ]),
    },
    {
      title: 'Saved addresses',
      blocks: data.addresses.map((a) => [['Address', `${a.label} ${a.address} ${a.pincode}`]]),
    },
    {
      title: 'Consents',
      blocks: data.consents.history.map((c) => [
        [PURPOSE_WORDS[c.purpose].title, c.granted ? 'given' : 'withdrawn'],
        ['When', `${when(c.at)} (notice ${c.noticeVersion})`],
      ]),
    },
    {
      title: 'Appointments',
      blocks: data.appointments.map((a) => [
        ['Reference', a.reference],
        ['Doctor', a.doctor],
        ['When', `${a.date} ${a.time}`],
        ['Status', a.status],
        ['Patient', `${a.patientName}, ${a.age}, ${a.gender}, ${a.phone}`],
        ['Reason', a.reason],
        ['Fee', rupees(a.amountPaise)],
      ]),
    },
    { title: 'Pharmacy orders', blocks: data.pharmacyOrders.map(orderBlock) },
    { title: 'Lab orders', blocks: data.labOrders.map(orderBlock) },
    {
      title: 'Your privacy requests',
      blocks: data.privacyRequests.map((r) => [
        [r.kind, `${r.status}, ${when(r.at)}`],
        ['Outcome', r.outcome],
      ]),
    },
    {
      title: 'What an erasure keeps, for how long and why',
      blocks: data.retention.keptByLaw.map((r) => [
        ['Record', r.record],
        ['Kept', r.period],
        ['Why', r.why],
      ]),
    },
  ];
}

/** The PDF's bytes. */
export function renderExportPdf(data: AccountExport, hospitalName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: 'Your data', Author: hospitalName, CreationDate: data.exportedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(`${hospitalName}: your data`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Exported ${when(data.exportedAt)}`)
    .moveDown();
  for (const section of sections(data)) {
    doc.font('Helvetica-Bold').fontSize(13).text(section.title).moveDown(0.3);
    if (section.blocks.length === 0) doc.font('Helvetica').fontSize(10).text('None.');
    for (const block of section.blocks) {
      for (const [label, value] of block) {
        const text = String(value ?? '');
        if (!text) continue;
        doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
        doc.font('Helvetica').text(text);
      }
      doc.moveDown(0.5);
    }
    doc.moveDown();
  }
  doc.end();
  return done;
}

import 'server-only';
import PDFDocument from 'pdfkit';
import { groupIndian } from '@/lib/format/indian-number';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import type { InvoiceDocument, ReceiptDocument } from './documents';
import { taxByRate, type TaxedLine } from './tax';

/**
 * The tax invoice and the payment receipt as PDF (pdfkit, docs/decisions/gst-invoices.md). Only
 * the standard Helvetica faces, which every reader has and pdftotext reads back: nothing to
 * embed or load, and text a test can check. Their encoding has no rupee sign, so amounts say
 * 'Rs.'. A4, one page for up to about 25 lines; pdfkit adds pages for more.
 */

export const MARGIN = 40;
export const WIDTH = 595.28 - 2 * MARGIN;

/** 'Rs. 1,234.50': always both paise digits, as an invoice shows money. */
export function rs(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `Rs. ${sign}${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

export function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: 'Saithunga Multi-Speciality Hospital' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export type Column = { label: string; width: number; align?: 'left' | 'right' };

/** One row of a table at the current height; the row is as tall as its tallest cell. */
export function row(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], bold = false) {
  const y = doc.y;
  let x = MARGIN;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + 2, y, { width: column.width - 4, align: column.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = bottom + 3;
  if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
}

export function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.y += 4;
}

export function heading(doc: PDFKit.PDFDocument, title: string, lines: string[]) {
  doc.font('Helvetica-Bold').fontSize(14).text(title, { align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(9);
  for (const line of lines) doc.text(line);
  doc.moveDown(0.5);
  rule(doc);
}

const LINE_COLUMNS: Column[] = [
  { label: '#', width: 18 },
  { label: 'Description', width: 140 },
  { label: 'HSN/SAC', width: 42 },
  { label: 'Qty', width: 24, align: 'right' },
  { label: 'Rate incl. GST', width: 50, align: 'right' },
  { label: 'Discount', width: 44, align: 'right' },
  { label: 'Taxable value', width: 56, align: 'right' },
  { label: 'GST %', width: 28, align: 'right' },
  { label: 'CGST', width: 38, align: 'right' },
  { label: 'SGST', width: 38, align: 'right' },
  { label: 'Total', width: 37.28, align: 'right' },
];

function lineCells(line: TaxedLine, n: number): string[] {
  const money = (p: number) => rs(p).slice(4);
  return [
    String(n),
    line.description,
    line.hsnCode,
    String(line.quantity),
    money(line.unitPricePaise),
    money(line.discountPaise),
    money(line.taxablePaise),
    `${line.gstPercent}%`,
    money(line.cgstPaise),
    money(line.sgstPaise),
    money(line.valuePaise),
  ];
}

/** The GST tax invoice of a pharmacy order. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { seller, tax } = invoice;
  return render(`Tax invoice ${invoice.number}`, (doc) => {
    heading(doc, 'TAX INVOICE', [
      seller.legalName,
      seller.address,
      `GSTIN: ${seller.gstin}`,
      ...(seller.drugLicences.length
        ? [`Drug licence no.: ${seller.drugLicences.join(', ')}`]
        : []),
    ]);
    doc.font('Helvetica').fontSize(9);
    doc.text(`Invoice no.: ${invoice.number}`);
    doc.text(`Invoice date: ${formatIndiaDateTime(invoice.issuedAt)}`);
    doc.text(`Order: ${invoice.orderReference}, placed ${formatIndiaDateTime(invoice.orderedAt)}`);
    doc.text(`Place of supply: ${seller.stateName} (${seller.stateCode})`);
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').text('Billed to');
    doc.font('Helvetica').text(`${invoice.buyer.name}, ${invoice.buyer.phone}`);
    doc.text(`${invoice.buyer.address}, ${invoice.buyer.pincode}`);
    doc.moveDown(0.5);
    rule(doc);
    row(
      doc,
      LINE_COLUMNS,
      LINE_COLUMNS.map((c) => c.label),
      true,
    );
    rule(doc);
    const all = tax.delivery ? [...tax.lines, tax.delivery] : tax.lines;
    all.forEach((line, i) => row(doc, LINE_COLUMNS, lineCells(line, i + 1)));
    rule(doc);
    const t = tax.totals;
    doc.moveDown(0.3);
    const summary: Column[] = [
      { label: 'GST rate', width: 100 },
      { label: 'Taxable value', width: 110, align: 'right' },
      { label: 'CGST', width: 100, align: 'right' },
      { label: 'SGST', width: 100, align: 'right' },
      { label: 'Total tax', width: 105.28, align: 'right' },
    ];
    row(
      doc,
      summary,
      summary.map((c) => c.label),
      true,
    );
    for (const r of taxByRate(tax)) {
      row(doc, summary, [
        `${r.gstPercent}% (CGST ${r.gstPercent / 2}% + SGST ${r.gstPercent / 2}%)`,
        rs(r.taxablePaise),
        rs(r.cgstPaise),
        rs(r.sgstPaise),
        rs(r.cgstPaise + r.sgstPaise),
      ]);
    }
    rule(doc);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Total taxable value: ${rs(t.taxablePaise)}`, { align: 'right' });
    doc.text(`Total CGST: ${rs(t.cgstPaise)}`, { align: 'right' });
    doc.text(`Total SGST: ${rs(t.sgstPaise)}`, { align: 'right' });
    doc.font('Helvetica-Bold').text(`Amount paid: ${rs(t.totalPaise)}`, { align: 'right' });
    doc.moveDown(1);
    doc.font('Helvetica').fontSize(8);
    doc.text(
      'Prices include GST. The coupon discount lowers the taxable value of each medicine in proportion to its value; delivery charges are a service taxed at 18% (SAC 9968). Intra-state supply: CGST and SGST in equal halves (an odd paisa on CGST). Tax is not payable on reverse charge.',
    );
    doc.moveDown(0.5);
    doc.text('This is a computer-generated invoice and needs no signature.');
  });
}

/** The receipt of a payment: an appointment's fee, a pharmacy or a lab order. */
export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  return render(`Payment receipt ${receipt.reference}`, (doc) => {
    heading(doc, 'PAYMENT RECEIPT', [
      receipt.seller?.legalName ?? 'Saithunga Multi-Speciality Hospital',
      ...(receipt.seller ? [receipt.seller.address] : []),
    ]);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Reference: ${receipt.reference}`);
    doc.text(`Payment id: ${receipt.paymentId}`);
    doc.text(`Paid on: ${formatIndiaDateTime(receipt.paidAt)}`);
    doc.text(`Received from: ${receipt.payer}`);
    doc.font('Helvetica-Bold').text(`Amount received: ${rs(receipt.amountPaise)}`);
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').text('Paid for');
    doc.font('Helvetica');
    for (const item of receipt.items) doc.text(item);
    doc.moveDown(1);
    doc.fontSize(8).text('This receipt acknowledges a payment; it is not a tax invoice.');
  });
}

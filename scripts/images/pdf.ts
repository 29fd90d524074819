/**
 * A minimal, valid one-page PDF (PDF 1.4, built-in Helvetica, no embedded fonts) for the
 * downloadable job descriptions. Output is byte-for-byte stable for the same input.
 */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-')})`;
}

export function simplePdf(title: string, lines: string[]): Buffer {
  const ops = ['BT', '/F1 18 Tf', '72 740 Td', `${pdfString(title)} Tj`, '/F1 12 Tf', '0 -32 Td'];
  for (const line of lines) ops.push(`${pdfString(line)} Tj`, '0 -20 Td');
  ops.push('0 -20 Td', `${pdfString('Saithunga Multi-Speciality Hospital, Bangalore')} Tj`, 'ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Saithunga demo content) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

import { deflateSync } from 'node:zlib';

/**
 * Files for the demo's verification documents, made here so the demo needs no binary assets: a
 * PNG that looks like a photo ID card and a one-page PDF letter. Both are genuine files, so the
 * back office shows them inline as it would a provider's upload.
 */

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}

/** A 640×400 ID card: a coloured header band, a photo box and lines of "text". */
export function idCardPng(accent: Rgb): Buffer {
  const width = 640;
  const height = 400;
  const pixels = Buffer.alloc(height * (width * 3 + 1));
  const inBox = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) =>
    x >= x0 && x < x1 && y >= y0 && y < y1;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    pixels[row] = 0;
    for (let x = 0; x < width; x++) {
      let colour: Rgb = [246, 248, 252];
      if (y < 70) colour = accent;
      else if (inBox(x, y, 82, 140, 142, 200) || inBox(x, y, 62, 215, 162, 320)) colour = [148, 163, 184];
      else if (inBox(x, y, 32, 100, 192, 320)) colour = [203, 213, 225];
      else if ([110, 150, 190, 230].some((top, i) => inBox(x, y, 224, top, 600 - i * 60, top + 14)))
        colour = [51, 65, 85];
      else if (inBox(x, y, 224, 290, 420, 300)) colour = [100, 116, 139];
      if (x < 4 || y < 4 || x >= width - 4 || y >= height - 4) colour = [30, 41, 59];
      pixels.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');

/** A one-page A4 PDF with a title and lines of text (Helvetica), e.g. a certificate. */
export function letterPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 20 Tf 72 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td',
    ...lines.flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -20 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

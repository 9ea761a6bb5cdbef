import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMoney } from '@app/shared-contracts/format';
import type { StaffCardBatch } from '@app/shared-contracts/schemas';
import PDFDocument from 'pdfkit';
import { visualRuns } from './rtl-line';

// A batch printed (decision 0039): an A4 PDF of cards to cut out, and a CSV of its codes.

const FONTS = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'assets', 'fonts');
/** Shown at the top of every card; a centre sets its own name with CENTRE_NAME. */
export const centreName = () => process.env.CENTRE_NAME?.trim() || 'منصة التعلم';

const TEXT = {
  pay: 'بطاقة دفع',
  recharge: 'بطاقة شحن',
  course: 'الدورة:',
  lecture: 'المحاضرة:',
  balance: 'شحن رصيد المحفظة',
  any: 'أي دورة أو محاضرة',
  payValue: 'تغطي حتى',
  rechargeValue: 'القيمة',
  expires: 'صالحة حتى',
  noExpiry: 'بلا تاريخ انتهاء',
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 28, gap: 10, cols: 2, rows: 5 };

/** A code as printed: groups of four, which redeeming ignores (normalizeCardCode). */
export const printedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

function scopeLine(b: StaffCardBatch): string {
  if (b.scope === 'course') return `${TEXT.course} ${b.course?.name ?? ''}`;
  if (b.scope === 'lecture') return `${TEXT.lecture} ${b.lecture?.name ?? ''}`;
  return b.scope === 'any' ? TEXT.any : TEXT.balance;
}

/** Draws one right-to-left line ending at `right`, cut with '…' to `width`; or centred. */
function line(
  doc: PDFKit.PDFDocument,
  text: string,
  size: number,
  box: { right: number; y: number; width: number; bold?: boolean; centre?: boolean },
) {
  const fontOf = (arabic: boolean) =>
    arabic ? (box.bold ? 'ar-bold' : 'ar') : box.bold ? 'Helvetica-Bold' : 'Helvetica';
  const widthOf = (t: string) =>
    visualRuns(t).reduce((w, r) => w + doc.font(fontOf(r.arabic)).fontSize(size).widthOfString(r.text), 0);
  let shown = text;
  while (shown.length > 1 && widthOf(shown) > box.width) shown = `${shown.slice(0, -2).trimEnd()}…`;
  const total = widthOf(shown);
  let x = box.centre ? box.right - box.width / 2 - total / 2 : box.right - total;
  for (const run of visualRuns(shown)) {
    // One baseline for both fonts: their ascents differ.
    doc
      .font(fontOf(run.arabic))
      .fontSize(size)
      .text(run.text, x, box.y + size, { lineBreak: false, baseline: 'alphabetic' });
    x += doc.widthOfString(run.text);
  }
}

/** The A4 PDF of a batch's codes: ten cards a page, each with the centre, value, scope, expiry, code. */
export function batchPdf(batch: StaffCardBatch, codes: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `cards-${batch.id}` } });
  doc.registerFont('ar', resolve(FONTS, 'cairo-arabic-400-normal.woff'));
  doc.registerFont('ar-bold', resolve(FONTS, 'cairo-arabic-700-normal.woff'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((ok, fail) => {
    doc.on('end', () => ok(Buffer.concat(chunks)));
    doc.on('error', fail);
  });

  const perPage = PAGE.cols * PAGE.rows;
  const w = (PAGE.width - 2 * PAGE.margin - (PAGE.cols - 1) * PAGE.gap) / PAGE.cols;
  const h = (PAGE.height - 2 * PAGE.margin - (PAGE.rows - 1) * PAGE.gap) / PAGE.rows;
  const value = `${batch.kind === 'pay' ? TEXT.payValue : TEXT.rechargeValue} ${formatMoney(batch.value)}`;
  // The date isolated left to right (LRI…PDI): in Arabic text its digits would run right to left.
  const expiry = batch.expires_at
    ? `${TEXT.expires} \u2066${batch.expires_at.slice(0, 10)}\u2069`
    : TEXT.noExpiry;
  codes.forEach((code, i) => {
    if (i > 0 && i % perPage === 0) doc.addPage();
    const slot = i % perPage;
    // Cards fill each row from the right, as the page is read.
    const right = PAGE.width - PAGE.margin - (slot % PAGE.cols) * (w + PAGE.gap);
    const top = PAGE.margin + Math.floor(slot / PAGE.cols) * (h + PAGE.gap);
    doc
      .save()
      .lineWidth(0.7)
      .dash(4, { space: 3 })
      .rect(right - w, top, w, h)
      .stroke('#888888')
      .restore();
    doc.fillColor('#000000');
    const inner = { right: right - 12, width: w - 24 };
    line(doc, centreName(), 13, { ...inner, y: top + 8, bold: true });
    line(doc, TEXT[batch.kind], 11, { ...inner, y: top + 30 });
    line(doc, scopeLine(batch), 10, { ...inner, y: top + 48 });
    line(doc, value, 10, { ...inner, y: top + 66 });
    line(doc, expiry, 10, { ...inner, y: top + 84 });
    doc.font('Courier-Bold').fontSize(17);
    const printed = printedCode(code);
    doc.text(printed, right - w / 2 - doc.widthOfString(printed) / 2, top + h - 34, { lineBreak: false });
  });
  doc.end();
  return done;
}

/** Quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs a name as a formula. */
function csvCell(raw: string): string {
  const v = /^[=+\-@]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The CSV of a batch: one row a card (a BOM first, so spreadsheet programs read it as UTF-8). */
export function batchCsv(
  batch: StaffCardBatch,
  cards: { code: string; state: string; usedAt: Date | null }[],
): string {
  const target = batch.course?.name ?? batch.lecture?.name ?? '';
  const head = ['code', 'kind', 'scope', 'target', 'value', 'expires_at', 'state', 'used_at'];
  const rows = cards.map((c) =>
    [
      c.code,
      batch.kind,
      batch.scope,
      target,
      batch.value.toFixed(2),
      batch.expires_at ?? '',
      c.state,
      c.usedAt ? c.usedAt.toISOString() : '',
    ].map(csvCell),
  );
  return `\uFEFF${[head, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`;
}

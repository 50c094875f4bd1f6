/**
 * Draws the EventHire UK logo on a canvas: the indigo tile with the white "E" and amber
 * spotlight, and the word mark. A JPEG has no transparency, so the background is painted white.
 */
export const LOGO_WIDTH = 1200;
export const LOGO_HEIGHT = 400;

export function drawLogo(canvas: HTMLCanvasElement): void {
  canvas.width = LOGO_WIDTH;
  canvas.height = LOGO_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, LOGO_WIDTH, LOGO_HEIGHT);

  // The mark, scaled from its 64×64 design to 240×240.
  const size = 240;
  const left = 80;
  const top = (LOGO_HEIGHT - size) / 2;
  const unit = size / 64;
  ctx.save();
  ctx.translate(left, top);
  ctx.fillStyle = '#3730a3';
  ctx.beginPath();
  ctx.roundRect(0, 0, size, size, 14 * unit);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  const e: Array<[number, number]> = [
    [18, 46],
    [18, 18],
    [44, 18],
    [44, 24],
    [25, 24],
    [25, 29],
    [41, 29],
    [41, 35],
    [25, 35],
    [25, 40],
    [44, 40],
    [44, 46],
  ];
  for (const [index, [x, y]] of e.entries()) {
    if (index === 0) ctx.moveTo(x * unit, y * unit);
    else ctx.lineTo(x * unit, y * unit);
  }
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#f59e0b';
  ctx.beginPath();
  ctx.arc(48 * unit, 16 * unit, 6 * unit, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();

  ctx.textBaseline = 'middle';
  ctx.font = '800 120px Inter, "Segoe UI", Roboto, Arial, sans-serif';
  ctx.fillStyle = '#0f172a';
  const textLeft = left + size + 56;
  ctx.fillText('EventHire', textLeft, LOGO_HEIGHT / 2 - 10);
  const wordWidth = ctx.measureText('EventHire').width;
  ctx.fillStyle = '#4338ca';
  ctx.fillText(' UK', textLeft + wordWidth, LOGO_HEIGHT / 2 - 10);
  ctx.font = '600 34px Inter, "Segoe UI", Roboto, Arial, sans-serif';
  ctx.fillStyle = '#475569';
  ctx.fillText('Event services across the UK', textLeft + 4, LOGO_HEIGHT / 2 + 78);
}

import sharp from 'sharp';

/** Test helper: renders lines of text with librsvg (DejaVu fonts) into a PNG, like a label or a banner. */
export async function renderText(
  lines: readonly string[],
  { width = 900, fontSize = 56, background = '#ffffff', colour = '#111111' } = {},
): Promise<Buffer> {
  const lineHeight = Math.round(fontSize * 1.6);
  const height = lineHeight * (lines.length + 1);
  const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const texts = lines
    .map(
      (line, i) =>
        `<text x="40" y="${lineHeight * (i + 1)}" font-family="DejaVu Sans" font-size="${fontSize}" fill="${colour}">${escape(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Test helper: a photo-like image with no text (smooth gradient plus soft shapes). */
export async function renderNoText(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8fb8de"/><stop offset="1" stop-color="#f4e3c1"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <circle cx="300" cy="320" r="140" fill="#b5523b"/>
    <ellipse cx="560" cy="380" rx="160" ry="90" fill="#3b6b4a" opacity="0.8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

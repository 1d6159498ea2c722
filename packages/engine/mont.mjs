import sharp from 'sharp';
const files = process.argv.slice(3); const out = process.argv[2];
const T = 300; const cols = 4; const rows = Math.ceil(files.length / cols);
const tiles = await Promise.all(files.map(async (f, i) => ({ input: await sharp(`../../../shared/eval/dev/images/${f}.jpg`).resize(T, T, { fit: 'contain', background: '#888' }).png().toBuffer(), left: (i % cols) * T, top: Math.floor(i / cols) * T })));
await sharp({ create: { width: cols * T, height: rows * T, channels: 3, background: '#fff' } }).composite(tiles).png().toFile(out);

/**
 * OCR accuracy on clean rendered labels (the case Tesseract is meant to help), Paddle alone vs with the re-read:
 *   node --import tsx packages/engine/tools/measure/measure-ocr-labels.ts
 * There is no OCR ground truth in the eval photos, so exactness is measured on text we render ourselves.
 */
import { closeOcr, loadOcr, readText } from '../../src/facts/ocr/index.ts';
import { editDistance } from '../../src/facts/ocr/similarity.ts';
import { renderText } from '../../src/testing/text-images.ts';

const LABELS: string[][] = [
  ['Prix : 29,99 €', 'Crème hydratante à l’aloe'],
  ['Garçon façon été', 'Pâtes fraîches bio'],
  ['100% coton biologique', 'Lavage à 30°C'],
  ['SOLDES -50 %', 'Déjà 12,50 €'],
  ['Café torréfié en France', 'Poids net : 250 g'],
  ['Limited edition', 'Price $19.99 / £15'],
  ['Bœuf bourguignon', 'Prêt en 5 minutes'],
  ['NEW COLLECTION', 'Spring / Summer 2026'],
  ['Fabriqué en Bretagne', 'Taille unique'],
  ['Organic cotton tee', 'Machine wash cold'],
  ['Économisez 15 €', 'dès 2 articles achetés'],
  ['Ingrédients : farine, œufs', 'sucre, beurre doux'],
];
const STYLES = [
  { fontSize: 56 },
  { fontSize: 40, background: '#f3ead8', colour: '#3a2a1a' },
  { fontSize: 64, background: '#1d2a44', colour: '#f5f5f5' },
];

async function main(): Promise<void> {
  await loadOcr();
  const totals = { plain: { exact: 0, dist: 0 }, refined: { exact: 0, dist: 0 }, lines: 0, chars: 0 };
  for (const label of LABELS) {
    for (const style of STYLES) {
      const png = await renderText(label, { width: 1000, ...style });
      const [plain, refined] = [await readText(png, { refine: false }), await readText(png)];
      for (const [i, truth] of label.entries()) {
        totals.lines++;
        totals.chars += truth.length;
        for (const [key, result] of [
          ['plain', plain],
          ['refined', refined],
        ] as const) {
          // Typographic and straight apostrophes are the same text to a reader.
          const read = (result.lines[i]?.text ?? '').replace(/’/g, "'");
          totals[key].exact += read === truth.replace(/’/g, "'") ? 1 : 0;
          totals[key].dist += editDistance(read, truth);
          if (process.env.OCR_DEBUG && read !== truth) {
            console.log(`${key}: ${JSON.stringify(read)} ≠ ${JSON.stringify(truth)}`);
          }
        }
      }
    }
  }
  const pct = (n: number, d: number): string => `${((100 * n) / d).toFixed(1)} %`;
  console.log(`${totals.lines} rendered lines, ${totals.chars} characters`);
  console.log(
    `Paddle only:     exact lines ${pct(totals.plain.exact, totals.lines)}, character error rate ${pct(totals.plain.dist, totals.chars)}`,
  );
  console.log(
    `with Tesseract:  exact lines ${pct(totals.refined.exact, totals.lines)}, character error rate ${pct(totals.refined.dist, totals.chars)}`,
  );
  await closeOcr();
}

await main();

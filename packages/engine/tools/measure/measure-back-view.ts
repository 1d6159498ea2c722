/**
 * The back-view reading (src/facts/pose/facing.ts) against the training photos that say their view: Magento's model
 * shots are `…_main.jpg` (front) and `…_back.jpg`. Prints, for each face line, the back views found and the front
 * views called back, then how many of the other sources' model photos (fronts, nearly all) each line calls back:
 *   node --import tsx packages/engine/tools/measure/measure-back-view.ts [--train ../shared/train/product-categories]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeImage, letterbox } from '../../src/facts/decode.ts';
import { BLAZEFACE_INPUT, detectFaces, loadBlazeFace } from '../../src/facts/detect/blazeface.ts';
import { detectPose, loadMoveNet, MOVENET_INPUT, type Keypoint } from '../../src/facts/detect/movenet.ts';
import { FACE_SCORE } from '../../src/facts/assemble.ts';
import { FRONTAL_FACE, seenFromBehind } from '../../src/facts/pose/facing.ts';
import { parseArgs } from '../eval/args.ts';
import { parseCsv } from '../train/dataset.ts';

const args = parseArgs(process.argv.slice(2));
const dir = args.get('train') ?? '../shared/train/product-categories';
const [header = [], ...rows] = parseCsv(readFileSync(join(dir, 'labels.csv'), 'utf8'));
const col = (name: string): number => header.indexOf(name);
/** Magento's two views, from the file name; other sources' photos of worn clothes have no view (null). */
const photos = rows
  .map((r) => ({ file: r[col('file')] ?? '', source: r[col('source')] ?? '', path: r[col('source_path')] ?? '' }))
  .map((r) => ({ ...r, back: r.source === 'magento' ? (/_back/.test(r.path) ? true : /_main/.test(r.path) ? false : undefined) : null }))
  .filter((r) => r.back !== undefined);

await Promise.all([loadBlazeFace(), loadMoveNet()]);
const read: { back: boolean | null; faces: number[]; keypoints: Keypoint[] }[] = [];
for (const p of photos) {
  const img = await decodeImage(new Uint8Array(readFileSync(join(dir, p.file))));
  const faces = await detectFaces(await letterbox(img, BLAZEFACE_INPUT), FACE_SCORE);
  // Only photos of a person: the runtime reads the pose of model shots alone.
  const keypoints = await detectPose(await letterbox(img, MOVENET_INPUT));
  if (keypoints.some((k) => k.score >= 0.5)) {
    read.push({ back: p.back ?? null, faces: faces.map((f) => f.score), keypoints });
  }
}
const lines = [FACE_SCORE, 0.85, FRONTAL_FACE, 0.95, Infinity];
console.log(`line\tback found\tfront called back\tother sources called back (of ${read.filter((r) => r.back === null).length})`);
for (const line of lines) {
  const said = read.map((r) => ({ ...r, said: seenFromBehind(r.keypoints, r.faces, MOVENET_INPUT, line) }));
  const backs = said.filter((r) => r.back === true);
  const fronts = said.filter((r) => r.back === false);
  console.log(
    `${line === FACE_SCORE ? `${line} (any face)` : line}\t${backs.filter((r) => r.said).length}/${backs.length}\t${fronts.filter((r) => r.said).length}/${fronts.length}\t${said.filter((r) => r.back === null && r.said).length}`,
  );
}

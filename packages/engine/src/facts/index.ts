/**
 * extractFacts: everything the local models see in one image, as pure data (no wording, no language).
 *
 * Stages (timings in facts.timingsMs): decode → CenterNet (objects + category features, one pass) →
 * BlazeFace (face count; only when CenterNet saw a person) → colours/background (sharp + JS) → optional OCR → optional category head → type →
 * the general ImageNet classifier on the frame and the product crop (its .tflite converted to ONNX, onnxruntime) →
 * the Open Images detector on the whole frame (facts/oid/, the same way).
 * Models load once per process (per worker thread) through loadFactModels().
 */
import { existsSync } from 'node:fs';
import type { TextLine, VisualFacts } from '../types.ts';
import { assembleFacts, FACE_SCORE, type FactsCore } from './assemble.ts';
import { confirmModelShot } from './image-type.ts';
import { warmPaletteLut } from './colour/name-pixels.ts';
import { isMonochrome } from './colour/monochrome.ts';
import { COLOUR_THUMB, decodeImage, letterbox, letterboxGeometry, thumbnail, type DecodedImage } from './decode.ts';
import { BLAZEFACE_INPUT, detectFaces, disposeBlazeFace, loadBlazeFace } from './detect/blazeface.ts';
import { CENTERNET_INPUT, disposeCenterNet, loadCenterNet, runCenterNet } from './detect/centernet.ts';
import { detectPose, disposeMoveNet, MOVENET_INPUT } from './detect/movenet.ts';
import { seenFromBehind } from './pose/facing.ts';
import { readSleeves } from './pose/sleeves.ts';
import { torsoBox } from './pose/torso.ts';
import { classifyCategory, DEFAULT_MODEL_PATH, getCategoryModel, guessCategory } from './category/index.ts';
import { closeOcr, DEFAULT_MAX_SIDE, loadOcr, readText } from './ocr/index.ts';
import { pageFromRaster } from './ocr/prepare.ts';
import { textCue, TEXT_CUE_THRESHOLD } from './text-cue.ts';
import { disposeImagenet, imagenetViews, loadImagenet } from './imagenet/index.ts';
import { detectOid, disposeOid, loadOid } from './oid/oid-detector.ts';
import { nounScores } from './imagenet/noun-scores.ts';
import { wornShare } from './imagenet/worn-share.ts';
import { measureTexture, oneColourBackdrop } from './colour/pattern.ts';
import { roundMs } from '../timing.ts';

export type { DecodedImage } from './decode.ts';
export { TRUST_SCORE, FACE_SCORE } from './assemble.ts';
export { runCenterNet, FEATURE_DIM, type CenterNetResult } from './detect/centernet.ts';
export { PALETTE, PALETTE_BY_KEY } from './colour/palette.ts';

export interface ExtractOptions {
  /** Run OCR (default true; skipped anyway when the cheap stroke cue in text-cue.ts sees no text). */
  ocr?: boolean;
  /**
   * Run the product-category head (default true when its model file is present). Pass false when the merchant
   * gave a title or description: the head must never override merchant data.
   */
  category?: boolean;
}

/** Facts plus the backbone descriptor the category head reads (not part of the public VisualFacts shape). */
export interface ExtractedFacts extends VisualFacts {
  /** 680-d CenterNet descriptor (see detect/centernet.ts), for the category head. */
  features?: Float32Array | undefined;
}

/** The category head is optional: until its model file is trained and committed, facts carry no category. */
function categoryAvailable(): boolean {
  return existsSync(DEFAULT_MODEL_PATH);
}

let loaded: Promise<void> | null = null;

/** Load every local model once; concurrent callers share one load. */
export function loadFactModels(opts: ExtractOptions = {}): Promise<void> {
  loaded ??= (async () => {
    warmPaletteLut();
    // MoveNet (and with it tfjs' WASM runtime) and OCR are not here: they load on the first photo that needs them (a
    // model shot, a photo with text), so a worker that never meets one never holds them (issue 26). CenterNet and
    // BlazeFace run in onnxruntime.
    await Promise.all([loadCenterNet(), loadBlazeFace(), loadImagenet(), loadOid()]);
    if (categoryAvailable()) {
      getCategoryModel();
    }
  })();
  const ocr = opts.ocr === false ? Promise.resolve() : loadOcr();
  return Promise.all([loaded, ocr]).then(() => undefined);
}

/** Free the graphs and stop the OCR worker; the next extractFacts loads them again. */
export function disposeFactModels(): void {
  disposeCenterNet();
  disposeBlazeFace();
  disposeMoveNet();
  void disposeImagenet();
  void disposeOid();
  loaded = null;
  void closeOcr().catch(() => undefined);
}

/**
 * What the classifier crops to: the product on a plain backdrop, else the main person on a model shot (the clothes
 * are on them), else the largest trusted object; a scene is classified whole.
 */
function classifierBox(core: FactsCore): [number, number, number, number] | undefined {
  if (core.productBox) {
    return core.productBox;
  }
  const area = (b: [number, number, number, number]): number => b[2] * b[3];
  const byArea = [...core.objects].sort((a, b) => area(b.box) - area(a.box));
  if (core.imageType === 'model') {
    return byArea.find((o) => o.label === 'person')?.box;
  }
  return core.imageType === 'packshot' || core.imageType === 'detail' ? byArea.find((o) => o.label !== 'person')?.box : undefined;
}

/** `decoded`: the working raster of these very bytes when the caller already decoded them (decodeImage), else decoded here. */
export async function extractFacts(image: Uint8Array, opts: ExtractOptions = {}, decoded?: DecodedImage): Promise<ExtractedFacts> {
  const timingsMs: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string): void => {
    const now = performance.now();
    timingsMs[name] = roundMs(now - t);
    t = now;
  };
  await loadFactModels({ ocr: false });
  lap('load');

  const img = decoded ?? (await decodeImage(image));
  const [cnIn, thumb] = await Promise.all([letterbox(img, CENTERNET_INPUT), thumbnail(img, COLOUR_THUMB)]);
  lap('decode');

  const cn = await runCenterNet(cnIn);
  lap('detect');

  // Faces only where CenterNet saw a person at all (any candidate ≥ 0.2, far below the trust line), issue 26: on the
  // 250 dev photos the only faces without one were BlazeFace's false hits (a sandal's jewelled disc, a hanging
  // plant), and no alt of either mode or language changed.
  const faces = cn.detections.some((d) => d.label === 'person') ? await detectFaces(await letterbox(img, BLAZEFACE_INPUT), FACE_SCORE) : [];
  lap('faces');

  let text: TextLine[] = [];
  let textShare = 0;
  if (opts.ocr !== false) {
    const cue = await textCue(img);
    lap('textcue');
    if (cue >= TEXT_CUE_THRESHOLD) {
      await loadOcr({ refine: false });
      // The page comes from the raster decoded above: the photo is not decoded again for its text (issue 26).
      const read = await readText(image, { page: await pageFromRaster(img, DEFAULT_MAX_SIDE) });
      text = read.lines.map((l) => ({ text: l.text, confidence: l.confidence }));
      textShare = read.textShare;
      lap('ocr');
    }
  }

  let core = assembleFacts({
    width: img.width,
    height: img.height,
    geometry: letterboxGeometry(img),
    detections: cn.detections,
    faces,
    text,
    textShare,
    thumb,
  });
  const monochrome = isMonochrome(thumb);
  lap('colour+type');

  const views = await imagenetViews(img, classifierBox(core));
  const classified = { frame: nounScores(views.frame), crop: views.crop ? nounScores(views.crop) : undefined };
  // A person on a busy backdrop wearing nothing the classifier sees is a scene: classified whole, like every scene.
  const worn = core.imageType === 'model' && !core.background.plain ? wornShare(classified) : undefined;
  const confirmed = worn === undefined ? core.imageType : confirmModelShot(core.imageType, core.background.plain, worn);
  let imagenet: VisualFacts['imagenet'] = classified;
  if (confirmed !== core.imageType) {
    core = { ...core, imageType: confirmed, imageTypeScore: 0.6 };
    imagenet = { frame: classified.frame, crop: undefined };
  }
  lap('classify');

  // Model shots only: the arms' keypoints tell where to read the sleeves from.
  let sleeves: VisualFacts['sleeves'];
  let backView: boolean | undefined;
  let torso: [number, number, number, number] | undefined;
  if (core.imageType === 'model' && core.people > 0) {
    const poseIn = await letterbox(img, MOVENET_INPUT);
    const keypoints = await detectPose(poseIn);
    sleeves = readSleeves(poseIn, keypoints);
    backView =
      seenFromBehind(
        keypoints,
        faces.map((f) => f.score),
        MOVENET_INPUT,
      ) || undefined;
    torso = torsoBox(keypoints, MOVENET_INPUT, letterboxGeometry(img));
    lap('pose');
  }

  // The engine passes category:false when the merchant gave a title or description (never override them).
  const runCategory = opts.category !== false && categoryAvailable();
  const category = runCategory ? classifyCategory(cn.features) : undefined;
  const guess = runCategory && !category ? guessCategory(cn.features) : undefined;
  if (runCategory) {
    lap('category');
  }

  // Packshots only: on a plain backdrop of one colour the product's own pixels are known.
  const backdrop = oneColourBackdrop(core.background);
  const texture = core.productBox && backdrop ? await measureTexture(img, core.productBox, backdrop) : undefined;
  // Model shots: the top's own region (pose). All of it is the top, whatever its colour: a white T-shirt on a white
  // backdrop would otherwise be left out as backdrop, and only its print measured.
  const wornTexture = torso ? await measureTexture(img, torso) : undefined;
  lap('texture');

  // Not on model shots: the composer never names a product from it there (it sees the model's shoes and chair).
  const oid =
    core.imageType === 'model' ? undefined : (await detectOid(img)).map((d) => ({ ...d, score: Math.round(d.score * 1000) / 1000 }));
  if (oid) {
    lap('oid');
  }

  timingsMs.total = roundMs(Object.values(timingsMs).reduce((a, b) => a + b, 0) - (timingsMs.load ?? 0));
  return {
    ...core,
    monochrome,
    sleeves,
    backView,
    category,
    imagenet,
    wornShare: worn,
    oid,
    texture,
    wornTexture,
    tentative: { objects: core.tentative?.objects ?? [], category: guess },
    timingsMs,
    features: cn.features,
  };
}

import type { ImageType, Language } from '@alt-optimizer/contract';
import type { RuleId } from './quality/check-alt.ts';
import type { TextureFacts } from './facts/colour/pattern.ts';
import type { DecodedImage } from './facts/decode.ts';

export type { TextureFacts };

/** What the merchant tells us about the image. Every field is optional except the language. */
export interface AltContext {
  language: Language;
  title?: string | undefined;
  description?: string | undefined;
  productId?: string | undefined;
  imageUrl?: string | undefined;
  keywords?: readonly string[] | undefined;
  /** Lower than 125 for stricter profiles (e.g. RGAA 80). Default LIMITS.altMaxChars. */
  maxLength?: number | undefined;
}

export interface DetectedObject {
  /** COCO-80 label in English, e.g. "person", "handbag". */
  label: string;
  score: number;
  /** Normalised [0,1] box: x, y, width, height. */
  box: [number, number, number, number];
}

export interface ColourFact {
  /** Palette key, e.g. "navy", "beige"; named per language by the composer. */
  name: string;
  /** Share of the analysed region, 0..1. */
  share: number;
  rgb: [number, number, number];
}

export interface TextLine {
  text: string;
  confidence: number;
}

/** Product category predicted from pixels (issue 6); absent when the gate refuses. */
export interface CategoryFact {
  /** Fine category id, e.g. "sneakers", or null when only the coarse group passed. */
  fine: string | null;
  /** Coarse group id, e.g. "shoes". */
  group: string;
  probability: number;
  gateScore: number;
}

/** A lexicon noun the general classifier supports: the summed probability of its ImageNet classes (issue 22). */
export interface NounScore {
  id: string;
  p: number;
  /** Steps from the coarsest noun of its WordNet chain: higher is finer (chair 2, seat 1, furniture 0). */
  depth: number;
}

/** Everything the local models saw in one image. Pure data: no language, no wording. */
export interface VisualFacts {
  width: number;
  height: number;
  objects: DetectedObject[];
  faces: number;
  people: number;
  background: {
    plain: boolean;
    colour: ColourFact | null;
    /** Share of the border strip that matches the background colour (or, on a gradient, its smooth surface), 0..1. */
    uniformity: number;
    /** A smooth studio gradient (sweep, vignette) rather than one colour: plain, but no single backdrop colour. */
    gradient?: true | undefined;
  };
  /** Product (foreground) colours, most dominant first. */
  colours: ColourFact[];
  /**
   * Where `colours` were measured: the product mask on a plain backdrop, a detected subject's box, or the whole
   * frame (no subject found: the colours are as likely the floor or the wall as the product).
   */
  colourRegion: 'product' | 'subject' | 'frame';
  /** Model shots: colours of the main person's torso and legs (skin, face and backdrop left out). */
  garmentColours?: { upper: ColourFact[]; lower: ColourFact[] } | undefined;
  /**
   * Evidence below the trust lines (detections under the trust score, the category head's best guess that its
   * gate refused). Used only to name something rather than nothing, and then the alt is flagged for review.
   */
  tentative?: { objects: DetectedObject[]; category?: CategoryFact | undefined } | undefined;
  /** Separate sizeable parts of the product on a plain backdrop: 2 for a pair of shoes side by side. */
  pieces?: number | undefined;
  /** Share of the frame covered by the foreground region, 0..1. */
  foregroundShare: number;
  /** Normalised [0,1] box of the product on a plain backdrop (x, y, width, height): its shape says the view. */
  productBox?: [number, number, number, number] | undefined;
  /** Model shots: the sleeve length of the top the person wears, when the skin along the arms says it clearly. */
  sleeves?: 'long' | 'short' | 'none' | undefined;
  /** Packshots: texture measured in the product region (what tells striped, checked, printed from plain). */
  texture?: TextureFacts | undefined;
  /** Model shots: texture of the torso between shoulders and hips (pose keypoints), where a worn top shows. */
  wornTexture?: TextureFacts | undefined;
  /** Model shots: the person is photographed from the back (body keypoints, no face found). */
  backView?: boolean | undefined;
  text: TextLine[];
  /** Share of the image area covered by text boxes, 0..1. */
  textShare: number;
  /** Near-flat image: one colour or a regular pattern with no subject. */
  flat: boolean;
  /** Almost no pixel has a hue: a black-and-white photo when it is a scene (facts/colour/monochrome.ts). */
  monochrome?: boolean | undefined;
  category?: CategoryFact | undefined;
  /**
   * The general ImageNet classifier's reading, as lexicon nouns most probable first: the whole frame, and the
   * product or main subject cropped (absent when the crop is the frame).
   */
  imagenet?: { frame: NounScore[]; crop?: NounScore[] | undefined } | undefined;
  /**
   * The Open Images detector's objects (facts/oid/), best first, over its keep line: labels as its label map spells
   * them ("Chair", "Footwear"), boxes as shares of the frame.
   */
  oid?: { label: string; score: number; box: [number, number, number, number] }[] | undefined;
  /**
   * A person read as a catalogue model on a backdrop that is not plain: the classifier's worn share that confirmed
   * or demoted the reading (facts/imagenet/worn-share.ts), kept so the gate can be refitted on cached facts.
   */
  wornShare?: number | undefined;
  imageType: ImageType;
  imageTypeScore: number;
  timingsMs: Record<string, number>;
}

export interface AltResult {
  /** Empty string when decorative. */
  altTag: string;
  imageType: ImageType;
  decorative: boolean;
  confidence: number;
  /**
   * True when a person should check this alt before publishing it (confidence under
   * LIMITS.reviewBelowConfidence, or nothing in the picture could be named reliably).
   */
  needsReview: boolean;
  /** Which engine wrote it: "local" or a provider name such as "openai:gpt-4o". */
  engine: string;
  /** True when a remote provider failed and the local composer answered instead. */
  fallback: boolean;
  /** Rule ids violated by the final alt (should be empty). */
  violations: RuleId[];
  qualityScore: number;
  facts: VisualFacts;
  timingsMs: Record<string, number>;
  /** Set by the worker pool: which worker thread answered and its memory after the task (MB). */
  runtime?: WorkerRuntime | undefined;
}

export interface WorkerRuntime {
  threadId: number;
  /** Process-wide resident set size (threads share one process). */
  rssMb: number;
  /** This worker's own V8 heap and its external memory (WASM and tensors live there). */
  heapUsedMb: number;
  externalMb: number;
  /** Whether this worker reads text through the pool's one OCR thread (false: in its own thread, or OCR is off). */
  sharedOcr?: boolean | undefined;
}

export interface AltEngine {
  readonly name: string;
  /**
   * `decoded`: the working raster of these very bytes (decodeImage from '@alt-optimizer/engine/decode'), when the
   * caller already decoded them to check them; the engine then reuses it instead of decoding the file again.
   */
  analyze(image: Uint8Array, context: AltContext, decoded?: DecodedImage): Promise<AltResult>;
  close(): Promise<void>;
}

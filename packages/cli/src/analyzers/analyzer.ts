import type { BulkMode, ExistingAltPolicy, ImageType, Language } from '@alt-optimizer/contract';

/** The merchant context of one image, as --lang, --keywords, --title and --description gave it. */
export interface ImageContext {
  language: Language;
  keywords: readonly string[];
  title?: string | undefined;
  description?: string | undefined;
}

/** One image's answer: the fields of the API's alt-text response that a CLI user needs. */
export interface ImageAnswer {
  altTag: string;
  imageType: ImageType;
  confidence: number;
  needsReview: boolean;
}

export interface CatalogueRequest {
  /** Absolute path of the .xlsx / .csv catalogue. */
  file: string;
  mode: BulkMode;
  language: Language;
  keywords: readonly string[];
  existingAlts: ExistingAltPolicy;
}

/** The enhanced file, named as the web tool's download is, and the job's counts. */
export interface CatalogueOutput {
  fileName: string;
  bytes: Buffer;
  total: number;
  successful: number;
  failed: number;
}

/** done/total images of a running catalogue job. */
export type JobProgressListener = (done: number, total: number) => void;

/**
 * Where images are analysed. Two implementations: the embedded engine (local-analyzer.ts) and a remote server's
 * /api/v1 (remote-analyzer.ts), so every command runs on either. Failures are CliErrors: an ImageError for one image
 * (the folder command reports it and goes on), any other for the whole run (a wrong key, an unreachable server).
 */
export interface Analyzer {
  describeImage(bytes: Uint8Array, fileName: string, context: ImageContext): Promise<ImageAnswer>;
  describeUrl(url: string, context: ImageContext): Promise<ImageAnswer>;
  processCatalogue(request: CatalogueRequest, onProgress: JobProgressListener): Promise<CatalogueOutput>;
  close(): Promise<void>;
}

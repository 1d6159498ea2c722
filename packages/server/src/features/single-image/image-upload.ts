import { LIMITS } from '@alt-optimizer/contract';
import { ERRORS } from '../../core/errors/index.ts';
import type { ReadMultipartOptions } from '../../core/http/multipart.ts';

/** How /analyze-single-image and /v1/alt-text read an image upload: field "image", 10 MB, into memory. */
export const IMAGE_UPLOAD: ReadMultipartOptions<Buffer> = {
  fileField: 'image',
  maxBytes: LIMITS.imageMaxBytes,
  notMultipart: ERRORS.imageNotMultipart,
  tooLarge: ERRORS.imageTooLarge,
  store: (part) => part.toBuffer(),
};

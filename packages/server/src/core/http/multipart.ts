import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorDef } from '../errors/index.ts';

export interface MultipartForm<F> {
  /** The first file sent under `fileField`, as `store` kept it; undefined when none was sent. */
  file: F | undefined;
  fileName: string;
  fields: Record<string, string>;
}

export interface ReadMultipartOptions<F> {
  fileField: string;
  /** Enforced while streaming: the body is never read past it. */
  maxBytes: number;
  /** Answer for a request that is not multipart/form-data. */
  notMultipart: ErrorDef;
  /** Answer for a file over maxBytes. */
  tooLarge: ErrorDef;
  /** Consumes the file stream (into memory, onto disk…). */
  store: (part: MultipartFile) => Promise<F>;
  /** Undoes `store` when the request fails after it (a temp file on disk). */
  discard?: (file: F) => Promise<void>;
}

/**
 * The one multipart reader of the API (single image and spreadsheet upload): fields as strings, one file under a
 * known name, the size limit applied while streaming, other files drained unread.
 */
export async function readMultipart<F>(request: FastifyRequest, options: ReadMultipartOptions<F>): Promise<MultipartForm<F>> {
  if (!request.isMultipart()) {
    throw new AppError(options.notMultipart);
  }
  const form: MultipartForm<F> = { file: undefined, fileName: '', fields: {} };
  let stored = false;
  try {
    const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 10_000 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === options.fileField && !stored) {
        form.file = await options.store(part);
        form.fileName = part.filename;
        stored = true;
        if (part.file.truncated) {
          throw new AppError(options.tooLarge);
        }
      } else {
        // A file under another name is not ours to read; drain it so the stream moves on.
        part.file.resume();
      }
    }
  } catch (error) {
    if (form.file !== undefined) {
      await options.discard?.(form.file);
    }
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(options.tooLarge, {}, { cause: error });
    }
    throw error;
  }
  return form;
}

/**
 * A failure the user can act on (missing file, unreadable image, wrong key, unreachable server): main.ts prints its
 * message alone, without a stack, and exits with `exitCode`.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The message of anything thrown, for a one-line report. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A failure of one image (not an image, too large, its URL unreachable): a folder run reports it and goes on. */
export class ImageError extends CliError {
  constructor(message: string) {
    super(message);
    this.name = 'ImageError';
  }
}

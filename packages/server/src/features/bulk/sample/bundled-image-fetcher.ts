import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { AppConfig } from '../../../core/config.ts';
import { ImageFetcher, type FetchImageOptions, type FetchImageResult } from '../../../core/net/fetch-image.ts';
import { bundledImageFor } from './sample-files.ts';

/**
 * The bulk image fetcher: the sample catalogue's photos (a URL naming one, see bundledImageFor) are read from the
 * app's own folder; every other URL goes to ImageFetcher, under the address policy (ALLOW_PRIVATE_IMAGE_URLS).
 */
export class BundledImageFetcher extends ImageFetcher {
  constructor(
    options: FetchImageOptions,
    private readonly publicUrl: string,
  ) {
    super(options);
  }

  override async fetch(url: string): Promise<FetchImageResult> {
    const file = bundledImageFor(url, this.publicUrl);
    if (!file) {
      return super.fetch(url);
    }
    const bytes = await readFile(file);
    const meta = await sharp(bytes).metadata();
    return { ok: true, bytes, finalUrl: url, format: meta.format ?? 'jpeg', width: meta.width ?? 0, height: meta.height ?? 0 };
  }
}

/**
 * The fetcher of bulk rows, their thumbnails and regenerations: this server's PUBLIC_URL and address policy; `limits`
 * the bulk rows' own timeout and retries (BULK_FETCH_TIMEOUT_MS, BULK_FETCH_RETRIES: jobs/runner-slots.ts).
 */
export function bulkImageFetcher(
  config: Pick<AppConfig, 'allowPrivateImageUrls' | 'publicUrl'>,
  limits: Pick<FetchImageOptions, 'totalTimeoutMs' | 'retries'> = {},
): ImageFetcher {
  return new BundledImageFetcher({ allowPrivate: config.allowPrivateImageUrls, ...limits }, config.publicUrl);
}

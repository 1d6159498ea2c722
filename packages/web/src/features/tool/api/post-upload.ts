import type { Language } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

export interface UploadChoices {
  keywords: string[];
  language: Language;
}

/**
 * POSTs one of the tool's uploads (an image, a spreadsheet) as multipart: its own fields, then the fields every
 * upload shares: keywords as JSON (only when there are some) and the language the alts and messages are wanted in.
 */
export async function postUpload<T>(
  url: string,
  schemaOf: (schemas: Schemas) => { parse: (v: unknown) => T },
  fields: Record<string, string | Blob>,
  { keywords, language }: UploadChoices,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value);
  }
  if (keywords.length > 0) {
    form.append('keywords', JSON.stringify(keywords));
  }
  form.append('language', language);
  return apiJson(url, schemaOf(await loadSchemas()), { method: 'POST', body: form, language });
}

import { useMutation } from '@tanstack/react-query';
import type { Language, SingleImageResult } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';

export interface AnalyzeInput {
  image: File;
  keywords: string[];
  language: Language;
}

export async function analyzeSingleImage(input: AnalyzeInput): Promise<SingleImageResult> {
  const form = new FormData();
  form.append('image', input.image);
  if (input.keywords.length > 0) {
    form.append('keywords', JSON.stringify(input.keywords));
  }
  form.append('language', input.language);
  const { analyzeSingleImageResponseSchema } = await loadSchemas();
  const answer = await apiJson('/api/analyze-single-image', analyzeSingleImageResponseSchema, {
    method: 'POST',
    body: form,
    language: input.language,
  });
  return answer.data;
}

export function useAnalyzeSingleImage() {
  return useMutation({ mutationFn: analyzeSingleImage });
}

import { useMutation } from '@tanstack/react-query';
import type { SingleImageResult } from '@alt-optimizer/contract';
import { postUpload, type UploadChoices } from './post-upload.ts';

export interface AnalyzeInput extends UploadChoices {
  image: File;
}

export async function analyzeSingleImage(input: AnalyzeInput): Promise<SingleImageResult> {
  const answer = await postUpload('/api/analyze-single-image', (s) => s.analyzeSingleImageResponseSchema, { image: input.image }, input);
  return answer.data;
}

export function useAnalyzeSingleImage() {
  return useMutation({ mutationFn: analyzeSingleImage });
}

import { Cpu } from 'lucide-react';
import { useLang } from '../../../i18n/index.ts';
import { writtenBy } from '../../../lib/engine-words.ts';

/**
 * "Written by the offline engine", "Written by OpenAI gpt-4o and the offline engine": the engines that really
 * answered (a single image's, or every engine behind a job's alts), in words. Nothing when none is known.
 */
export function EngineNote({ engines }: { engines: readonly string[] }) {
  const lang = useLang();
  if (engines.length === 0) {
    return null;
  }
  return (
    <p className="tool-engine" data-testid="engine-note">
      <Cpu aria-hidden="true" size={16} />
      {writtenBy(engines, lang)}
    </p>
  );
}

import { Cpu } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { outcomeMessages } from '../messages-outcome.ts';

/** The offline engine's name in the API. */
const OFFLINE_ENGINE = 'local';

/** "Written by the offline engine" or "Written by openai:gpt-4o": the engine that really answered. */
export function EngineNote({ engine }: { engine: string | undefined }) {
  const t = useT(outcomeMessages);
  if (!engine) {
    return null;
  }
  return (
    <p className="tool-engine" data-testid="engine-note">
      <Cpu aria-hidden="true" size={16} />
      {engine === OFFLINE_ENGINE ? t.writtenByOffline : t.writtenBy(engine)}
    </p>
  );
}

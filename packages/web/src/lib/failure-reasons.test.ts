import { describe, expect, it } from 'vitest';
import { failureKind, reasonText } from './failure-reasons.ts';
import { failureReasonMessages } from './failure-reasons.messages.ts';

// The server's row messages (bulk ROW_MESSAGES.hostSkipped and .timeout), as a job stores them in its language.
const skippedEn = 'Image host 127.0.0.1:8080 did not answer; skipped after 3 timeouts';
const skippedFr = "L'hôte d'images 127.0.0.1:8080 n'a pas répondu ; image ignorée après 3 délais dépassés";

describe('failure reasons', () => {
  it("name the host a job stopped asking (issue 23 item 5), in the reader's language whatever the job's", () => {
    expect(failureKind(skippedEn)).toBe('hostSkipped');
    expect(failureKind(skippedFr)).toBe('hostSkipped');
    // A plain timeout stays an unreachable server.
    expect(failureKind('Image server did not answer in time')).toBe('unreachable');
    expect(reasonText(failureReasonMessages.fr, 'hostSkipped', skippedEn)).toBe(
      'L’hôte d’images 127.0.0.1:8080 n’a pas répondu à plusieurs reprises\u202f: ses autres images ont été ignorées',
    );
    expect(reasonText(failureReasonMessages.en, 'hostSkipped', skippedFr)).toBe(
      'The image host 127.0.0.1:8080 did not answer several times, so its other images were skipped',
    );
  });
});

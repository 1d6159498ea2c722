import { describe, expect, it } from 'vitest';
import { engineInWords, engineLabel, writtenBy } from './engine-words.ts';

describe('engine ids in words', () => {
  it('names the offline engine, a provider and its model, and an OpenAI-compatible server', () => {
    expect(engineInWords('local', 'en')).toBe('the offline engine');
    expect(engineInWords('local', 'fr', true)).toBe('moteur hors ligne');
    expect(engineInWords('openai:gpt-4o', 'fr')).toBe('OpenAI gpt-4o');
    expect(engineInWords('anthropic:claude-sonnet-4-5', 'en')).toBe('Anthropic claude-sonnet-4-5');
    expect(engineInWords('openai-compatible:llava:13b', 'en')).toBe('an OpenAI-compatible server (llava:13b)');
    expect(engineInWords('openai-compatible:llava:13b', 'fr', true)).toBe('serveur compatible OpenAI (llava:13b)');
    // An id a newer server may send: shown as it is rather than guessed.
    expect(engineInWords('mistral:pixtral', 'en')).toBe('mistral:pixtral');
  });

  it('lists every engine behind a job, in the order first used', () => {
    expect(writtenBy(['local'], 'fr')).toBe('Rédigé par le moteur hors ligne');
    expect(writtenBy(['openai:gpt-4o', 'local'], 'en')).toBe('Written by OpenAI gpt-4o and the offline engine');
    expect(writtenBy(['openai:gpt-4o', 'local', 'google:gemini-2.5-flash'], 'fr')).toBe(
      'Rédigé par OpenAI gpt-4o, le moteur hors ligne et Google gemini-2.5-flash',
    );
  });

  it('says a hand-edited alt was edited by hand, never credits it to an engine alone (issue 24 item 6)', () => {
    expect(writtenBy(['local', 'hand'], 'fr')).toBe('Rédigé par le moteur hors ligne, modifié à la main');
    expect(writtenBy(['hand', 'openai:gpt-4o'], 'en')).toBe('Written by OpenAI gpt-4o, edited by hand');
    // A job whose every image failed, then one alt written in the report: no engine wrote anything.
    expect(writtenBy(['hand'], 'fr')).toBe('Modifié à la main');
    expect(writtenBy(['hand'], 'en')).toBe('Edited by hand');
  });

  it('labels the engine answering now for the admin, the offline engine with its id', () => {
    expect(engineLabel('local', 'fr')).toBe('moteur hors ligne (local)');
    expect(engineLabel('openai:gpt-4o', 'fr')).toBe('OpenAI gpt-4o');
    expect(engineLabel('openai-compatible:llava:13b', 'fr')).toBe('serveur compatible OpenAI (llava:13b)');
  });
});

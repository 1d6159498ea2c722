import { expect, it } from 'vitest';
import { createProgress } from './progress.ts';

it('writes plain lines when stderr is not a terminal: one per change, failures kept', () => {
  let text = '';
  const progress = createProgress({ write: (chunk: string) => (text += chunk), isTTY: false });
  progress.start(3, 1);
  progress.update(2, 'a.jpg');
  progress.update(2, 'a.jpg');
  progress.log('✗ b.jpg: Not an image');
  progress.update(3, '');
  progress.stop();
  expect(text).toBe('1/3 already done\n2/3 a.jpg\n✗ b.jpg: Not an image\n3/3\n');
});

it('draws a bar when stderr is a terminal', () => {
  let text = '';
  const stream = {
    write: (chunk: string) => (text += chunk),
    isTTY: true,
    columns: 100,
    cursorTo: () => true,
    clearLine: () => true,
    moveCursor: () => true,
    on: () => stream,
    removeListener: () => stream,
  };
  const progress = createProgress(stream);
  progress.start(4, 0);
  progress.update(2, 'a.jpg');
  progress.stop();
  expect(text).toContain('2/4');
  expect(text).toContain('░');
});

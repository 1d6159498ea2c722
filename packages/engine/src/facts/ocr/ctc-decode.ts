/**
 * PaddleOCR's CTC decoding as @gutenye/ocr-common's Recognition.decodeText does it (issue 26): per time step the
 * most probable class (the first one on a tie), then the greedy CTC rule (drop blanks, class 0, and repeats of the
 * previous step's class), and the line's `mean`: the average probability of the characters kept, summed in order
 * in double precision like the library, so the number is the same to the last bit.
 */

export interface DecodedLine {
  text: string;
  mean: number;
}

/**
 * The recogniser's dictionary as the library builds it: the file's lines (a trailing newline leaves an empty
 * entry, kept so every index lands where the library's does) plus a space for the model's last class.
 */
export function ctcDictionary(fileText: string): string[] {
  return [...fileText.split('\n'), ' '];
}

/** `probabilities`: `steps` × `classes` scores of one line, row-major (the model's [1, steps, classes] output). */
export function ctcDecode(probabilities: ArrayLike<number>, steps: number, classes: number, dictionary: readonly string[]): DecodedLine {
  let text = '';
  let sum = 0;
  let kept = 0;
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    const row = t * classes;
    let best = -Infinity;
    let index = 0;
    for (let c = 0; c < classes; c++) {
      const p = probabilities[row + c]!;
      if (p > best) {
        best = p;
        index = c;
      }
    }
    const repeat = index === previous;
    previous = index;
    if (index === 0 || repeat) {
      continue;
    }
    text += dictionary[index - 1] ?? '';
    sum += best;
    kept++;
  }
  return kept === 0 ? { text: '', mean: 0 } : { text, mean: sum / kept };
}

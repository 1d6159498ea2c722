/** Written by `npm run train:colour-trust -- --write` from 3885 training photos; do not edit by hand. */
export const COLOUR_TRUST_MODEL = {
  weights: [
    -0.494, -0.0105, -1.5321, 0.6825, -0.2566, -1.1668, 1.1432, 0.3124, 0.7536, 0.8428, 0.0205, -0.5396, 0.7408, 3.4328, -1.4385, -0.63,
    -0.2476, -0.0377, 0.0407, 1.5876, -0.415, -0.9648, 0.1297, -0.169, -0.4104, -0.0197, 0.2248,
  ],
  bias: -0.3277,
  threshold: 0.7,
};

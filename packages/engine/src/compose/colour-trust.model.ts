/** Written by `npm run train:colour-trust -- --write` from 3886 training photos; do not edit by hand. */
export const COLOUR_TRUST_MODEL = {
  weights: [0.5427, 2.9106, -1.3214, 0.6331, -0.2736, -0.2791, -0.17, 1.5996, -0.8136, -0.0446, -0.0466, -0.1588, -0.493, -0.1199, 0.0956],
  bias: -0.7395,
  threshold: 0.5,
};

/** Written by `npm run train:colour-trust -- --write` from 3886 training photos; do not edit by hand. */
export const COLOUR_TRUST_MODEL = {
  weights: [
    -0.4921, -0.0185, -1.5339, 0.6962, -0.2494, -1.1581, 1.1578, 0.2947, 0.7696, 0.8627, 0.0308, -0.6094, 0.7384, 3.4496, -1.4273, -0.6491,
    -0.249, -0.0419, 0.0413, 1.5989, -0.433, -0.9758, 0.1326, -0.167, -0.4103, -0.0219, 0.2171,
  ],
  bias: -0.3291,
  threshold: 0.5,
};

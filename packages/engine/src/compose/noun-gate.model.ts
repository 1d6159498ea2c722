/** Written by `npm run train:noun-gate -- --write` from 5026 training photos (grouped 5-fold figures in the engine README); do not edit by hand. */
export const NOUN_GATE = { gate: 0.88, fashionGate: 0.17, contradiction: 0.97, agreement: 0.83, headAgreement: 0.9 };

/**
 * Shape of the category features. They are computed by the detector's single CenterNet pass
 * (facts/detect/centernet.ts: mean-pooled head 480 | mean-pooled block 14 120 | max-pooled
 * class heat 80, each signed-sqrt + L2); this module only states the length it must have,
 * so the head can be loaded and tested without loading tfjs.
 */
export const FEATURE_DIMS = 680;

/**
 * The SSD anchors of the OID detector, as MediaPipe's SsdAnchorsCalculator builds them for it
 * (mediapipe/modules/objectron/object_detection_oid_v4_cpu.pbtxt): 6 layers, strides 16…512 on a 300×300 input,
 * scales 0.2–0.95, aspect ratios 1, 2, ½, 3, ⅓ plus one interpolated scale, and 3 boxes in the lowest layer —
 * 1,917 anchors in the model's output order. Centres and sizes are shares of the input.
 */
export interface Anchor {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface AnchorOptions {
  inputSize: number;
  minScale: number;
  maxScale: number;
  strides: number[];
  aspectRatios: number[];
  reduceBoxesInLowestLayer: boolean;
  interpolatedScaleAspectRatio: number;
}

export const OID_ANCHORS: AnchorOptions = {
  inputSize: 300,
  minScale: 0.2,
  maxScale: 0.95,
  strides: [16, 32, 64, 128, 256, 512],
  aspectRatios: [1, 2, 0.5, 3, 0.3333],
  reduceBoxesInLowestLayer: true,
  interpolatedScaleAspectRatio: 1,
};

function scaleAt(o: AnchorOptions, layer: number): number {
  const n = o.strides.length;
  return n === 1 ? (o.minScale + o.maxScale) / 2 : o.minScale + ((o.maxScale - o.minScale) * layer) / (n - 1);
}

export function ssdAnchors(o: AnchorOptions = OID_ANCHORS): Anchor[] {
  const anchors: Anchor[] = [];
  o.strides.forEach((stride, layer) => {
    const shapes: { scale: number; ratio: number }[] = [];
    const scale = scaleAt(o, layer);
    if (layer === 0 && o.reduceBoxesInLowestLayer) {
      shapes.push({ scale: 0.1, ratio: 1 }, { scale, ratio: 2 }, { scale, ratio: 0.5 });
    } else {
      shapes.push(...o.aspectRatios.map((ratio) => ({ scale, ratio })));
      if (o.interpolatedScaleAspectRatio > 0) {
        const next = layer === o.strides.length - 1 ? 1 : scaleAt(o, layer + 1);
        shapes.push({ scale: Math.sqrt(scale * next), ratio: o.interpolatedScaleAspectRatio });
      }
    }
    const size = Math.ceil(o.inputSize / stride);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        for (const s of shapes) {
          const root = Math.sqrt(s.ratio);
          anchors.push({ x: (x + 0.5) / size, y: (y + 0.5) / size, w: s.scale * root, h: s.scale / root });
        }
      }
    }
  });
  return anchors;
}

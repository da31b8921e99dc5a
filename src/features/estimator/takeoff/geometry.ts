/**
 * Takeoff geometry: lengths, areas with cut-outs and counts
 * measured on a drawing, the drawing's scale, and conversion between metric and imperial
 * units. Pure functions; points are in drawing pixels (the page rendered at scale 1, see
 * PLAN_RENDER_DPI), real lengths in metres unless a unit is named.
 */

/** A point on the drawing, in drawing pixels (x to the right, y down). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The length units a user can calibrate and read in. */
export type LengthUnit = 'm' | 'ft';

/** Metres in one international foot (exact, by definition). */
export const METRES_PER_FOOT = 0.3048;
/** Metres in one inch (exact, by definition). */
export const METRES_PER_INCH = 0.0254;

/**
 * The resolution a plan page is drawn at, in dots per inch: PDF.js renders a page at scale 1
 * as 72 CSS pixels per inch (a PDF point), and points are stored in those pixels.
 */
export const PLAN_RENDER_DPI = 72;

/** The drawing scales a user can pick instead of drawing a calibration line. */
export const DRAWING_SCALES = ['1:20', '1:50', '1:100', '1:200', '1/4in=1ft', '1/8in=1ft'] as const;
export type DrawingScale = (typeof DRAWING_SCALES)[number];

/**
 * How many real lengths one length on paper stands for: 1:50 → 50; 1/4" = 1' → 48
 * (1 ft = 12 in = 48 quarter inches); 1/8" = 1' → 96.
 */
const SCALE_RATIO: Readonly<Record<DrawingScale, number>> = {
  '1:20': 20,
  '1:50': 50,
  '1:100': 100,
  '1:200': 200,
  '1/4in=1ft': 48,
  '1/8in=1ft': 96,
};

/** The straight-line distance between two points, in drawing pixels. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/**
 * The length of an open polyline through `points`, in drawing pixels.
 * @returns 0 for fewer than 2 points
 */
export function polylineLength(points: readonly Point[]): number {
  let total = 0;
  let previous: Point | undefined;
  for (const point of points) {
    if (previous) total += distance(previous, point);
    previous = point;
  }
  return total;
}

/**
 * The area of a simple polygon (closed implicitly from the last point to the first) by the
 * shoelace formula, in square drawing pixels, whatever the winding direction.
 * @returns 0 for fewer than 3 points
 */
export function polygonArea(points: readonly Point[]): number {
  if (points.length < 3) return 0;
  let twice = 0;
  let a = points[points.length - 1] as Point;
  for (const b of points) {
    twice += a.x * b.y - b.x * a.y;
    a = b;
  }
  return Math.abs(twice) / 2;
}

/**
 * The area of a polygon with cut-outs: the outline's area less each hole's (holes are
 * assumed to lie inside the outline and not to overlap), in square drawing pixels.
 * @returns never below 0; 0 when the outline has fewer than 3 points
 */
export function areaWithHoles(
  outline: readonly Point[],
  holes: readonly (readonly Point[])[],
): number {
  const outer = polygonArea(outline);
  if (outer === 0) return 0;
  const cut = holes.reduce((sum, hole) => sum + polygonArea(hole), 0);
  return Math.max(0, outer - cut);
}

/** A length in `unit` as metres. */
export function toMetres(value: number, unit: LengthUnit): number {
  return unit === 'm' ? value : value * METRES_PER_FOOT;
}

/** A length in metres as `unit`. */
export function fromMetres(metres: number, unit: LengthUnit): number {
  return unit === 'm' ? metres : metres / METRES_PER_FOOT;
}

/** An area in square metres as square `unit` (m² or ft²). */
export function fromSquareMetres(squareMetres: number, unit: LengthUnit): number {
  return unit === 'm' ? squareMetres : squareMetres / (METRES_PER_FOOT * METRES_PER_FOOT);
}

/**
 * The scale from a calibration line: a line of `pixels` drawing pixels is `length` `unit`
 * long in reality.
 * @returns metres per drawing pixel, or null when the line or the length is zero, negative
 *   or not a finite number (no scale can be taken from it)
 */
export function calibrate(pixels: number, length: number, unit: LengthUnit): number | null {
  if (!(pixels > 0) || !(length > 0) || !Number.isFinite(pixels) || !Number.isFinite(length)) {
    return null;
  }
  return toMetres(length, unit) / pixels;
}

/**
 * The scale of a drawing printed at `scale` and rendered at `dpi` dots per inch: one pixel
 * is 1/dpi inch on paper, which stands for `ratio` times that in reality.
 * @param dpi render resolution, dots per inch (PLAN_RENDER_DPI for stored points)
 * @returns metres per drawing pixel
 * @throws RangeError when dpi is not a positive number
 */
export function scaleFromDrawing(scale: DrawingScale, dpi: number = PLAN_RENDER_DPI): number {
  if (!(dpi > 0) || !Number.isFinite(dpi)) throw new RangeError(`dpi must be positive: ${dpi}`);
  return (METRES_PER_INCH / dpi) * SCALE_RATIO[scale];
}

/** What one measurement measures. */
export type MeasureKind = 'length' | 'area' | 'count';

/** The geometry of one measurement, in drawing pixels. */
export interface MeasureShape {
  readonly kind: MeasureKind;
  /** The polyline (length), the outline (area) or the placed marks (count). */
  readonly points: readonly Point[];
  /** Cut-outs of an area; ignored for the other kinds. */
  readonly holes?: readonly (readonly Point[])[];
}

/**
 * The real value of a measurement in `unit`: a length in m or ft, an area in m² or ft², a
 * count as the number of marks (the scale and unit do not apply).
 * @param metresPerPixel the drawing's scale (calibrate or scaleFromDrawing)
 */
export function measureValue(
  shape: MeasureShape,
  metresPerPixel: number,
  unit: LengthUnit,
): number {
  switch (shape.kind) {
    case 'length':
      return fromMetres(polylineLength(shape.points) * metresPerPixel, unit);
    case 'area':
      return fromSquareMetres(
        areaWithHoles(shape.points, shape.holes ?? []) * metresPerPixel * metresPerPixel,
        unit,
      );
    case 'count':
      return shape.points.length;
  }
}

/**
 * Whether a shape has enough points to be measured: 2 for a length, 3 for an area (and for
 * each of its holes), 1 for a count.
 */
export function isComplete(shape: MeasureShape): boolean {
  switch (shape.kind) {
    case 'length':
      return shape.points.length >= 2;
    case 'area':
      return shape.points.length >= 3 && (shape.holes ?? []).every((h) => h.length >= 3);
    case 'count':
      return shape.points.length >= 1;
  }
}

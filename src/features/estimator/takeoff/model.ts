/**
 * The plan viewer's pure rules: pan and zoom of the drawing on
 * screen, what each tool needs, measurement colours and default names.
 */
import type { Point } from './geometry';

/** Where the drawing sits on screen: screen = drawing × zoom + pan (CSS pixels). */
export interface View {
  readonly zoom: number;
  readonly panX: number;
  readonly panY: number;
}

/** The zoom limits: 1/20 to 20 screen pixels per drawing pixel. */
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 20;

/** A screen point (relative to the viewer's box) as a drawing point. */
export function toDrawing(view: View, screen: Point): Point {
  return { x: (screen.x - view.panX) / view.zoom, y: (screen.y - view.panY) / view.zoom };
}

/** A drawing point as a screen point (relative to the viewer's box). */
export function toScreen(view: View, drawing: Point): Point {
  return { x: drawing.x * view.zoom + view.panX, y: drawing.y * view.zoom + view.panY };
}

/**
 * Zooms by `factor` keeping the drawing point under `anchor` (a screen point) where it is,
 * within MIN_ZOOM..MAX_ZOOM.
 */
export function zoomAt(view: View, factor: number, anchor: Point): View {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom * factor));
  const ratio = zoom / view.zoom;
  return {
    zoom,
    panX: anchor.x - (anchor.x - view.panX) * ratio,
    panY: anchor.y - (anchor.y - view.panY) * ratio,
  };
}

/** Moves the drawing by (dx, dy) screen pixels. */
export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, panX: view.panX + dx, panY: view.panY + dy };
}

/**
 * The view showing the whole width of a page of `pageWidth` drawing pixels in a box
 * `boxWidth` CSS pixels wide, from its top.
 */
export function fitWidth(pageWidth: number, boxWidth: number): View {
  const zoom = pageWidth > 0 && boxWidth > 0 ? boxWidth / pageWidth : 1;
  return { zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)), panX: 0, panY: 0 };
}

/** How far (CSS pixels) a pointer may move and still be a tap rather than a drag. */
export const TAP_SLOP = 6;

/** What a tap on the drawing does. */
export type Tool = 'move' | 'calibrate' | 'length' | 'area' | 'count' | 'hole';

/** The points a drawing in progress needs before it can be finished. */
export function pointsNeeded(tool: Tool): number {
  switch (tool) {
    case 'calibrate':
    case 'length':
      return 2;
    case 'area':
    case 'hole':
      return 3;
    case 'count':
      return 1;
    case 'move':
      return 0;
  }
}

/** The colours new measurements take in turn (readable on a white drawing). */
export const MEASURE_COLOURS = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#d97706',
  '#9333ea',
  '#0891b2',
] as const;

/** The colour of the `index`-th measurement (0-based), cycling through MEASURE_COLOURS. */
export function colourFor(index: number): string {
  return MEASURE_COLOURS[index % MEASURE_COLOURS.length] ?? MEASURE_COLOURS[0];
}

/**
 * The number for the default name of a new measurement of one kind ("Area 3"): one more than
 * the count of measurements of that kind so far.
 */
export function nextNumber(kinds: readonly string[], kind: string): number {
  return kinds.filter((k) => k === kind).length + 1;
}

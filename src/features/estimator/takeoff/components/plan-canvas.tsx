import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select } from '@/components/ui';
import { formatPercent } from '@/i18n/format';
import type { PlanMeasurement } from '@/data/plans';
import type { Point } from '../geometry';
import { fitWidth, panBy, TAP_SLOP, toDrawing, zoomAt, type View } from '../model';
import type { PlanDocument } from '../plan-document';

/** A point of a measurement: `ring` -1 is the outline, 0.. a hole. */
export interface PointRef {
  readonly ring: number;
  readonly index: number;
}

export interface PlanCanvasProps {
  readonly document: PlanDocument;
  /** 1-based page to show. */
  readonly page: number;
  /** The measurements drawn on this page. */
  readonly measurements: readonly PlanMeasurement[];
  /** The points of the drawing in progress, and its colour. */
  readonly draft: readonly Point[];
  readonly draftColour: string;
  /** Whether the draft is a closed shape (area, cut-out) or marks (count). */
  readonly draftShape: 'line' | 'polygon' | 'marks';
  /** The calibration line of this page, when it has one. */
  readonly calibration: readonly [Point, Point] | null;
  /** The measurement whose points can be dragged, and the point picked in it. */
  readonly selectedId: string | null;
  readonly selectedPoint: PointRef | null;
  /** A tap (not a drag) on the drawing, in drawing pixels. */
  readonly onTap: (point: Point) => void;
  /** A point of the selected measurement was tapped. */
  readonly onPickPoint: (ref: PointRef) => void;
  /** A point of the selected measurement was dragged to `point` (done: the drag ended). */
  readonly onMovePoint: (ref: PointRef, point: Point, done: boolean) => void;
  /** Called once the page is drawn, with its size in drawing pixels. */
  readonly onRendered?: (size: { width: number; height: number }) => void;
}

type Gesture =
  | { kind: 'idle' }
  | { kind: 'press'; x: number; y: number; moved: boolean; lastX: number; lastY: number }
  | { kind: 'point'; ref: PointRef; moved: boolean; x: number; y: number }
  | { kind: 'pinch'; distance: number; midX: number; midY: number };

const ZOOM_STEP = 1.5;
/** Zoom levels to pick, each showing the page from its top-left corner. */
const ZOOM_LEVELS: readonly number[] = [0.25, 0.5, 1, 2];

/**
 * The drawing with its measurements over it: a PDF page or image on a canvas and an SVG layer
 * in drawing pixels, moved by pan and zoom (one finger or the mouse drags, two fingers pinch,
 * the wheel zooms at the pointer, buttons zoom at the centre). A tap places a point; the
 * selected measurement's points can be dragged.
 */
export function PlanCanvas(props: PlanCanvasProps) {
  const { t, i18n } = useTranslation('takeoff');
  const { document: doc, page, onRendered } = props;
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<View>({ zoom: 1, panX: 0, panY: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture>({ kind: 'idle' });

  useEffect(() => {
    const target = canvas.current;
    if (!target) return undefined;
    let live = true;
    setFailed(false);
    // Drawn sharp enough for a few steps of zoom on a high-density screen.
    const ratio = Math.min(4, Math.max(2, (window.devicePixelRatio || 1) * 2));
    doc.renderPage(page, target, ratio).then(
      (drawn) => {
        if (!live) return;
        setSize(drawn);
        setView(fitWidth(drawn.width, box.current?.clientWidth ?? drawn.width));
        onRendered?.(drawn);
      },
      (error: unknown) => {
        if (live && !(error instanceof Error && error.name === 'RenderingCancelledException')) {
          setFailed(true);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [doc, page, onRendered]);

  // The wheel zooms at the pointer; React's wheel listener is passive and cannot stop the
  // page from scrolling, so this one is added by hand.
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const anchor = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      setView((v) => zoomAt(v, Math.exp(-event.deltaY / 500), anchor));
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, []);

  const local = (event: { clientX: number; clientY: number }) => {
    const rect = box.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };

  const pinchOf = (): Gesture => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return { kind: 'idle' };
    return {
      kind: 'pinch',
      distance: Math.hypot(b.x - a.x, b.y - a.y),
      midX: (a.x + b.x) / 2,
      midY: (a.y + b.y) / 2,
    };
  };

  const down = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = local(event);
    pointers.current.set(event.pointerId, at);
    if (pointers.current.size === 2) {
      gesture.current = pinchOf();
      return;
    }
    if (pointers.current.size > 2) return;
    const handle = (event.target as Element).closest('[data-ring]');
    if (handle) {
      const ref = {
        ring: Number(handle.getAttribute('data-ring')),
        index: Number(handle.getAttribute('data-index')),
      };
      gesture.current = { kind: 'point', ref, moved: false, x: at.x, y: at.y };
      return;
    }
    gesture.current = { kind: 'press', x: at.x, y: at.y, moved: false, lastX: at.x, lastY: at.y };
  };

  const move = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const at = local(event);
    pointers.current.set(event.pointerId, at);
    const g = gesture.current;
    if (g.kind === 'pinch') {
      const next = pinchOf();
      if (next.kind !== 'pinch' || g.distance === 0) return;
      setView((v) =>
        panBy(
          zoomAt(v, next.distance / g.distance, { x: g.midX, y: g.midY }),
          next.midX - g.midX,
          next.midY - g.midY,
        ),
      );
      gesture.current = next;
    } else if (g.kind === 'press') {
      const moved = g.moved || Math.hypot(at.x - g.x, at.y - g.y) > TAP_SLOP;
      if (moved) setView((v) => panBy(v, at.x - g.lastX, at.y - g.lastY));
      gesture.current = { ...g, moved, lastX: at.x, lastY: at.y };
    } else if (g.kind === 'point') {
      const moved = g.moved || Math.hypot(at.x - g.x, at.y - g.y) > TAP_SLOP;
      if (moved) props.onMovePoint(g.ref, toDrawing(view, at), false);
      gesture.current = { ...g, moved };
    }
  };

  const up = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const g = gesture.current;
    const at = local(event);
    if (g.kind === 'press' && !g.moved) props.onTap(toDrawing(view, at));
    if (g.kind === 'point') {
      if (g.moved) props.onMovePoint(g.ref, toDrawing(view, at), true);
      else props.onPickPoint(g.ref);
    }
    // After a pinch the remaining finger starts nothing until it is lifted.
    gesture.current = { kind: 'idle' };
  };

  const cancel = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    gesture.current = { kind: 'idle' };
  };

  const zoomCentre = (factor: number) => {
    const element = box.current;
    const anchor = { x: (element?.clientWidth ?? 0) / 2, y: (element?.clientHeight ?? 0) / 2 };
    setView((v) => zoomAt(v, factor, anchor));
  };

  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  const handleRadius = 6 / view.zoom;
  const selected = props.measurements.find((m) => m.id === props.selectedId);

  return (
    <div>
      <div
        className="mb-2 flex flex-wrap items-end gap-2"
        role="group"
        aria-label={t('zoom.label')}
      >
        <Button variant="secondary" size="sm" onClick={() => zoomCentre(ZOOM_STEP)}>
          {t('zoom.in')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => zoomCentre(1 / ZOOM_STEP)}>
          {t('zoom.out')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setView(fitWidth(width, box.current?.clientWidth ?? width))}
        >
          {t('zoom.fit')}
        </Button>
        <Select
          label={t('zoom.level')}
          className="w-28"
          value={ZOOM_LEVELS.includes(view.zoom) ? String(view.zoom) : ''}
          onChange={(value) => setView({ zoom: Number(value), panX: 0, panY: 0 })}
        >
          {!ZOOM_LEVELS.includes(view.zoom) && (
            <option value="">{formatPercent(view.zoom, i18n.language)}</option>
          )}
          {ZOOM_LEVELS.map((level) => (
            <option key={level} value={String(level)}>
              {formatPercent(level, i18n.language)}
            </option>
          ))}
        </Select>
      </div>
      <div
        ref={box}
        data-testid="plan-viewer"
        className="relative h-[60vh] min-h-64 w-full touch-none overflow-hidden rounded border border-slate-300 bg-slate-100 select-none"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={cancel}
      >
        <div
          className="absolute top-0 start-0 origin-top-left"
          style={{
            width,
            height,
            transform: `translate(${view.panX}px, ${view.panY}px) scale(${view.zoom})`,
          }}
          dir="ltr"
        >
          <canvas ref={canvas} className="block bg-white" style={{ width, height }} />
          {size && (
            <svg
              data-testid="plan-overlay"
              className="absolute inset-0"
              width={width}
              height={height}
              viewBox={`0 0 ${width} ${height}`}
            >
              {props.calibration && (
                <line
                  x1={props.calibration[0].x}
                  y1={props.calibration[0].y}
                  x2={props.calibration[1].x}
                  y2={props.calibration[1].y}
                  stroke="#0f172a"
                  strokeWidth={2}
                  strokeDasharray="6 4"
                  vectorEffect="non-scaling-stroke"
                />
              )}
              {props.measurements.map((m) => (
                <Shape key={m.id} measurement={m} radius={handleRadius} />
              ))}
              <DraftShape
                points={props.draft}
                colour={props.draftColour}
                shape={props.draftShape}
                radius={handleRadius}
              />
              {selected && (
                <Handles
                  measurement={selected}
                  radius={handleRadius * 1.4}
                  picked={props.selectedPoint}
                />
              )}
            </svg>
          )}
        </div>
      </div>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('file.renderFailed')}
        </p>
      )}
    </div>
  );
}

const pointList = (points: readonly Point[]) => points.map((p) => `${p.x},${p.y}`).join(' ');

function Shape({ measurement: m, radius }: { measurement: PlanMeasurement; radius: number }) {
  if (m.kind === 'count') {
    return (
      <g fill={m.colour}>
        {m.points.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={radius} />
        ))}
      </g>
    );
  }
  if (m.kind === 'length') {
    return (
      <polyline
        points={pointList(m.points)}
        fill="none"
        stroke={m.colour}
        strokeWidth={3}
        vectorEffect="non-scaling-stroke"
      />
    );
  }
  // Outline and holes in one path; evenodd leaves the holes unfilled.
  const ring = (points: readonly Point[]) =>
    points.length ? `M${points.map((p) => `${p.x},${p.y}`).join('L')}Z` : '';
  return (
    <path
      d={[ring(m.points), ...m.holes.map(ring)].join(' ')}
      fill={m.colour}
      fillOpacity={0.2}
      fillRule="evenodd"
      stroke={m.colour}
      strokeWidth={2}
      vectorEffect="non-scaling-stroke"
    />
  );
}

function DraftShape(props: {
  points: readonly Point[];
  colour: string;
  shape: 'line' | 'polygon' | 'marks';
  radius: number;
}) {
  const { points, colour, shape, radius } = props;
  if (points.length === 0) return null;
  return (
    <g data-testid="plan-draft">
      {shape !== 'marks' && (
        <polyline
          points={pointList(
            shape === 'polygon' && points.length > 2 ? [...points, points[0] as Point] : points,
          )}
          fill="none"
          stroke={colour}
          strokeWidth={2}
          strokeDasharray="5 3"
          vectorEffect="non-scaling-stroke"
        />
      )}
      {points.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={radius} fill={colour} />
      ))}
    </g>
  );
}

function Handles(props: { measurement: PlanMeasurement; radius: number; picked: PointRef | null }) {
  const { measurement: m, radius, picked } = props;
  const rings = [m.points, ...m.holes];
  return (
    <g>
      {rings.map((points, r) =>
        points.map((p, i) => {
          const ring = r - 1;
          const isPicked = picked?.ring === ring && picked.index === i;
          return (
            <circle
              key={`${r}-${i}`}
              data-ring={ring}
              data-index={i}
              cx={p.x}
              cy={p.y}
              r={radius}
              fill={isPicked ? '#0f172a' : '#ffffff'}
              stroke={m.colour}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
              className="cursor-move"
            />
          );
        }),
      )}
    </g>
  );
}

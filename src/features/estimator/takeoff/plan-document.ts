/**
 * Opening a plan file for the viewer: a PDF through PDF.js (pdfjs-dist, loaded by dynamic
 * import so only /plan-estimator fetches it; its worker is a separate file from Vite's `?url`),
 * or a PNG/JPEG through the browser's image decoder. Pages are drawn at 72 drawing pixels per
 * inch (PLAN_RENDER_DPI), the unit measurements are stored in.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** An opened plan: its pages and how to draw one. */
export interface PlanDocument {
  readonly pageCount: number;
  /**
   * Draws a page (1-based) into `canvas` at `pixelRatio` device pixels per drawing pixel.
   * @returns the page's size in drawing pixels
   */
  renderPage(
    page: number,
    canvas: HTMLCanvasElement,
    pixelRatio: number,
  ): Promise<{ width: number; height: number }>;
  /** Frees the document (PDF.js worker memory). */
  destroy(): void;
}

/**
 * Opens plan bytes of a MIME type the plans repository accepts.
 * @param data the file's bytes; not changed (PDF.js gets a copy, as it takes over its input)
 * @throws when the file cannot be read as that type (a broken or password-protected PDF, an
 *   image the browser cannot decode)
 */
export async function openPlanDocument(data: ArrayBuffer, type: string): Promise<PlanDocument> {
  return type === 'application/pdf' ? openPdf(data) : openImage(data, type);
}

type PdfJs = typeof import('pdfjs-dist');

let pdfReady: Promise<{ pdfjs: PdfJs; worker: InstanceType<PdfJs['PDFWorker']> }> | null = null;

/**
 * Loads PDF.js and starts its worker once per page load, so a plan opened later does not wait
 * for them (the plan page calls it when it mounts). Never rejects: a failure is retried by the
 * next call (and then reported by openPlanDocument).
 */
export function preparePdf(): Promise<void> {
  return loadPdf().then(
    () => undefined,
    () => undefined,
  );
}

function loadPdf() {
  pdfReady ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return { pdfjs, worker: new pdfjs.PDFWorker() };
  });
  pdfReady.catch(() => {
    pdfReady = null;
  });
  return pdfReady;
}

async function openPdf(data: ArrayBuffer): Promise<PlanDocument> {
  const { pdfjs, worker } = await loadPdf();
  // The shared worker outlives each document (destroying a document leaves it running).
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(data.slice(0)), worker }).promise;
  let rendering: { cancel(): void } | null = null;
  return {
    pageCount: pdf.numPages,
    async renderPage(page, canvas, pixelRatio) {
      rendering?.cancel();
      const pdfPage = await pdf.getPage(page);
      const base = pdfPage.getViewport({ scale: 1 });
      const viewport = pdfPage.getViewport({ scale: pixelRatio });
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const task = pdfPage.render({ canvas, viewport });
      rendering = task;
      try {
        await task.promise;
      } finally {
        if (rendering === task) rendering = null;
      }
      return { width: base.width, height: base.height };
    },
    destroy() {
      rendering?.cancel();
      void pdf.destroy();
    },
  };
}

async function openImage(data: ArrayBuffer, type: string): Promise<PlanDocument> {
  const bitmap = await createImageBitmap(new Blob([data], { type }));
  return {
    pageCount: 1,
    renderPage(_page, canvas) {
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
      return Promise.resolve({ width: bitmap.width, height: bitmap.height });
    },
    destroy() {
      bitmap.close();
    },
  };
}

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

async function openPdf(data: ArrayBuffer): Promise<PlanDocument> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(data.slice(0)) }).promise;
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

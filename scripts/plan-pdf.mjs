#!/usr/bin/env node
// Plan drawings as PDFs for the plan estimator's tests and bench, printed by Chromium
// (Playwright's page.pdf()) from a simple HTML drawing, so each figure is known exactly.
// Run directly, it writes tests/fixtures/plan-one-page.pdf.
//
// The drawing, in CSS pixels (96 per inch; the PDF has 72 points per inch, so 1 CSS px =
// 0.75 pt = 0.75 drawing pixel in the app): an A4 landscape page with no margins; a
// dimension line from (96, 96) to (496, 96), 400 CSS px = 300 pt, labelled "5 m"; a room
// from (96, 176) to (496, 416), 400 × 240 CSS px, which is 5 m × 3 m = 15 m² at that scale.
// Every corner is a multiple of 8 CSS px (6 pt), so at a zoom of 50 % each lands on a whole
// screen pixel.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT } from './pocketbase.mjs';

/** Where the one-page fixture is written. */
export const PLAN_FIXTURE = join(ROOT, 'tests', 'fixtures', 'plan-one-page.pdf');

/** The figures of the drawing, in PDF points (= the app's drawing pixels). */
export const PLAN_FIGURES = {
  /** The 5 m dimension line. */
  line: { from: { x: 72, y: 72 }, to: { x: 372, y: 72 }, metres: 5 },
  /** The room's corners, clockwise from the top-left: 5 m × 3 m. */
  room: [
    { x: 72, y: 132 },
    { x: 372, y: 132 },
    { x: 372, y: 312 },
    { x: 72, y: 312 },
  ],
};

/** @param {number} n 1-based page number @param {number} total */
function pageHtml(n, total) {
  // Later pages carry some extra linework, as a real set of drawings does.
  const grid = Array.from(
    { length: n === 1 ? 0 : 40 },
    (_, i) =>
      `<line x1="${560 + (i % 10) * 50}" y1="${120 + Math.floor(i / 10) * 120}" x2="${600 + (i % 10) * 50}" y2="${200 + Math.floor(i / 10) * 120}" stroke="#64748b"/>`,
  ).join('');
  return `<section class="page"><svg width="1122" height="793" viewBox="0 0 1122 793">
  <line x1="96" y1="96" x2="496" y2="96" stroke="#000" stroke-width="2"/>
  <line x1="96" y1="86" x2="96" y2="106" stroke="#000" stroke-width="2"/>
  <line x1="496" y1="86" x2="496" y2="106" stroke="#000" stroke-width="2"/>
  <text x="296" y="84" text-anchor="middle" font-family="sans-serif" font-size="16">5 m</text>
  <rect x="96" y="176" width="400" height="240" fill="none" stroke="#000" stroke-width="3"/>
  <text x="296" y="300" text-anchor="middle" font-family="sans-serif" font-size="18">Room</text>
  ${grid}
  <text x="1060" y="770" text-anchor="end" font-family="sans-serif" font-size="12">Sheet ${n} of ${total}</text>
</svg></section>`;
}

/**
 * Prints a plan set of `pages` pages (the first as described above).
 * @param {number} pages
 * @returns {Promise<Buffer>} the PDF's bytes
 */
export async function makePlanPdf(pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const body = Array.from({ length: pages }, (_, i) => pageHtml(i + 1, pages)).join('');
    await page.setContent(`<!doctype html><html><head><style>
      @page { size: A4 landscape; margin: 0 }
      html, body { margin: 0 }
      .page { width: 1122px; height: 793px; overflow: hidden; break-after: page }
      .page:last-child { break-after: auto }
      svg { display: block }
    </style></head><body>${body}</body></html>`);
    return await page.pdf({ preferCSSPageSize: true, printBackground: true });
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(PLAN_FIXTURE, await makePlanPdf(1));
  console.log(`wrote ${PLAN_FIXTURE}`);
}

import { describe, expect, it } from 'vitest';
import { cpuFigures } from '../../scripts/bench-cpu.mjs';

// scripts/bench-cpu.mjs: what a sampled stack counts towards.

const ORIGIN = 'http://127.0.0.1:8090';
const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });

/** (root) > loader's warm-up; (root) > performWorkOnRoot > performSyncWorkOnRoot > render in the app; Playwright. */
const PROFILE = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 3, 6, 7] },
    { id: 2, callFrame: frame('', `${ORIGIN}/faq`) },
    {
      id: 3,
      callFrame: frame('performWorkOnRoot', `${ORIGIN}/assets/framework-a.js`),
      children: [4],
    },
    {
      id: 4,
      callFrame: frame('performSyncWorkOnRoot', `${ORIGIN}/assets/framework-a.js`),
      children: [5],
    },
    { id: 5, callFrame: frame('HomePage', `${ORIGIN}/assets/home-page-b.js`) },
    { id: 6, callFrame: frame('querySelectorAll', '') },
    { id: 7, callFrame: frame('(idle)', '') },
  ],
  // Each sample's time is the next delta (µs): 1 ms in the loader, 2 ms in the sync render,
  // 4 ms in Playwright's injected script, 8 ms idle.
  samples: [2, 5, 5, 6, 6, 6, 6, 7],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 8000],
};

describe('cpuFigures', () => {
  it('counts the app’s scripts, React’s work, its synchronous part and the page’s inline scripts', () => {
    expect(cpuFigures(PROFILE, ORIGIN)).toEqual({ appJs: 3, react: 2, sync: 2, loader: 1 });
  });

  it('counts nothing from another origin or the browser', () => {
    expect(cpuFigures(PROFILE, 'http://127.0.0.1:9999')).toEqual({
      appJs: 0,
      react: 2,
      sync: 2,
      loader: 0,
    });
  });
});

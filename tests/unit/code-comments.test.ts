import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Comments say why. Where a change came from (an issue number), when (a date) and what it
// measured belong in the commit body and the benches' output, where they stay true; in a
// comment they go stale. A date with its time, or in quotes, shows a format and is allowed.

const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const ISSUE = /\b[Ii]ssues? #?\d+|\(#\d+\)|\bissue-\d+/;
const DATE = /\b20\d\d-[01]\d-[0-3]\d\b(?![ T]\d\d:)/;
const QUOTED = /"[^"]*"|'[^']*'|`[^`]*`/g;
const MEASURED = /\bCI rehearsal\b|\(measured\)|\bon CI's two cores\b/;

/** The comment part of a line of code, or null: a whole-line comment or a trailing `// …`. */
function commentOf(line: string): string | null {
  const trimmed = line.trim();
  if (/^(\/\/|\*|\/\*)/.test(trimmed)) return trimmed;
  const at = line.indexOf(' // ');
  return at >= 0 ? line.slice(at) : null;
}

/** Every tracked code file of the product, its tests, scripts and tool configs, but this one. */
function codeFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--', 'src', 'pb_hooks', 'pb_migrations', 'scripts', 'tests', '*.config.ts'],
    { encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((file) => CODE.test(file) && file !== 'tests/unit/code-comments.test.ts');
}

describe('code comments', () => {
  it('name no issue numbers, dates or measurements of a run', () => {
    const found: string[] = [];
    for (const file of codeFiles()) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const comment = commentOf(line);
          if (comment === null) return;
          const unquoted = comment.replace(QUOTED, '');
          if (ISSUE.test(comment) || DATE.test(unquoted) || MEASURED.test(comment)) {
            found.push(`${file}:${index + 1}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('finds an issue number, a bare date and a measured run', () => {
    expect(ISSUE.test(commentOf('  // Fixed for issue 17.') ?? '')).toBe(true);
    expect(DATE.test((commentOf(' * Since 2026-11-29 it waits.') ?? '').replace(QUOTED, ''))).toBe(
      true,
    );
    expect(
      DATE.test((commentOf(' * e.g. "2026-11-29 10:00:00.000Z"') ?? '').replace(QUOTED, '')),
    ).toBe(false);
    expect(MEASURED.test(commentOf('const x = 1; // 3 s (measured)') ?? '')).toBe(true);
  });
});

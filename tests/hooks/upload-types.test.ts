import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

const { sniffExtension, withExtension } = loadHooksLib('upload-types.js') as {
  sniffExtension: (bytes: ArrayLike<number>) => string | null;
  withExtension: (name: string, extension: string) => string;
};
const bytes = (...parts: (string | number[])[]) =>
  parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p));

describe('sniffExtension', () => {
  it('names the accepted types by their first bytes', () => {
    expect(sniffExtension(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('png');
    expect(sniffExtension(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffExtension(bytes('RIFF', [1, 2, 3, 4], 'WEBP'))).toBe('webp');
    expect(sniffExtension(bytes('%PDF-1.7'))).toBe('pdf');
  });

  it('names nothing else: HTML, SVG, GIF, a RIFF that is not WebP, empty', () => {
    for (const other of [
      bytes('<!doctype html>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('GIF89a'),
      bytes('RIFF', [1, 2, 3, 4], 'WAVE'),
      bytes(' %PDF-1.7'),
      [],
    ]) {
      expect(sniffExtension(other)).toBeNull();
    }
  });
});

describe('withExtension', () => {
  it('replaces or adds the extension', () => {
    expect(withExtension('x_ab12cd34ef.html', 'png')).toBe('x_ab12cd34ef.png');
    expect(withExtension('x_ab12cd34ef.tar.gz', 'pdf')).toBe('x_ab12cd34ef.tar.pdf');
    expect(withExtension('noext_ab12cd34ef', 'jpg')).toBe('noext_ab12cd34ef.jpg');
  });
});

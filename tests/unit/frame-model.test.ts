import { describe, expect, it } from 'vitest';
import { framingHost, isTrustedFrameHost } from '@/features/security/frame-model';

describe('isTrustedFrameHost', () => {
  const own = 'trades.example';
  it.each([
    ['localhost', []],
    ['app.localhost', []],
    ['127.0.0.1', []],
    ['192.168.1.20', []],
    ['[::1]', []],
    ['trades.example', []],
    ['preview.example', ['preview.example']],
    ['abc.preview-host.dev', ['*.preview-host.dev']],
  ])('trusts %s', (host, previews) => {
    expect(isTrustedFrameHost(host, own, previews)).toBe(true);
  });
  it.each([
    ['evil.example', []],
    ['trades.example.evil.example', []],
    ['preview-host.dev.evil.example', ['*.preview-host.dev']],
    ['localhost.evil.example', []],
  ])('does not trust %s', (host, previews) => {
    expect(isTrustedFrameHost(host, own, previews)).toBe(false);
  });
});

describe('framingHost', () => {
  const view = { framed: true, topHostname: null, ancestorOrigins: [], referrer: '' };
  it('is null when the page is not in a frame', () => {
    expect(framingHost({ ...view, framed: false, topHostname: 'x' })).toBeNull();
  });
  it('reads the top page, else the outermost ancestor origin, else the referrer', () => {
    expect(framingHost({ ...view, topHostname: 'same.example' })).toBe('same.example');
    expect(
      framingHost({ ...view, ancestorOrigins: ['https://inner.example', 'https://top.example'] }),
    ).toBe('top.example');
    expect(framingHost({ ...view, referrer: 'https://ref.example/page' })).toBe('ref.example');
  });
  it("is '' when framed by a page that cannot be identified (treated as foreign)", () => {
    expect(framingHost(view)).toBe('');
    expect(isTrustedFrameHost('', 'trades.example', [])).toBe(false);
  });
});

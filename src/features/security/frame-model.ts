/**
 * The foreign-frame guard's rule: running inside a foreign frame (not localhost, a preview
 * host or an IP) blocks clicks and shows a security warning, against clickjacking. Pure.
 */

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;

/**
 * Whether the page framing the app may do so.
 * @param host hostname of the top-level page (no port), e.g. "evil.example"
 * @param ownHost the app's own hostname
 * @param previewHosts allowed preview hosts: exact names or "*.suffix" patterns
 */
export function isTrustedFrameHost(
  host: string,
  ownHost: string,
  previewHosts: readonly string[],
): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === ownHost.toLowerCase() || h === 'localhost' || h.endsWith('.localhost')) return true;
  if (IPV4.test(h) || h.includes(':')) return true;
  return previewHosts.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    if (!p) return false;
    return p.startsWith('*.') ? h.endsWith(p.slice(1)) : h === p;
  });
}

/**
 * The hostname of the page framing this one, from what the browser exposes.
 * @returns null when not framed; '' when framed by an origin that cannot be read
 */
export function framingHost(view: {
  readonly framed: boolean;
  readonly topHostname: string | null;
  readonly ancestorOrigins: readonly string[];
  readonly referrer: string;
}): string | null {
  if (!view.framed) return null;
  if (view.topHostname) return view.topHostname;
  const origin = view.ancestorOrigins.at(-1) ?? view.referrer;
  try {
    return new URL(origin).hostname;
  } catch {
    return '';
  }
}

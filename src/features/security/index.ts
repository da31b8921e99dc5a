/** Security monitoring (spec §9), failed sign-in logging (§3) and the frame guard (§5). */
export { FrameGuard } from './components/frame-guard';
export { SecurityMonitor } from './components/security-monitor';
export { framingHost, isTrustedFrameHost } from './frame-model';
export { reportFailedAuth } from './api';
export { botReasons, failedAuth, scraperDetected, WindowCounter } from './model';
export type { FailedAuthReason } from './model';

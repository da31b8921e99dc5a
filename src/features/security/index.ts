/** Security monitoring, failed sign-in logging and the frame guard. */
export { FrameGuard } from './components/frame-guard';
export { SecurityMonitor } from './components/security-monitor';
export { framingHost, isTrustedFrameHost } from './frame-model';
export { reportFailedAuth } from './api';
export { botReasons, failedAuth, scraperDetected, WindowCounter } from './model';
export type { FailedAuthReason } from './model';

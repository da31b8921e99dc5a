/** Security monitoring (spec §9) and the foreign-frame guard (spec §5). */
export { FrameGuard } from './components/frame-guard';
export { SecurityMonitor } from './components/security-monitor';
export { framingHost, isTrustedFrameHost } from './frame-model';
export { botReasons, scraperDetected, WindowCounter } from './model';

/** Security monitoring (spec §9) and the foreign-frame guard (spec §5). */
export { SecurityMonitor } from './components/security-monitor';
export { botReasons, scraperDetected, WindowCounter } from './model';

/**
 * Pages whose full content later issues own. Each shows its real heading and what it is for
 * (spec §2), and each is its own lazily loaded chunk.
 */
import { lazyPage } from '@/lib/lazy-page';

export const InfoPage = lazyPage(() => import('./components/info-page'));
export const AuthPage = lazyPage(() => import('./components/auth-page'));
export const TestResendPage = lazyPage(() => import('./components/test-resend-page'));
export type { PageKey } from './model';

/**
 * The simple pages: /auth, /test-resend and the routes that show only their heading and what
 * they are for. Each is its own lazily loaded chunk.
 */
import { withContent } from '@/features/content';
import { lazyPage } from '@/lib/lazy-page';

export const InfoPage = lazyPage(() => import('./components/info-page'));
export const AuthPage = lazyPage(() => import('./components/auth-page'));
export const HowItWorksPage = lazyPage(
  withContent(['how-it-works'], () => import('./components/how-it-works-page')),
);
export const FaqPage = lazyPage(withContent(['faq'], () => import('./components/faq-page')));
export const SafetyAndTrustPage = lazyPage(
  withContent(['safety-and-trust'], () => import('./components/safety-and-trust-page')),
);
export const TestResendPage = lazyPage(() => import('./components/test-resend-page'));
export type { PageKey } from './model';

/**
 * The contact forms: /contact-support and /legal-inquiries, and the staff's list of what they
 * brought (/admin/support); each its own lazily loaded chunk.
 */
import { lazyPage } from '@/lib/lazy-page';

export const ContactSupportPage = lazyPage(() => import('./components/contact-support-page'));
export const LegalInquiriesPage = lazyPage(() => import('./components/legal-inquiries-page'));
export const SupportAdminPage = lazyPage(() => import('./components/support-admin-page'));

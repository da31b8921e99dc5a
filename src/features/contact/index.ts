/**
 * The contact forms: /contact-support and /legal-inquiries, each its own lazily loaded chunk
 * (the staff's list of what they bring is the admin feature's /admin/support).
 */
import { lazyPage } from '@/lib/lazy-page';

export const ContactSupportPage = lazyPage(() => import('./components/contact-support-page'));
export const LegalInquiriesPage = lazyPage(() => import('./components/legal-inquiries-page'));

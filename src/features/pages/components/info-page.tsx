import { PageHeader } from '@/components/ui';
import type { PageKey } from '../model';

/** A route's page with its heading and purpose. */
export default function InfoPage({ page }: { page: PageKey }) {
  return <PageHeader page={page} />;
}

import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '@/components/list';
import '../namespace';

type ListViewProps<T extends { readonly id: string }> = ComponentProps<typeof ListView<T>>;

/**
 * A staff list: the list shell whose 403 says "Only admins can see this." unless
 * `forbiddenText` says more (lists open to all staff).
 */
export function AdminListView<T extends { readonly id: string }>({
  forbiddenText,
  ...props
}: Omit<ListViewProps<T>, 'forbiddenText'> & { readonly forbiddenText?: string }) {
  const { t } = useTranslation('admin');
  return <ListView {...props} forbiddenText={forbiddenText ?? t('list.forbidden')} />;
}

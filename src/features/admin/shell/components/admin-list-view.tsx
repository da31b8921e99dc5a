import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '@/components/list';
import type { AdminList } from '../hooks/use-admin-list';
import '../namespace';

type ListViewProps<T extends { readonly id: string }> = ComponentProps<typeof ListView<T>>;

type AdminListViewProps<T extends { readonly id: string }> = Omit<
  ListViewProps<T>,
  'state' | 'pageNumber' | 'onPage' | 'onRetry' | 'forbiddenText'
> & {
  /** The list's state and paging (useAdminList). */
  readonly list: AdminList<T>;
  /** What a 403 says; "Only admins can see this." by default (lists open to all staff say more). */
  readonly forbiddenText?: string;
};

/** A staff list: the list shell over useAdminList's state, "Previous" / "Next" and "Try again". */
export function AdminListView<T extends { readonly id: string }>({
  list,
  forbiddenText,
  ...props
}: AdminListViewProps<T>) {
  const { t } = useTranslation('admin');
  return (
    <ListView
      {...props}
      state={list.state}
      pageNumber={list.pageNumber}
      onPage={list.goTo}
      onRetry={list.reload}
      forbiddenText={forbiddenText ?? t('list.forbidden')}
    />
  );
}

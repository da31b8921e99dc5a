import {
  Calculator,
  Handshake,
  Languages,
  ShieldCheck,
  Smartphone,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

const ICONS: readonly LucideIcon[] = [
  ShieldCheck,
  Calculator,
  Handshake,
  Smartphone,
  Languages,
  Users,
];

/** Services overview: verification, estimators, affiliates, offline, languages. */
export function Services() {
  const { t } = useTranslation('home');
  const items = t('services.items', { returnObjects: true });
  return (
    <HomeSection id="services" title={t('services.title')} tinted>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => {
          const Icon = ICONS[index % ICONS.length] ?? ShieldCheck;
          return (
            <li
              key={item.title}
              className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <Icon aria-hidden="true" className="size-7 text-orange-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

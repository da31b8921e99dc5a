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

const ICONS: readonly LucideIcon[] = [
  ShieldCheck,
  Calculator,
  Handshake,
  Smartphone,
  Languages,
  Users,
];

/** Services overview (spec §1, §2): verification, estimators, affiliates, offline, languages. */
export function Services() {
  const { t } = useTranslation('home');
  const items = t('services.items', { returnObjects: true });
  return (
    <section aria-labelledby="services-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="services-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('services.title')}
        </h2>
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
      </div>
    </section>
  );
}

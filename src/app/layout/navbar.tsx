import { HardHat, Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { optionalChunk } from '@/lib/optional-chunk';
import { InstallButton } from '../pwa/install-button';
import { NavItems } from './nav-items';
import { LanguagePicker } from '@/features/language';
import { SyncStatusControl } from '@/features/sync';
import { ClientOnly } from '../client-only';

/** The sync control reads IndexedDB: it loads after hydration, in its own chunk. */
function SyncStatusSlot() {
  return (
    <ClientOnly>
      <SyncStatusControl />
    </ClientOnly>
  );
}

const MobileMenu = optionalChunk(() => import('./mobile-menu'));

/** Top navigation bar: links inline on wide screens, a drawer on small ones. */
export function Navbar() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 xl:max-w-7xl"
      >
        {/* The name gives way (ellipsis) before the controls do: nothing here may make the
            header wider than a 320 px screen. From 1280 px the links show; the header is wider
            there than the pages (max-w-7xl) and the links tighter, so that in every language
            the name shows whole beside a contractor's links, "Install app" and the sync
            status (nav.spec.ts). */}
        <Link to="/" className="flex min-w-0 items-center gap-2 text-lg font-black text-slate-900">
          <HardHat aria-hidden="true" className="size-7 shrink-0 text-orange-700" />
          <span className="truncate">{t('appName')}</span>
          <span className="sr-only">{t('nav.home')}</span>
        </Link>
        <div className="hidden items-center gap-3 xl:flex">
          <NavItems
            className="flex items-center gap-1"
            itemClassName="rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100 aria-[current=page]:text-orange-800"
          />
          <LanguagePicker />
          <SyncStatusSlot />
          <InstallButton />
        </div>
        <div className="flex shrink-0 items-center gap-2 xl:hidden">
          <SyncStatusSlot />
          <InstallButton />
          <button
            type="button"
            className="icon-button"
            aria-expanded={menuOpen}
            onPointerEnter={() => void MobileMenu.preload()}
            onClick={() => {
              // Opens once the drawer's chunk is there; if it cannot be had (offline on a
              // first visit) the tap does nothing, rather than the drawer opening by itself
              // when the chunk arrives later.
              void MobileMenu.preload().then((loaded) => {
                if (!loaded) return;
                setMenuLoaded(true);
                setMenuOpen(true);
              });
            }}
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('nav.openMenu')}</span>
          </button>
        </div>
      </nav>
      {menuLoaded && <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}

import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui';
import { fileUrl } from '@/lib/files';
import { MAX_PHOTOS } from '@/data/listings';
import { LOGO_MAX_PX, PHOTO_MAX_PX, photoSlotsLeft } from '../model';
import { resizeImage } from '../resize-image';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** A thumbnail of a picked file, with its object URL released when it goes. */
function ChosenThumb({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation('portal');
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <li className="relative">
      <img ref={image} alt="" className="size-20 rounded-lg object-cover" />
      <button
        type="button"
        className="absolute -end-2 -top-2 rounded-full bg-white p-1 shadow ring-1 ring-slate-300"
        aria-label={t('form.remove')}
        onClick={onRemove}
      >
        <X aria-hidden="true" className="size-3" />
      </button>
    </li>
  );
}

/**
 * Logo and photos: picked files are scaled down here (resize-image.ts) and kept until the
 * listing is saved, when they go into the outbox with it.
 */
export function ImageFields({
  listingId,
  storedLogo,
  storedPhotos,
  logo,
  photos,
  onLogo,
  onPhotos,
  preparing,
  onPreparing,
}: {
  listingId: string;
  storedLogo: string;
  storedPhotos: readonly string[];
  logo: File | null;
  photos: readonly File[];
  onLogo: (file: File | null) => void;
  onPhotos: (files: File[]) => void;
  /** Whether picked files are still being scaled down (the form waits to save until done). */
  preparing: boolean;
  onPreparing: (busy: boolean) => void;
}) {
  const { t } = useTranslation('portal');
  const [error, setError] = useState(false);
  const slots = photoSlotsLeft(storedPhotos.length, photos.length);

  const prepare = async (event: ChangeEvent<HTMLInputElement>, kind: 'logo' | 'photos') => {
    const input = event.currentTarget;
    const picked = [...(input.files ?? [])];
    input.value = '';
    if (picked.length === 0) return;
    onPreparing(true);
    setError(false);
    try {
      if (kind === 'logo') {
        const [first] = picked;
        if (first) onLogo(await resizeImage(first, LOGO_MAX_PX, 'logo'));
      } else {
        const stamp = Date.now().toString(36);
        const resized = await Promise.all(
          picked
            .slice(0, slots)
            .map((file, i) => resizeImage(file, PHOTO_MAX_PX, `photo-${stamp}-${i + 1}`)),
        );
        onPhotos([...photos, ...resized]);
      }
    } catch {
      setError(true);
    } finally {
      onPreparing(false);
    }
  };

  const logoUrl = fileUrl('contractors', listingId, storedLogo, '128x128');
  return (
    <FormSection title={t('form.images')}>
      <div>
        <label htmlFor="listing-logo" className="form-label">
          {t('form.logo')}
        </label>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {logo ? (
            <ul aria-label={t('form.logoChosen')}>
              <ChosenThumb file={logo} onRemove={() => onLogo(null)} />
            </ul>
          ) : (
            logoUrl && (
              <img
                src={logoUrl}
                alt={t('form.logoCurrent')}
                className="size-20 rounded-lg object-cover"
              />
            )
          )}
          <input
            id="listing-logo"
            type="file"
            accept={ACCEPT}
            className="max-w-full min-w-0 text-sm"
            onChange={(event) => void prepare(event, 'logo')}
          />
        </div>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="listing-photos" className="form-label">
          {t('form.photos')}
        </label>
        <p id="listing-photos-hint" className="mt-1 text-sm text-slate-600">
          {storedPhotos.length > 0 &&
            `${t('form.photosStored', { count: storedPhotos.length })} · `}
          {slots > 0
            ? t('form.photosLeft', { count: slots })
            : t('form.photosFull', { max: MAX_PHOTOS })}
        </p>
        {storedPhotos.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-3">
            {storedPhotos.map((name) => (
              <li key={name}>
                <img
                  src={fileUrl('contractors', listingId, name, '480x320')}
                  alt=""
                  className="size-20 rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        {photos.length > 0 && (
          <ul
            className="mt-3 flex flex-wrap gap-3"
            aria-label={t('form.photosChosen', { count: photos.length })}
            data-testid="chosen-photos"
          >
            {photos.map((file, i) => (
              <ChosenThumb
                key={file.name}
                file={file}
                onRemove={() => onPhotos(photos.filter((_, j) => j !== i))}
              />
            ))}
          </ul>
        )}
        <input
          id="listing-photos"
          type="file"
          accept={ACCEPT}
          multiple
          disabled={slots === 0}
          aria-describedby="listing-photos-hint"
          className="mt-2 block max-w-full min-w-0 text-sm"
          onChange={(event) => void prepare(event, 'photos')}
        />
        <p role="status" className="mt-1 text-sm text-slate-700">
          {preparing && t('form.preparing')}
          {photos.length > 0 && !preparing && t('form.photosChosen', { count: photos.length })}
        </p>
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-800">
            {t('form.imageError')}
          </p>
        )}
      </div>
    </FormSection>
  );
}

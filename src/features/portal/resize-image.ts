/**
 * Scales a picked image down in the browser before it is queued for upload: photos to 1600 px
 * and the logo to 512 px on the longer side, encoded as WebP where the browser can, else JPEG.
 * Smaller files wait in IndexedDB while offline and upload faster on a weak signal.
 */
import { fitWithin } from './model';

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => {
    canvas.toBlob(resolve, type, 0.85);
  });
}

/**
 * @param maxSide longest side in pixels (PHOTO_MAX_PX or LOGO_MAX_PX)
 * @param baseName file name without extension, e.g. "photo-1"
 * @throws Error when the file is not an image the browser can decode
 */
export async function resizeImage(file: Blob, maxSide: number, baseName: string): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0, width, height);
    let blob = await encode(canvas, 'image/webp');
    // A browser that cannot encode WebP hands back PNG: JPEG is smaller for photos.
    if (blob?.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
    if (!blob) throw new Error('the image could not be encoded');
    const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
    return new File([blob], `${baseName}.${extension}`, { type: blob.type });
  } finally {
    bitmap.close();
  }
}

import { describe, expect, it } from 'vitest';
import { isListingImageRequest } from '@/app/pwa/image-cache';

const kept = (path: string) =>
  isListingImageRequest({ url: new URL(path, 'https://tradesmarket.example') });

describe('the runtime image cache', () => {
  it('keeps listing logos and photos, thumbnails included', () => {
    expect(kept('/api/files/contractors/abc123/logo_x1.png?thumb=128x128')).toBe(true);
    expect(kept('/api/files/contractors/abc123/roof.jpg')).toBe(true);
  });

  it('keeps no protected file and no other collection’s files', () => {
    expect(kept('/api/files/verification_requests/r1/licence.pdf?token=eyJ')).toBe(false);
    expect(kept('/api/files/contractors/abc123/roof.jpg?token=eyJ')).toBe(false);
    expect(kept('/api/files/support_requests/s1/screen.png')).toBe(false);
    expect(kept('/api/collections/contractors/records')).toBe(false);
  });
});

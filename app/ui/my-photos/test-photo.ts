import type { PhotoView } from "~/utils/photo-view";

/** A PhotoView for unit tests. */
export function testPhoto(overrides: Partial<PhotoView> = {}): PhotoView {
  return {
    id: "p1",
    title: "Sunset over the bay",
    description: "",
    category: "landscape",
    tags: [],
    featured: false,
    isPublic: false,
    aiAltText: null,
    aiTags: [],
    imageType: "photo",
    imageUrl: "/media/photo/u1/p1/w1280.jpg",
    width: 1600,
    height: 1200,
    placeholder: null,
    dominantColor: null,
    sources: {
      avif: "/media/a320.avif 320w, /media/a640.avif 640w",
      webp: "/media/w320.webp 320w, /media/w640.webp 640w",
      jpeg: "/media/j320.jpg 320w, /media/j640.jpg 640w",
    },
    photographer: "Ada Lens",
    photographerUsername: "ada",
    exif: null,
    createdAt: "2024-01-01T00:00:00.000Z",
    userId: "u1",
    ...overrides,
  };
}

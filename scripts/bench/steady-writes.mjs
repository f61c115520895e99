// The public writes of npm run bench:scale: signed-in photographers flipping one of their photos'
// `featured` flag through the app's API. A public photo's featured flag shows on its owner's pages
// and on the home gallery, so each write throws away that owner's cached pages and the home
// page's, and nothing else (docs/decisions/0051-scoped-cache-invalidation.md).

/**
 * One write as a random one of `writers` ({client: {post}, photos: [{id, featured}]}) on a random
 * photo of theirs; resolves when the app has answered (throws on an error answer).
 */
export async function flipFeatured(writers) {
  const writer = writers[Math.floor(Math.random() * writers.length)];
  const photo = writer.photos[Math.floor(Math.random() * writer.photos.length)];
  photo.featured = !photo.featured;
  try {
    await writer.client.post(`/api/user/photos/${photo.id}/featured`, { featured: photo.featured });
  } catch (error) {
    photo.featured = !photo.featured;
    throw error;
  }
}

/**
 * Starts `perSecond` flipFeatured writes a second, whether or not earlier ones have been
 * answered. `stop()` waits for the writes in flight and gives {writes, errors, latencies} (ms,
 * from sending to the answer).
 */
export function startSteadyWrites({ writers, perSecond }) {
  const latencies = [];
  const inFlight = new Set();
  let errors = 0;
  const timer = setInterval(() => {
    const sent = performance.now();
    const write = flipFeatured(writers).then(
      () => latencies.push(performance.now() - sent),
      () => errors++,
    );
    inFlight.add(write);
    write.finally(() => inFlight.delete(write));
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
    return { writes: latencies.length + errors, errors, latencies };
  };
}

/** "1 photo", "12 photos": a collection's size as its card and page say it. */
export const photoCountLabel = (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`;

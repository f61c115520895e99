// Rebuilds the demo photographs from Debian's mate-backgrounds package (GPL-2+, see ATTRIBUTION).
// The photographs are committed; this script documents how they were made.
//
//   cd /tmp && apt-get download mate-backgrounds && dpkg-deb -x mate-backgrounds_*.deb mb
//   node demo-content/make-demo-content.mjs /tmp/mb
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = process.argv[2] ?? "/tmp/mb";
const backgrounds = path.join(root, "usr/share/backgrounds/mate");
const here = path.dirname(fileURLToPath(import.meta.url));

/** Output name ← source inside usr/share/backgrounds/mate. */
const PHOTOS = {
  "orange-petals.jpg": "nature/FreshFlower.jpg",
  "red-and-gold-flower.jpg": "nature/Garden.jpg",
  "yellow-flower.jpg": "nature/YellowFlower.jpg",
  "ladybird.jpg": "nature/LadyBird.jpg",
  "dandelion-seeds.jpg": "nature/TwoWings.jpg",
  "storm-over-fields.jpg": "nature/Storm.jpg",
  "dune-grass.jpg": "nature/Dune.jpg",
  "young-grass.jpg": "nature/GreenMeadow.jpg",
  "raindrops.jpg": "nature/RainDrops.jpg",
  "backlit-leaf.jpg": "nature/Blinds.jpg",
  "weathered-boards.jpg": "nature/Wood.jpg",
  "water-drop.jpg": "nature/Aqua.jpg",
  // The 3840 px copy carries the camera's EXIF; the 1920 px one has none.
  "elephants-painting.jpg": "abstract/Elephants_3840x2160.jpg",
};

// 1600 px keeps the repository small and each seeded upload quick on two cores, while still
// giving the pipeline a source wider than its 1280 px step. EXIF is kept so the seeded photos
// show camera facts as a real upload would (the pipeline strips it from every derivative).
for (const [name, source] of Object.entries(PHOTOS)) {
  const info = await sharp(path.join(backgrounds, source))
    .resize(1600, 1600, { fit: "inside", withoutEnlargement: true })
    .keepExif()
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(here, name));
  console.log(`${name} ${info.width}x${info.height} ${Math.round(info.size / 1024)} KB`);
}

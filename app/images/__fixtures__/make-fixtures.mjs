// Rebuilds the image fixtures from Debian's mate-backgrounds photographs (GPL-2+, see
// ATTRIBUTION). The fixtures are committed; this script documents how they were made.
//
//   cd /tmp && apt-get download mate-backgrounds && dpkg-deb -x mate-backgrounds_*.deb mb
//   apt-get install -y libheif-examples   # heif-enc, the x265 HEVC encoder
//   cd /tmp && apt-get download icc-profiles-free && dpkg-deb -x icc-profiles-free_*.deb icc
//   node app/images/__fixtures__/make-fixtures.mjs /tmp/mb
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { addRotation } from "./heif-add-rotation.mjs";

const root = process.argv[2] ?? "/tmp/mb";
const photos = path.join(root, "usr/share/backgrounds/mate/nature");
const here = path.dirname(fileURLToPath(import.meta.url));
const source = (name) => path.join(photos, name);
const out = (name) => path.join(here, name);

// Canon EOS 350D photo: camera EXIF and XMP kept, a GPS position added (Paris) to prove it
// never reaches a derivative.
await sharp(source("Blinds.jpg"))
  .resize(800)
  .keepExif()
  .keepXmp()
  .withExifMerge({
    IFD3: {
      GPSLatitudeRef: "N",
      GPSLatitude: "48/1 51/1 2400/100",
      GPSLongitudeRef: "E",
      GPSLongitude: "2/1 17/1 4000/100",
    },
  })
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(out("canon-gps.jpg"));

// Canon EOS 400D photo stored sideways with EXIF Orientation 6 (shown portrait) and an ICC profile.
await sharp(source("Storm.jpg"))
  .resize(800)
  .keepExif()
  .withMetadata({ orientation: 6 })
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(out("storm-rotated.jpg"));

await sharp(source("GreenMeadow.jpg")).resize(480).png({ palette: true }).toFile(out("meadow.png"));
await sharp(source("FreshFlower.jpg")).resize(640).webp({ quality: 80 }).toFile(out("flower.webp"));
await sharp(source("Dune.jpg"))
  .resize(320)
  .tiff({ compression: "deflate", predictor: "horizontal" })
  .toFile(out("dune.tiff"));

// A genuine HEVC HEIC laid out like a phone's: pixels stored landscape, an `irot` box turning
// them portrait, and EXIF (with GPS) that still says Orientation 6. heif-enc 1.15 writes no irot,
// so it is added afterwards; EXIF orientation must then be ignored (HEIF spec), as libheif does.
// Its pixels are in Display P3 with that ICC profile embedded, as phones do.
const heicSource = "/tmp/ladybird-for-heic.jpg";
await sharp(source("LadyBird.jpg"))
  .resize(640)
  .withExif({
    IFD0: { Make: "Viewfinder", Model: "HEIC fixture" },
    IFD2: {
      FNumber: "8/5",
      ExposureTime: "1/250",
      ISOSpeedRatings: "32",
      FocalLength: "42/10",
      DateTimeOriginal: "2021:06:01 12:30:00",
      LensModel: "4.2mm f/1.6",
    },
    IFD3: {
      GPSLatitudeRef: "S",
      GPSLatitude: "33/1 51/1 3540/100",
      GPSLongitudeRef: "E",
      GPSLongitude: "151/1 12/1 3000/100",
    },
  })
  .withMetadata({ orientation: 6 })
  .withIccProfile("p3")
  .jpeg({ quality: 90 })
  .toFile(heicSource);
execFileSync("heif-enc", ["-q", "50", "-o", "/tmp/ladybird.heic", heicSource]);
// irot angle 3 = 270° anticlockwise = 90° clockwise, the turn EXIF Orientation 6 asks for.
writeFileSync(out("ladybird.heic"), addRotation(readFileSync("/tmp/ladybird.heic"), 3));

// A photo as a camera set to Adobe RGB saves it: pixels in that wider gamut, its profile embedded
// (the Zlib-licensed AdobeRGB1998-compatible one from Debian's icc-profiles-free). Read without
// the profile its colours look dull; derivatives must be converted to sRGB.
await sharp(source("YellowFlower.jpg"))
  .resize(320)
  .withIccProfile("/tmp/icc/usr/share/color/icc/compatibleWithAdobeRGB1998.icc")
  .jpeg({ quality: 92 })
  .toFile(out("flower-adobe-rgb.jpg"));

// Broken and foreign inputs.
const jpeg = readFileSync(out("canon-gps.jpg"));
writeFileSync(out("truncated.jpg"), jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
writeFileSync(
  out("drawing.svg"),
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#c33"/></svg>\n',
);
writeFileSync(out("notes-renamed.jpg"), "These are notes, not a photograph.\n");

const copyright = readFileSync(path.join(root, "usr/share/doc/mate-backgrounds/copyright"), "utf8");
const header = `Image fixtures in this folder are derived from photographs in Debian's mate-backgrounds
1.26.0-1 package (usr/share/backgrounds/mate/nature), resized and re-encoded by make-fixtures.mjs:
  canon-gps.jpg, truncated.jpg  <- nature/Blinds.jpg (GPS position added)
  storm-rotated.jpg             <- nature/Storm.jpg (EXIF orientation 6 set)
  meadow.png                    <- nature/GreenMeadow.jpg
  flower.webp                   <- nature/FreshFlower.jpg
  dune.tiff                     <- nature/Dune.jpg
  ladybird.heic                 <- nature/LadyBird.jpg (EXIF replaced, irot added)
  lightroom.jpg, lightroom.tiff <- nature/Aqua.jpg (rights, camera and GPS metadata added
  rights-xmp-vs-iim.jpg            by make-rights-fixtures.sh)
  rights-iim-only.jpg, rights-iim-only.tiff
  lightroom.heic                <- ladybird.heic (same metadata added by make-rights-fixtures.sh)
  flower-adobe-rgb.jpg          <- nature/YellowFlower.jpg (converted to Adobe RGB, profile
                                   compatibleWithAdobeRGB1998.icc from icc-profiles-free, Zlib)
They are distributed under the same licence, GPL-2+. The package's copyright file follows.

`;
writeFileSync(out("ATTRIBUTION"), header + copyright);
console.log("fixtures written to", here);

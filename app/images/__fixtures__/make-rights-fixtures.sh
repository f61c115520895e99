#!/bin/sh
# Rebuilds the rights fixtures: a real photograph carrying what Lightroom writes when a
# photographer fills in the IPTC panel (title, caption, keywords, alt text, creator, copyright,
# credit, usage terms, web statement, licensor URL, a Creative Commons licence) in XMP AND in
# IPTC-IIM, plus the camera's identity and a GPS position that must never reach a public copy.
# The fixtures are committed; this script documents how they were made (exiftool 12.57).
#
#   cd /tmp && apt-get download mate-backgrounds && dpkg-deb -x mate-backgrounds_*.deb mb
#   sh app/images/__fixtures__/make-rights-fixtures.sh /tmp/mb
set -eu

root=${1:-/tmp/mb}
here=$(cd "$(dirname "$0")" && pwd)
photo=$root/usr/share/backgrounds/mate/nature/Aqua.jpg
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Pixels only (sharp writes no metadata unless asked), so every tag below is one we chose.
# Run from the repository so `sharp` resolves.
resize() { # source width format target
  (cd "$here/../../.." && node --input-type=module -e '
    import sharp from "sharp";
    const [source, width, format, target] = process.argv.slice(1);
    const image = sharp(source).resize(Number(width));
    await (format === "tiff"
      ? image.tiff({ compression: "deflate", predictor: "horizontal" })
      : image.jpeg({ quality: 82, mozjpeg: true })
    ).toFile(target);
  ' "$@")
}

# The same text in XMP and IPTC-IIM, as Lightroom writes it; IIM in UTF-8 (CodedCharacterSet).
cat >"$work/rights.args" <<'EOF'
-charset
iptc=UTF8
-IPTC:CodedCharacterSet=UTF8
-XMP-dc:Title=Crown of a falling drop
-IPTC:ObjectName=Crown of a falling drop
-XMP-dc:Description=A drop of water lands in a still basin and throws up a crown of spray.
-IPTC:Caption-Abstract=A drop of water lands in a still basin and throws up a crown of spray.
-XMP-dc:Subject=water
-XMP-dc:Subject=drop
-XMP-dc:Subject=splash
-XMP-dc:Subject=macro
-IPTC:Keywords=water
-IPTC:Keywords=drop
-IPTC:Keywords=splash
-IPTC:Keywords=macro
-XMP-iptcCore:AltTextAccessibility=A water droplet splashing into grey-blue water, forming a crown-shaped ring of spray.
-XMP-dc:Creator=Élodie Marchand
-IPTC:By-line=Élodie Marchand
-XMP-dc:Rights=© 2024 Élodie Marchand
-IPTC:CopyrightNotice=© 2024 Élodie Marchand
-XMP-photoshop:Credit=Lumière Press
-IPTC:Credit=Lumière Press
-XMP-xmpRights:Marked=True
-XMP-xmpRights:WebStatement=https://elodie-marchand.example/rights
-XMP-xmpRights:UsageTerms=Licensed under CC BY-NC 4.0. For commercial use, ask through the licensor URL.
-XMP-cc:License=https://creativecommons.org/licenses/by-nc/4.0/
-XMP-plus:LicensorURL=https://elodie-marchand.example/licensing
EOF

# What must never leak: the camera and its serial number, and where the photographer stood
# (EXIF, and the XMP copies Lightroom also writes).
cat >"$work/private.args" <<'EOF'
-EXIF:Make=NIKON CORPORATION
-EXIF:Model=NIKON Z 6_2
-ExifIFD:SerialNumber=6012345
-XMP-tiff:Make=NIKON CORPORATION
-XMP-tiff:Model=NIKON Z 6_2
-XMP-aux:SerialNumber=6012345
-GPSLatitude=43.2951
-GPSLatitudeRef=N
-GPSLongitude=5.3750
-GPSLongitudeRef=E
-XMP-exif:GPSLatitude=43.2951 N
-XMP-exif:GPSLongitude=5.3750 E
EOF

write() { # file args...
  target=$1
  shift
  exiftool -q -overwrite_original "$@" "$target"
}

resize "$photo" 800 jpeg "$here/lightroom.jpg"
write "$here/lightroom.jpg" -@ "$work/rights.args" -@ "$work/private.args"

resize "$photo" 320 tiff "$here/lightroom.tiff"
write "$here/lightroom.tiff" -@ "$work/rights.args" -@ "$work/private.args"

# HEIC: the ladybird fixture (HEVC, irot, EXIF with GPS) gains the same XMP; exiftool writes
# no IPTC-IIM into HEIF (the format has no place for it), so only the XMP half is there.
cp "$here/ladybird.heic" "$here/lightroom.heic"
write "$here/lightroom.heic" -@ "$work/rights.args" -@ "$work/private.args"

# XMP and IPTC-IIM that disagree (XMP must win), with what real files carry: padding, a keyword
# twice, a keyword that looks like a number, two creators, two licensors, a second language.
resize "$photo" 160 jpeg "$here/rights-xmp-vs-iim.jpg"
write "$here/rights-xmp-vs-iim.jpg" -charset iptc=UTF8 -IPTC:CodedCharacterSet=UTF8 \
  '-XMP-dc:Title=  Crown of a falling drop  ' '-XMP-dc:Title-fr=Couronne d’une goutte' \
  -IPTC:ObjectName='Old title from the camera' \
  -XMP-dc:Description='Caption written in Lightroom & Bridge: <b>not</b> HTML.' -IPTC:Caption-Abstract='Stale caption.' \
  -XMP-dc:Subject=' water ' -XMP-dc:Subject=drop -XMP-dc:Subject=water -XMP-dc:Subject=2024 \
  -XMP-dc:Subject=' ' -IPTC:Keywords=stale -IPTC:Keywords=keywords \
  -XMP-dc:Creator='Élodie Marchand' -XMP-dc:Creator='Lumière Press' -IPTC:By-line='Someone Else' \
  -XMP-dc:Rights='© 2024 Élodie Marchand' -IPTC:CopyrightNotice='© 2019 Someone Else' \
  -XMP-photoshop:Credit= -IPTC:Credit='Credit only in IIM' \
  '-XMP-plus:Licensor={LicensorURL=https://elodie-marchand.example/licensing}' \
  '-XMP-plus:Licensor+={LicensorURL=https://agency.example/licensing}' \
  -XMP-cc:License=http://creativecommons.org/licenses/by/4.0

# IPTC-IIM only, as older cameras and tools write it: every field comes from IIM.
resize "$photo" 160 jpeg "$here/rights-iim-only.jpg"
write "$here/rights-iim-only.jpg" -charset iptc=UTF8 -IPTC:CodedCharacterSet=UTF8 \
  -IPTC:ObjectName='Crown of a falling drop' \
  -IPTC:Caption-Abstract='A drop of water lands in a still basin.' \
  -IPTC:Keywords=water -IPTC:Keywords=drop -IPTC:Keywords=drop \
  -IPTC:By-line='Élodie Marchand' -IPTC:By-line='Lumière Press' \
  -IPTC:CopyrightNotice='© 2024 Élodie Marchand' -IPTC:Credit='Lumière Press'

# IPTC-IIM only in a TIFF (the IIM tag typed LONG, as Photoshop writes it), in Latin-1 as older
# tools write it: no CodedCharacterSet, "é" is the single byte 0xE9.
resize "$photo" 64 tiff "$here/rights-iim-only.tiff"
write "$here/rights-iim-only.tiff" -charset iptc=Latin \
  -IPTC:ObjectName='Crown of a falling drop' -IPTC:Keywords=water -IPTC:Keywords=drop \
  -IPTC:By-line='Élodie Marchand' -IPTC:CopyrightNotice='© 2024 Élodie Marchand' \
  -IPTC:Credit='Lumière Press'

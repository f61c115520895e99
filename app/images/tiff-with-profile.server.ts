/**
 * Wraps RGBA pixels and an ICC profile in a minimal uncompressed TIFF. sharp has no way to tag
 * raw input with a profile, and HEIC pixels from heic-decode are in the file's colour space
 * (Display P3 on phones): going through a TIFF lets libvips convert them to sRGB as for any file.
 */

const TAGS = { SHORT: 3, LONG: 4, UNDEFINED: 7 } as const;

export function tiffWithProfile(
  width: number,
  height: number,
  rgba: Uint8Array,
  icc: Buffer,
): Buffer {
  const entries = 12;
  const ifdOffset = 8;
  const bitsOffset = ifdOffset + 2 + entries * 12 + 4;
  const iccOffset = bitsOffset + 8;
  const pixelsOffset = iccOffset + icc.length + (icc.length % 2);
  const header = Buffer.alloc(pixelsOffset);

  header.write("II*\0", 0, "latin1");
  header.writeUInt32LE(ifdOffset, 4);
  header.writeUInt16LE(entries, ifdOffset);
  // Entries in ascending tag order, as TIFF requires.
  const fields: Array<[tag: number, type: number, count: number, value: number]> = [
    [256, TAGS.LONG, 1, width],
    [257, TAGS.LONG, 1, height],
    [258, TAGS.SHORT, 4, bitsOffset], // BitsPerSample 8,8,8,8
    [259, TAGS.SHORT, 1, 1], // no compression
    [262, TAGS.SHORT, 1, 2], // RGB
    [273, TAGS.LONG, 1, pixelsOffset],
    [277, TAGS.SHORT, 1, 4], // samples per pixel
    [278, TAGS.LONG, 1, height], // one strip
    [279, TAGS.LONG, 1, width * height * 4],
    [284, TAGS.SHORT, 1, 1], // chunky
    [338, TAGS.SHORT, 1, 2], // unassociated alpha
    [34675, TAGS.UNDEFINED, icc.length, iccOffset], // ICC profile
  ];
  fields.forEach(([tag, type, count, value], i) => {
    const at = ifdOffset + 2 + i * 12;
    header.writeUInt16LE(tag, at);
    header.writeUInt16LE(type, at + 2);
    header.writeUInt32LE(count, at + 4);
    if (type === TAGS.SHORT && count === 1) header.writeUInt16LE(value, at + 8);
    else header.writeUInt32LE(value, at + 8);
  });
  for (let i = 0; i < 4; i++) header.writeUInt16LE(8, bitsOffset + i * 2);
  icc.copy(header, iccOffset);
  return Buffer.concat([header, rgba]);
}

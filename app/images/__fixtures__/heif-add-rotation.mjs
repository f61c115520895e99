// Adds an `irot` (rotation) property to the primary item of a HEIF file, the way phones store
// portrait shots. Only what make-fixtures.mjs needs: one primary item, data in `mdat` after `meta`.
import { Buffer } from "node:buffer";

function readBoxes(buffer, start, end) {
  const boxes = [];
  for (let at = start; at < end;) {
    const size = buffer.readUInt32BE(at);
    boxes.push({ type: buffer.toString("latin1", at + 4, at + 8), start: at, size });
    at += size;
  }
  return boxes;
}

const find = (boxes, type) => {
  const box = boxes.find((b) => b.type === type);
  if (!box) throw new Error(`no ${type} box`);
  return box;
};

function readUInt(buffer, at, bytes) {
  return bytes === 0 ? 0 : bytes === 4 ? buffer.readUInt32BE(at) : buffer.readUInt16BE(at);
}

// iloc offsets are absolute file positions: growing `meta` moves `mdat`, so shift them.
function shiftIloc(buffer, iloc, delta) {
  const version = buffer[iloc.start + 8];
  const sizes = buffer.readUInt16BE(iloc.start + 12);
  const [offsetSize, lengthSize, baseSize, indexSize] = [12, 8, 4, 0].map((s) => (sizes >> s) & 15);
  let at = iloc.start + 14;
  const itemCount = version < 2 ? buffer.readUInt16BE(at) : buffer.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  for (let item = 0; item < itemCount; item++) {
    at += version < 2 ? 2 : 4;
    const method = version === 0 ? 0 : buffer.readUInt16BE(at) & 15;
    if (version > 0) at += 2;
    at += 2; // data_reference_index
    const baseAt = at;
    at += baseSize;
    const extents = buffer.readUInt16BE(at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      if (version > 0) at += indexSize;
      if (method === 0 && baseSize === 0) {
        const value = readUInt(buffer, at, offsetSize);
        if (offsetSize === 4) buffer.writeUInt32BE(value + delta, at);
        else buffer.writeUInt16BE(value + delta, at);
      }
      at += offsetSize + lengthSize;
    }
    if (method === 0 && baseSize > 0) {
      const value = readUInt(buffer, baseAt, baseSize);
      if (baseSize === 4) buffer.writeUInt32BE(value + delta, baseAt);
      else buffer.writeUInt16BE(value + delta, baseAt);
    }
  }
}

export function addRotation(input, angle) {
  const top = readBoxes(input, 0, input.length);
  const meta = find(top, "meta");
  const metaChildren = readBoxes(input, meta.start + 12, meta.start + meta.size);
  const primary = input.readUInt16BE(find(metaChildren, "pitm").start + 12);
  const iprp = find(metaChildren, "iprp");
  const iprpChildren = readBoxes(input, iprp.start + 8, iprp.start + iprp.size);
  const ipco = find(iprpChildren, "ipco");
  const ipma = find(iprpChildren, "ipma");
  if (ipma.start < ipco.start) throw new Error("expected ipco before ipma");
  if (find(metaChildren, "iloc").start > ipco.start) throw new Error("expected iloc before ipco");
  const propertyIndex = readBoxes(input, ipco.start + 8, ipco.start + ipco.size).length + 1;
  if (input[ipma.start + 8] !== 0 || (input[ipma.start + 11] & 1) !== 0) {
    throw new Error("only ipma version 0 with 7-bit indexes is handled");
  }

  // Find the primary item's association list inside ipma.
  let at = ipma.start + 16;
  let countAt = -1;
  for (let i = 0, n = input.readUInt32BE(ipma.start + 12); i < n; i++) {
    const item = input.readUInt16BE(at);
    const count = input[at + 2];
    if (item === primary) countAt = at + 2;
    at += 3 + count;
    if (item === primary) break;
  }
  if (countAt < 0) throw new Error("primary item has no properties");
  const insertAssociationAt = countAt + 1 + input[countAt];

  const irot = Buffer.from([0, 0, 0, 9, 0x69, 0x72, 0x6f, 0x74, angle & 3]);
  const essentialIndex = Buffer.from([0x80 | propertyIndex]);
  const ipcoEnd = ipco.start + ipco.size;
  const output = Buffer.concat([
    input.subarray(0, ipcoEnd),
    irot,
    input.subarray(ipcoEnd, insertAssociationAt),
    essentialIndex,
    input.subarray(insertAssociationAt),
  ]);
  const grow = (box, by) => output.writeUInt32BE(box.size + by, box.start);
  grow(meta, 10);
  grow(iprp, 10);
  grow(ipco, 9);
  // ipma and the association count sit after the inserted irot box.
  output.writeUInt32BE(ipma.size + 1, ipma.start + 9);
  output[countAt + 9] += 1;
  const mdatAfterMeta = find(top, "mdat").start > meta.start;
  if (mdatAfterMeta) shiftIloc(output, find(metaChildren, "iloc"), 10);
  return output;
}

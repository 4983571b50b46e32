// The firmware pack: the device's files (sim/layout.mjs's list) in one file, so the page
// loads them in one request.  A 4-byte little-endian length, a UTF-8 JSON index
// [[vmPath, size], ...], then the files' bytes one after another.  No Node.js here: the
// build packs with it and the page unpacks with it.

export function pack(files) {
  const index = new TextEncoder().encode(JSON.stringify(files.map(([p, d]) => [p, d.length])));
  const out = new Uint8Array(4 + index.length + files.reduce((n, [, d]) => n + d.length, 0));
  new DataView(out.buffer).setUint32(0, index.length, true);
  out.set(index, 4);
  let at = 4 + index.length;
  for (const [, data] of files) {
    out.set(data, at);
    at += data.length;
  }
  return out;
}

// [vmPath, bytes] pairs; an Error that says so for anything that is not a whole pack.
export function unpack(bytes) {
  const bad = (why) => new Error(`the firmware pack is damaged (${why}): rebuild it with make web`);
  if (bytes.length < 4) throw bad("too short");
  const n = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true);
  let index;
  try {
    index = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + n)));
  } catch {
    throw bad("no index");
  }
  let at = 4 + n;
  const files = index.map(([vmPath, size]) => {
    const data = bytes.subarray(at, at + size);
    at += size;
    return [vmPath, data];
  });
  if (at !== bytes.length) throw bad(`${bytes.length - at} bytes off`);
  return files;
}

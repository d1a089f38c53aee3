// CSV bytes to text. Spanish Excel saves "CSV" in windows-1252, where 'frío' is not valid UTF-8:
// read as UTF-8 it became 'fr�o' and the header check failed. Valid UTF-8 is read as UTF-8 (BOM
// dropped); anything else as windows-1252. A UTF-8 byte-order mark is dropped before deciding: a
// file re-saved by a tool that prepends it to a windows-1252 body would otherwise be read whole as
// windows-1252 and start with 'ï»¿' ('ï»¿Horizonte' fails every header check).

/** windows-1252 characters of bytes 0x80–0x9F (undefined bytes stay as their C1 code). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

export function decodeCsvBytes(bytes: Uint8Array | ArrayBuffer): string {
  const whole = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const view = whole[0] === 0xef && whole[1] === 0xbb && whole[2] === 0xbf ? whole.subarray(3) : whole;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(view);
  } catch {
    // Node 20's 'windows-1252' decoder is plain Latin-1 (bytes 0x80–0x9F come out as C1 controls),
    // browsers' is not: map that range by hand so both give the same text.
    return new TextDecoder('latin1').decode(view).replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
  }
}

// The `u` (and `lc`) of GET /video/apps/{videoId}: the media URL encrypted with AES-256-GCM under
// a key both sides hold (the 'AES with a shared key the client holds'). The key is in
// this one place for the api and the players. It is not a secret from a student who reads the
// bundle: what protects the media is the URL itself, signed, short-lived and bound to the user.
// Format: base64url(iv (12 bytes) || ciphertext || tag (16 bytes)). Web Crypto, so the browser
// and Node 20 run the same code.

const KEY_HEX = '6c6d732d766964656f2d75726c2d6b65792d76312d3230323621212121212121';

const bytesOfHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

let keyPromise: ReturnType<typeof crypto.subtle.importKey> | null = null;
const key = () => {
  keyPromise ??= crypto.subtle.importKey('raw', bytesOfHex(KEY_HEX), 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
  return keyPromise;
};

export async function encryptVideoUrl(url: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), new TextEncoder().encode(url)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}

/** The URL, or a thrown error when the text was not made by encryptVideoUrl (tampered, truncated). */
export async function decryptVideoUrl(token: string): Promise<string> {
  const bytes = fromBase64Url(token);
  if (bytes.length < 12 + 16) throw new Error('video url token too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    await key(),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}

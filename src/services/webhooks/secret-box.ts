import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config/env.ts';
import { signingSecret } from '../../runtime/signing-secret.ts';

// Endpoint signing secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's files signing
// secret (FILES_SIGNING_SECRET, else DATA_DIR/files-signing-secret), so there is one server secret to keep, yet a
// leaked signed file URL and a sealed webhook secret share no key. The endpoint's id is the additional data: a
// sealed value copied onto another endpoint's row does not open. Rotating the files secret makes sealed webhook
// secrets unreadable (deliveries then fail with a clear reason): re-create the endpoints after a rotation.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const INFO = 'wholesale-hub webhook endpoint secrets v1';

export type SecretBox = { seal(endpointId: string, secret: string): string; open(endpointId: string, sealed: string): string };

export function secretBoxFromKey(serverSecret: Buffer): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), INFO, 32));
  return {
    seal(endpointId, secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(endpointId, 'utf8'));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(endpointId, sealed) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) throw new Error('unknown sealed secret format');
      const raw = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(endpointId, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

const boxes = new WeakMap<object, Promise<SecretBox>>();

/** The process's box for this config (the key file is read once). */
export function secretBox(config: Pick<Config, 'FILES_SIGNING_SECRET' | 'DATA_DIR'>): Promise<SecretBox> {
  let box = boxes.get(config);
  if (!box) {
    box = signingSecret(config).then(secretBoxFromKey);
    boxes.set(config, box);
  }
  return box;
}

// The ways a message leaves the shop, behind one small interface chosen once at start (as media/store.ts chooses
// its store): with WHATSAPP_TOKEN the WhatsApp Cloud API, with SMS_API_KEY Termii; without keys each message is
// written as JSON to DATA_DIR/messages/ with a simulated state (test mode), so the whole flow can be tried at once.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhoneMessage, PhoneProvider } from './provider';
import { smsGateway } from './sms';
import { type TemplateNames, whatsappCloud } from './whatsapp';

export interface MessageProviders {
  whatsapp: PhoneProvider;
  sms: PhoneProvider;
  /** What the log says at start. */
  where: string;
  /** Verifies the WhatsApp webhook (X-Hub-Signature-256) and its GET handshake; null: WhatsApp is in test mode. */
  whatsappWebhook: { appSecret: string; verifyToken: string } | null;
  /** Verifies Termii's delivery reports (X-Termii-Signature); null: SMS is in test mode. */
  smsWebhookSecret: string | null;
}

export const WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';
export const SMS_API_URL = 'https://api.ng.termii.com';

/** Test mode: `{channel, to, kind, order_id, text}` in DATA_DIR/messages/, delivered at once (simulated). */
export function folderProvider(dir: string, channel: 'whatsapp' | 'sms'): PhoneProvider {
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      sequence += 1;
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const path = join(
        dir,
        `${stamp}-${String(sequence).padStart(4, '0')}-${channel}-${message.orderId}.json`,
      );
      const body = {
        channel,
        to: message.to,
        kind: message.kind,
        order_id: message.orderId,
        text: message.text,
      };
      // Whole or not at all for whoever reads the folder (as the mail folder).
      await writeFile(`${path}.partial`, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
      await rename(`${path}.partial`, path);
      return { providerId: `test-${randomUUID()}`, state: 'delivered' };
    },
  };
}

export interface MessagesConfig {
  dataDir: string;
  whatsapp?: {
    token: string;
    phoneNumberId: string;
    appSecret: string;
    verifyToken: string;
    apiUrl: string;
    /** WHATSAPP_TEMPLATES: a kind's template name where it is not `oko_<kind>`. */
    templates?: TemplateNames;
  };
  sms?: { apiKey: string; senderId: string; apiUrl: string; webhookSecret: string };
}

/** Chosen once at start: each channel live with its keys, else in test mode. */
export function messageProvidersFor(config: MessagesConfig): MessageProviders {
  const dir = join(config.dataDir, 'messages');
  const { whatsapp, sms } = config;
  return {
    whatsapp: whatsapp ? whatsappCloud(whatsapp) : folderProvider(dir, 'whatsapp'),
    sms: sms ? smsGateway(sms) : folderProvider(dir, 'sms'),
    where: [
      whatsapp ? 'WhatsApp through the Cloud API' : `WhatsApp in test mode (${dir})`,
      sms ? 'SMS through Termii' : `SMS in test mode (${dir})`,
    ].join('; '),
    whatsappWebhook: whatsapp ? { appSecret: whatsapp.appSecret, verifyToken: whatsapp.verifyToken } : null,
    smsWebhookSecret: sms ? sms.webhookSecret : null,
  };
}

/** The app's default when it is given none (tests): every message kept in `sent`, delivered at once. */
export function memoryProviders(): MessageProviders & { sent: (PhoneMessage & { channel: string })[] } {
  const sent: (PhoneMessage & { channel: string })[] = [];
  const keep = (channel: string): PhoneProvider => ({
    async send(message) {
      sent.push({ channel, ...message });
      return { providerId: `memory-${randomUUID()}`, state: 'delivered' };
    },
  });
  return {
    sent,
    whatsapp: keep('whatsapp'),
    sms: keep('sms'),
    where: 'in memory',
    whatsappWebhook: null,
    smsWebhookSecret: null,
  };
}

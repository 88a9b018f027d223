// The ways a message leaves the shop, behind one small interface chosen once at start (as media/store.ts chooses
// its store): with WHATSAPP_TOKEN the WhatsApp Cloud API, with SMS_API_KEY Termii; without keys each message is
// written as JSON to DATA_DIR/messages/ with a simulated state (test mode), so the whole flow can be tried at once.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MessageKind } from '@oko/shared/schemas/messages';
import { smsGateway } from './sms';
import { whatsappCloud } from './whatsapp';

/** One piece of news to one phone. `parameters`: the approved WhatsApp template's body values, in order. */
export interface PhoneMessage {
  to: string;
  kind: MessageKind;
  orderId: number;
  text: string;
  parameters: string[];
}

/** The provider took it: its id (status webhooks name it) and the state it is in now. */
export interface ProviderAnswer {
  providerId: string;
  state: 'sent' | 'delivered';
}

/**
 * The provider refused the message for good (a number not on WhatsApp, a template not approved, a number on DND):
 * the message failed and the next channel takes it. Anything else thrown (no connection, a 5xx) is retried.
 */
export class MessageRefused extends Error {
  constructor(
    readonly code: string,
    readonly text: string,
  ) {
    super(`${code}: ${text}`);
    this.name = 'MessageRefused';
  }
}

export interface PhoneProvider {
  send(message: PhoneMessage): Promise<ProviderAnswer>;
}

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
  whatsapp?: { token: string; phoneNumberId: string; appSecret: string; verifyToken: string; apiUrl: string };
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

/** Calls a provider's JSON API: the answer's status and body; a refusal of the network is thrown (retried). */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 15_000,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // No answer in time: it may have gone out. Taken as failed, so the next channel carries the news rather than
    // this one sending it twice.
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new MessageRefused('no_answer', 'the provider did not answer in time');
    }
    throw error;
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text.slice(0, 200);
  }
  return { status: response.status, body: parsed };
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

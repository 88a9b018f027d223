// What every way a message leaves the shop shares (providers.ts chooses one per channel at start): the message,
// the provider's answer, a refusal for good, and the JSON call the live providers make.
import type { MessageKind } from '@oko/shared/schemas/messages';

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

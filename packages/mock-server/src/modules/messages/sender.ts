import type { MessageRecord } from '../../store/types.ts';

// The one place a real SMS or WhatsApp provider plugs in (Twilio, a local aggregator, the WhatsApp
// Business API): the outbox hands it each queued message and records what it answers. A message is
// queued in the same store write that decides it is due, so it is sent even after a crash.

export type OutgoingMessage = Pick<MessageRecord, 'id' | 'phone' | 'channel' | 'lang' | 'kind' | 'text'>;

export interface MessageSender {
  /** Names the provider in the outbox and the logs. */
  readonly name: string;
  /**
   * Delivers one message, or throws (the outbox tries again on its next pass, up to its limit).
   * `id` is stable across retries: a provider that takes an idempotency key should get it.
   */
  send(message: OutgoingMessage): Promise<{ provider_id: string }>;
}

/**
 * The mock's provider: nothing leaves the machine. What each number received is the outbox itself
 * (the store's messages, read by GET /__qa/messages and the QA console). QA can make it refuse the
 * next sends (`failNext`), to see retries.
 */
export class MockMessageSender implements MessageSender {
  readonly name = 'mock';
  private failures = 0;

  failNext(count: number): void {
    this.failures = count;
  }

  async send(message: OutgoingMessage): Promise<{ provider_id: string }> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('The mock provider refused the message (QA fault)');
    }
    return { provider_id: `MOCK-${message.id}` };
  }
}

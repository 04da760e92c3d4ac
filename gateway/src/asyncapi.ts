// The AsyncAPI 3 document of the NATS events (GET /v1/asyncapi.json), built from packages/contracts:
// the subjects, their payload schemas, the producer (the subject's domain) and the consumers (whose
// subscriptions match the subject).
import {
  EVENT_CATALOGUE,
  EVENT_STREAM,
  EVENT_SUBJECTS,
  EVENT_SUBSCRIPTIONS,
  EVENT_VERSION,
  subjectMatches,
} from '@coachwork/contracts';

type Json = Record<string, unknown>;

/** 'bookings.seat.invited' → 'bookingsSeatInvited' (AsyncAPI keys). */
const keyOf = (subject: string) => subject.replace(/[.-](\w)/g, (_m, c: string) => c.toUpperCase());

export function consumersOf(subject: string): string[] {
  return Object.entries(EVENT_SUBSCRIPTIONS)
    .filter(([, filters]) => filters.some((f) => subjectMatches(f, subject)))
    .map(([name]) => name);
}

export function buildAsyncApi(): Json {
  const channels: Json = {};
  const operations: Json = {};
  const messages: Json = {};
  for (const subject of EVENT_SUBJECTS) {
    const key = keyOf(subject);
    const entry = EVENT_CATALOGUE[subject];
    const producer = subject.split('.')[0]!;
    const consumers = consumersOf(subject);
    messages[key] = {
      name: subject,
      summary: entry.summary,
      contentType: 'application/json',
      payload: {
        type: 'object',
        description: 'The envelope every event travels in; `data` is the payload of this subject.',
        required: ['id', 'subject', 'occurredAt', 'version', 'data'],
        properties: {
          id: { type: 'string', format: 'uuid', description: 'Also the Nats-Msg-Id and the inbox key.' },
          subject: { type: 'string', const: subject },
          occurredAt: { type: 'string', format: 'date-time' },
          version: { type: 'integer', const: EVENT_VERSION },
          data: entry.payload,
        },
      },
    };
    channels[key] = {
      address: subject,
      description: `${entry.summary} Produced by ${producer}; consumed by ${consumers.join(', ') || 'nobody yet'}.`,
      messages: { [key]: { $ref: `#/components/messages/${key}` } },
      'x-producer': producer,
      'x-consumers': consumers,
    };
    operations[`${key}Publish`] = {
      action: 'send',
      channel: { $ref: `#/channels/${key}` },
      summary: `${producer} publishes ${subject}`,
      tags: [{ name: producer }],
    };
    for (const consumer of consumers)
      operations[`${key}ReceiveBy${consumer[0]!.toUpperCase()}${consumer.slice(1)}`] = {
        action: 'receive',
        channel: { $ref: `#/channels/${key}` },
        summary: `${consumer} receives ${subject}`,
        tags: [{ name: consumer }],
      };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Coachwork events',
      version: String(EVENT_VERSION),
      description: `Every service writes its events to an outbox in the transaction of the change; a relay publishes them to NATS JetStream (stream ${EVENT_STREAM}) at least once, and each consumer keeps an inbox so a repeat changes nothing. Generated from packages/contracts (events.ts, event-catalogue.ts).`,
    },
    defaultContentType: 'application/json',
    servers: {
      nats: { host: 'localhost:4222', protocol: 'nats', description: 'NATS_URL of the deployment.' },
    },
    channels,
    operations,
    components: { messages },
  };
}

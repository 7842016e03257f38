import { z } from 'zod';
import { odataList } from './common.ts';

/**
 * The demo receiver (DEMO_FEED): a stand-in for a customer's webhook endpoint, served by the portal at
 * http://demo-receiver.invalid/v1/demoreceiver/hooks, reached by outbound without allow-listing loopback.
 */
export const demoReceiverMessages = {
  off: 'The demo receiver is off; it answers while DEMO_FEED=true.',
  missingHeaders: 'A delivery needs the webhook-id, webhook-timestamp and webhook-signature headers (Standard Webhooks).',
  badSignature: 'The webhook-signature matches no tenant\'s signing secret, or webhook-timestamp is more than 5 minutes away; the delivery was not recorded.',
} as const;

export const DemoDeliveryAnswer = z.object({
  received: z.boolean(),
  tenantId: z.guid(),
  webhookId: z.string(),
  /** How often this webhook-id arrived (a retry of a delivery already received counts up). */
  deliveries: z.number().int(),
});

/** A delivery the demo receiver accepted, as `GET v1/demoreceiver/deliveries` lists it. */
export const DemoDeliveryResponse = z.object({
  deliveryId: z.guid(),
  tenantId: z.guid(),
  webhookId: z.string(),
  method: z.string(),
  path: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  deliveries: z.number().int(),
  /** ISO 8601 timestamps. */
  firstReceived: z.string(),
  lastReceived: z.string(),
});
export type DemoDeliveryResponse = z.infer<typeof DemoDeliveryResponse>;

export const DemoDeliveryListItem = DemoDeliveryResponse.partial().loose();
export const DemoDeliveryListResponse = odataList(DemoDeliveryListItem);

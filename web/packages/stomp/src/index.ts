/**
 * @newsroom/stomp: the gateway's websocket (docs/asyncapi.yaml) for any client. `createStompHub` keeps one
 * STOMP 1.2 connection whose subscriptions survive reconnects; the message types are generated from the
 * AsyncAPI document (src/generated/messages.ts) and `messages.ts` tells them apart.
 */
export { brokerUrlFor, createStompHub } from './hub';
export type { StompHub, StompHubOptions, TopicHandlers } from './hub';
export * from './messages';

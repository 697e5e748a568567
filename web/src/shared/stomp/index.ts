export { brokerUrlFor, createStompHub } from './hub';
export type { StompHub, StompHubOptions, TopicHandlers } from './hub';

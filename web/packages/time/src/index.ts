/**
 * @newsroom/time: the wire formats of docs/api-design.md ("Conventions") and how people read and type them.
 * Durations are ISO-8601 exact to the second (`PT1M30S`, `PT0S`, `-PT20S`), times of day `HH:mm:ss`,
 * dates `YYYY-MM-DD`. No framework, no IO.
 */
export { formatDuration, formatSeconds, parseIsoDuration, parseUserDuration, signOf, toIsoDuration } from './duration';
export { formatDate, formatInstant, formatTimeOnDay, instantOfLocalInput, isIsoDate, localInputOfInstant, shiftDate, todayIso } from './date';

/**
 * The header in which an answer may state the processing time it cost, in milliseconds. It is not
 * part of the vendor's API, which states none; Painel's sandbox states the cost it counts against
 * its own limits (docs/decisions/085-the-sandbox-states-its-processing-time.md).
 */
export const STATED_PROCESSING_HEADER = 'x-processing-ms';

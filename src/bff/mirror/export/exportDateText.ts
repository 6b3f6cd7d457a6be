/** Brazilian local time, as a person in São Paulo writes it: 26/11/2026 14:05. */
const saoPaulo = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function brazilianDateTime(iso: string): string {
  const parts = Object.fromEntries(
    saoPaulo.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/**
 * The bound of a status found already set (ADR 065), in the words of the screens. A bound at São
 * Paulo's midnight stands for a whole day of the first copy, so it is written as that day alone:
 * its "00:00" would read as a moment Painel saw, which it did not.
 */
export function brazilianBoundText(iso: string): string {
  const at = new Date(iso);
  const wholeMinute = at.getUTCSeconds() === 0 && at.getUTCMilliseconds() === 0;
  const text = brazilianDateTime(iso);
  return `antes de ${wholeMinute && text.endsWith(' 00:00') ? text.slice(0, -' 00:00'.length) : text}`;
}

// A small marker before well-known statuses and priorities, so a card or row is easy to scan; the
// service's own text always stands beside it, and a value casebot does not know gets no marker.

const STATUS_MARKERS: [RegExp, string][] = [
  [/^(open|new|re-?opened)$/, ':large_green_circle:'],
  [/^(in progress|assigned|working|active)$/, ':large_blue_circle:'],
  [/^(pending|waiting|on hold|awaiting customer|awaiting reply)$/, ':large_yellow_circle:'],
  [/^(escalated)$/, ':large_orange_circle:'],
  [/^(closed|resolved|done|cancell?ed|completed)$/, ':white_circle:'],
];

const PRIORITY_MARKERS: [RegExp, string][] = [
  [/^(low|minor)$/, ':arrow_down_small:'],
  [/^(medium|normal|moderate)$/, ':small_orange_diamond:'],
  [/^(high|major)$/, ':arrow_up_small:'],
  [/^(critical|urgent|blocker)$/, ':rotating_light:'],
];

function markerOf(table: [RegExp, string][], value: string): string | undefined {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return table.find(([pattern]) => pattern.test(key))?.[1];
}

/** `:large_green_circle: ` for an open status, and so on; empty for a value casebot does not know. */
export const statusMarker = (status: string): string => withSpace(markerOf(STATUS_MARKERS, status));
export const priorityMarker = (priority: string): string => withSpace(markerOf(PRIORITY_MARKERS, priority));

function withSpace(marker: string | undefined): string {
  return marker ? `${marker} ` : '';
}

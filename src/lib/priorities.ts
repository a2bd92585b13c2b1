// Which priority words mean the same: each rank's common words in casebot's six languages (the service
// answers in the reader's language), lowest first. Non-ASCII letters escaped: the bundle stays ASCII.
export const PRIORITY_WORDS: readonly RegExp[] = [
  /^(low|minor|niedrig|gering|faible|basse|bas|bassa|lav|\u0645\u0646\u062e\u0641\u0636\u0629?)$/,
  /^(medium|normal|moderate|mittel|moyenne|moyen|media|medio|mellem|\u0645\u062a\u0648\u0633\u0637\u0629?)$/,
  /^(high|major|hoch|\u00e9lev\u00e9e|\u00e9lev\u00e9|haute|alta|h\u00f8j|\u0639\u0627\u0644\u064a\u0629?)$/,
  /^(critical|urgent|blocker|kritisch|dringend|critique|urgente|critica|kritisk|haster|\u062d\u0631\u062c\u0629?|\u0639\u0627\u062c\u0644\u0629?)$/,
];

/** A priority as the words above are written: trimmed, lower case, spaces, dashes and underscores as one space. */
export const priorityKey = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * A priority's rank: low 1, medium 2, high 3, critical 4 (each with its synonyms and its words in
 * casebot's six languages); 0 for a priority casebot does not know.
 */
export function priorityRank(priority: string): number {
  const key = priorityKey(priority);
  return PRIORITY_WORDS.findIndex((words) => words.test(key)) + 1;
}

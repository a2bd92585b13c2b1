// `.,;:!?'"` and the closing quotes » ” ’, escaped: the bundle stays ASCII (see test/bundle.test.ts).
const END_OF_SENTENCE = /[.,;:!?'"\u00bb\u201d\u2019]+$/;

/**
 * A bare URL as Slack's client takes it out of text: without the punctuation that ends the sentence
 * around it (`…/case/1234,` or `(see …/case/1234).`), and without a closing bracket it did not open.
 */
export function bareUrl(text: string): string {
  let url = text.replace(END_OF_SENTENCE, '');
  while (url.endsWith(')') && (url.match(/\(/g) ?? []).length < (url.match(/\)/g) ?? []).length) {
    url = url.slice(0, -1).replace(END_OF_SENTENCE, '');
  }
  return url;
}

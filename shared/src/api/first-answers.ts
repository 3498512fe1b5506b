// The answers the site server put in the page it sent (tools/site/first-answers.ts): a guest's page takes each of them
// once, in place of its first call with that path and body, instead of the network.
import { ErrorCode, FIRST_ANSWERS_ELEMENT_ID, firstCallKey, type ApiLanguage, type Envelope, type FirstAnswers } from '../contracts/base';

/** How long after the page started loading its inline answers stand for calls (ms); later calls go to the network. */
export const FIRST_ANSWERS_WINDOW_MS = 30_000;

interface PageAnswers {
  element: Element;
  language: string;
  answers: Map<string, Envelope>;
}

/** The page's element as last read, with the answers not taken yet. */
let read: PageAnswers | null = null;

function parse(element: Element): PageAnswers {
  const answers = new Map<string, Envelope>();
  let language = '';
  try {
    const block = JSON.parse(element.textContent ?? '') as Partial<FirstAnswers> | null;
    language = typeof block?.language === 'string' ? block.language : '';
    for (const [key, answer] of Object.entries(block?.answers ?? {})) {
      const envelope = (answer as { envelope?: Partial<Envelope> | null } | null)?.envelope;
      if (envelope?.r === ErrorCode.OK) answers.set(key, envelope as Envelope);
    }
  } catch {
    // A broken block only means the calls go to the network.
  }
  return { element, language, answers };
}

function pageAnswers(): PageAnswers | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element) return null;
  if (read?.element !== element) read = parse(element);
  return read;
}

/**
 * The page's answer to this call, taken (a second call with the same path and body goes to the network), or null: no
 * answer for it, made in another language, or the page loaded more than FIRST_ANSWERS_WINDOW_MS ago.
 */
export function takeFirstAnswer(path: string, body: unknown, language: ApiLanguage): Envelope | null {
  if (performance.now() > FIRST_ANSWERS_WINDOW_MS) return null;
  const page = pageAnswers();
  if (!page || page.language !== language) return null;
  const key = firstCallKey(path, body);
  const envelope = page.answers.get(key);
  if (!envelope) return null;
  page.answers.delete(key);
  return envelope;
}

/** An answer taken by a call that was aborted before it resolved: the next such call may still have it. */
export function giveBackFirstAnswer(path: string, body: unknown, envelope: Envelope): void {
  read?.answers.set(firstCallKey(path, body), envelope);
}

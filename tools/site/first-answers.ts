// A guest's page comes with the answers of its first calls: the public calls its route's owner declares
// (RouteMeta.firstCalls) are made here, in process, on the API instance the site mounts, and their answers put in the
// page as an inert JSON block (FIRST_ANSWERS_ELEMENT_ID), which @fc/shared's API client takes instead of the network.
// A call that fails or is late is left out: the page makes it itself, as before.
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  ErrorCode,
  firstCallKey,
  LANGUAGE_HEADER,
  type ApiLanguage,
  type Envelope,
  type FirstAnswers,
  type FirstCall,
  type Registry,
} from '@fc/shared/contracts';
import type { RouteOwner } from './preload';

/** How long a page waits for its first answers (ms): the ones still under way then are left out of it. */
export const FIRST_ANSWERS_WAIT_MS = 300;
/** How long one answer serves every guest's page that needs it (ms), so that a burst of visitors makes one call. */
export const FIRST_ANSWERS_FRESH_MS = 2_000;
/** A route's calls made at most; a body (JSON) and an answer put in the page at most (characters). */
const MAX_CALLS = 8;
const MAX_BODY_CHARS = 2_048;
const MAX_ANSWER_CHARS = 64 * 1024;
/** Answers kept, by call and language. */
const KEPT = 64;
/**
 * Where the calls come from, to the API: an address that is nobody's (RFC 5737's documentation range), so that they
 * have no privilege of this machine's callers (the dev routes answer loopback only) and a rate-limit budget of their own.
 */
export const FIRST_CALLS_ADDRESS = '192.0.2.1';
/** An API path as the registry may name one: nothing to climb out of /api with, no query. */
const API_PATH = /^(\/[A-Za-z0-9_-]+)+$/;

type Answer = FirstAnswers['answers'][string];

/** The first calls the route's owner declares in the registry, those that are well-formed. */
export function firstCallsOf(registry: Registry, owner: RouteOwner | null): FirstCall[] {
  const declared: unknown = owner && registry.remotes[owner.remote]?.routes.find((route) => route.id === owner.routeId)?.firstCalls;
  if (!Array.isArray(declared)) return [];
  return declared
    .filter((call): call is FirstCall => {
      const { path, body } = (call ?? {}) as { path?: unknown; body?: unknown };
      return (
        typeof path === 'string' &&
        API_PATH.test(path) &&
        typeof body === 'object' &&
        body !== null &&
        !Array.isArray(body) &&
        JSON.stringify(body).length <= MAX_BODY_CHARS
      );
    })
    .slice(0, MAX_CALLS);
}

export interface FirstAnswersOptions {
  waitMs?: number;
  freshMs?: number;
  /** The server's clock (ms). */
  now?: () => number;
}

export function createFirstAnswers(api: FastifyInstance, options: FirstAnswersOptions = {}) {
  const { waitMs = FIRST_ANSWERS_WAIT_MS, freshMs = FIRST_ANSWERS_FRESH_MS, now = Date.now } = options;
  const kept = new Map<string, { madeAt: number; answer: Promise<Answer | null> }>();

  /** One call as a guest's browser makes it (no session, the page's language), or its answer made less than freshMs ago. */
  function answerOf(call: FirstCall, language: ApiLanguage): Promise<Answer | null> {
    const key = `${language} ${firstCallKey(call.path, call.body)}`;
    const known = kept.get(key);
    if (known && now() - known.madeAt < freshMs) return known.answer;
    const at = now();
    const answer = api
      .inject({
        method: 'POST',
        url: `${API_BASE}${call.path}`,
        headers: { 'content-type': 'application/json', [LANGUAGE_HEADER]: language },
        remoteAddress: FIRST_CALLS_ADDRESS,
        payload: JSON.stringify(call.body),
      })
      .then((response) => {
        if (response.statusCode !== 200 || response.body.length > MAX_ANSWER_CHARS) return null;
        const envelope = JSON.parse(response.body) as Envelope;
        return envelope?.r === ErrorCode.OK ? { at, envelope } : null;
      })
      .catch(() => null);
    // Kept as made, failures too: for freshMs the next pages neither wait for nor repeat a failing call.
    kept.delete(key);
    kept.set(key, { madeAt: at, answer });
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    return answer;
  }

  /** The answers of `calls` that succeeded within waitMs, in parallel; null when none did. */
  return async function firstAnswers(calls: FirstCall[], language: ApiLanguage): Promise<FirstAnswers | null> {
    if (calls.length === 0) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    const answered = await Promise.all(calls.map((call) => Promise.race([answerOf(call, language), late])));
    clearTimeout(timer);
    const answers: FirstAnswers['answers'] = {};
    calls.forEach((call, index) => {
      const answer = answered[index];
      if (answer) answers[firstCallKey(call.path, call.body)] = answer;
    });
    return Object.keys(answers).length > 0 ? { language, answers } : null;
  };
}

import type { UserRef } from 'api-contract/entities';
import type { AnswerBody, BodyOf, Endpoints, OperationId, ParamsOf, QueryOf, Variant, VariantsOf } from 'api-contract/endpoints';
import type { Result } from 'api-contract/rules/result';
import type { Role } from 'api-contract/runtime-config';

/** Who makes a call: the signed-in user, the session their token names, and their role now. */
export type Viewer = UserRef & { sessionId: string; role: Role };

/**
 * A call as its handler gets it, whatever carried it: who is signed in, the path's parameters,
 * the query and body already checked against the endpoint's schemas, and whether the client
 * prefers the minimal answer. A call that needs a signed-in user always has one here.
 */
export type HandlerInput<K extends OperationId> = {
  viewer: Endpoints[K]['signedIn'] extends true ? Viewer : Viewer | null;
  /** The browser's User-Agent, which names the device of a session a login opens. */
  userAgent: string | undefined;
  params: ParamsOf<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  minimal: boolean;
};

/** A handler's answer: which of its endpoint's answers it gives, and that answer's body. */
export type Answer<K extends OperationId> = { [V in VariantsOf<K>]: { variant: V; body: AnswerBody<K, V> } }[VariantsOf<K>];

/** One call's implementation: a request in, an answer (or the contract's refusal) out. */
export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<Result<Answer<K>>>;

export type Handlers = { [K in OperationId]: Handler<K> };

/** An answer in one of the endpoint's variants: `answer('minimal', {post})`. */
export const answer = <V extends Variant, B>(variant: V, body: B) => ({ variant, body });

import { errorCodes, type Reason } from './error-codes';
import * as reasons from './reasons';

/** Arguments for a made refusal: they only fill its words (an id, a wait, a name), never its code. */
const placeholders = Array.from({ length: 4 }, () => '1') as never[];

/** The code of each refusal. */
const codesOfReasons = Object.values(reasons).map((reason: Reason | ((...args: never[]) => Reason)) =>
  typeof reason === 'function' ? reason(...placeholders).code : reason.code,
);

test('every listed code is one a refusal answers with, and listed once', () => {
  expect(new Set(errorCodes).size).toBe(errorCodes.length);
  expect([...new Set(codesOfReasons)].sort()).toEqual([...errorCodes].sort());
});

import { callTable } from './call-table';
import { callShapes } from './call-table-source';

test('the client sends every call as the endpoint table declares it (else run `pnpm api:calls`)', () => {
  expect(callTable).toStrictEqual(callShapes());
});

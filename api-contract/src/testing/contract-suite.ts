import { accountCases } from './contract/accounts.cases';
import { appAuthorizationCases } from './contract/app-authorizations.cases';
import { codeCases } from './contract/codes.cases';
import { commentCases } from './contract/comments.cases';
import { connectionCases } from './contract/connections.cases';
import { useContract } from './contract/context';
import { countCases } from './contract/counts.cases';
import { deletionCases } from './contract/deletion.cases';
import { editorCases } from './contract/editor.cases';
import { errorCases } from './contract/errors.cases';
import { exportCases } from './contract/export.cases';
import { followRequestCases } from './contract/follow-requests.cases';
import { messageCases } from './contract/messages.cases';
import type { ContractHarness } from './contract/harness';
import { httpCases } from './contract/http.cases';
import { imageCases } from './contract/images.cases';
import { inputCases } from './contract/input.cases';
import { moderationCases } from './contract/moderation.cases';
import { notificationCases } from './contract/notifications.cases';
import { pageCases } from './contract/pages.cases';
import { passwordCases } from './contract/passwords.cases';
import { peopleListCases } from './contract/people-lists.cases';
import { passwordResetCases } from './contract/password-reset.cases';
import { emailCases } from './contract/email.cases';
import { twoFactorCases } from './contract/two-factor.cases';
import { passkeyCases } from './contract/passkeys.cases';
import { postCases } from './contract/posts.cases';
import { privateThreadCases } from './contract/private-threads.cases';
import { readingPlaceCases } from './contract/reading-places.cases';
import { registrationCases } from './contract/registration.cases';
import { replyCases } from './contract/replies.cases';
import { repostCases } from './contract/reposts.cases';
import { roleCases } from './contract/roles.cases';
import { safetyCases } from './contract/safety.cases';
import { searchCases } from './contract/search.cases';
import { serverCases } from './contract/servers.cases';
import { seedCases } from './contract/seed.cases';
import { sessionCases } from './contract/sessions.cases';
import { userCases } from './contract/users.cases';
import { visibilityCases } from './contract/visibility.cases';

export { colourPngs, failure, newcomer, noDrift, onePixelPng, pngDataUrl, rawCallsTo } from './contract/harness';
export type { ContractHarness, RawResponse, SeedSizes } from './contract/harness';

/**
 * The API contract as one suite of jest cases, a file per resource (./contract/), run against
 * every implementation: the server on PGlite, the server on PostgreSQL, and the in-page mock.
 * It covers every call of spec section 7, every error of section 8, the behaviours the product
 * notes fix, pages and counts, the HTTP both transports share, and the bad input a careless or
 * hostile client sends. Each case starts from the spec's seed.
 */
export function defineContractSuite(implementation: string, harness: () => ContractHarness): void {
  describe(`the API contract, on ${implementation}`, () => {
    const contract = useContract(harness);
    seedCases(contract);
    accountCases(contract);
    sessionCases(contract);
    appAuthorizationCases(contract);
    passwordCases(contract);
    passwordResetCases(contract);
    emailCases(contract);
    twoFactorCases(contract);
    passkeyCases(contract);
    deletionCases(contract);
    exportCases(contract);
    roleCases(contract);
    registrationCases(contract);
    postCases(contract);
    repostCases(contract);
    visibilityCases(contract);
    privateThreadCases(contract);
    imageCases(contract);
    commentCases(contract);
    userCases(contract);
    connectionCases(contract);
    followRequestCases(contract);
    peopleListCases(contract);
    serverCases(contract);
    messageCases(contract);
    safetyCases(contract);
    errorCases(contract);
    codeCases(contract);
    inputCases(contract);
    pageCases(contract);
    countCases(contract);
    httpCases(contract);
    moderationCases(contract);
    replyCases(contract);
    searchCases(contract);
    notificationCases(contract);
    readingPlaceCases(contract);
    editorCases(contract);
  });
}

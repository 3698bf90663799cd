/**
 * The contract steps of an award through the API, as the parties take them in the app: the client
 * enters the staffing terms (lending contracts), then both accept the current version. Used by the
 * specs that start work or name workers on awards made through the API.
 */
import { CONTRACT_PATHS, type ContractResponse, type StaffingTermsRequest } from '@fachwerk/shared/contracts';
import { DEMO_STAFFING_TERMS } from '../modules/contracts';
import type { TestApi } from './test-api';


async function expectOk<T>(promise: Promise<{ status: number; body: { data?: T } }>, what: string): Promise<T> {
  const { status, body } = await promise;
  if (status !== 200) throw new Error(`${what} failed with ${status}: ${JSON.stringify(body)}`);
  return body.data!;
}

/** Enters the staffing terms when they are missing, then accepts the current version as client and supplier. */
export async function acceptContract(
  api: TestApi,
  awardId: string,
  tokens: { client: string; supplier: string },
  terms: StaffingTermsRequest = DEMO_STAFFING_TERMS,
): Promise<ContractResponse> {
  let contract = await expectOk<ContractResponse>(api.call(CONTRACT_PATHS.one(awardId), { token: tokens.client }), 'GET contract');
  if (contract.status === 'incomplete') {
    contract = await expectOk<ContractResponse>(
      api.call(CONTRACT_PATHS.staffingTerms(awardId), { method: 'PUT', token: tokens.client, json: terms }),
      'PUT staffing terms',
    );
  }
  const accept = { version: contract.current.version, sha256: contract.current.sha256 };
  for (const party of ['client', 'supplier'] as const) {
    contract = await expectOk<ContractResponse>(
      api.call(CONTRACT_PATHS.accept(awardId), { method: 'POST', token: tokens[party], json: accept }),
      `accept as ${party}`,
    );
  }
  return contract;
}

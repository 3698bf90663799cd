import { expect, request, type APIRequestContext } from '@playwright/test';
import {
  API_PATHS,
  type ChatSummary,
  type ClientRegistrationRequest,
  type Language,
  type RegistrableUserType,
  type RegistrationResponse,
  type SupplierRegistrationRequest,
} from '@fachwerk/shared/contracts';
import { CHAT_PATHS } from '@fachwerk/shared/contracts/chat';
import { API_URL } from '../support/e2e-env';
import { apiLogin } from '../support/totp';
import { adminApi } from './accounts.page';
import { Inbox } from './identity.page';
import { catalogueFirst, fixedPriceApplication, send, startAwardOfJob, unique, type Session } from './work.page';

/**
 * Fixtures of the journeys that need accounts of their own (a deletion, or a client without billing
 * data, must never touch the shared demo accounts): registered, verified and approved through the
 * real API; running work with a conversation between them.
 */
export const FRESH_PASSWORD = 'Loeschbar!2026';

export interface FreshAccount extends Session {
  id: string;
  email: string;
  password: string;
  companyName: string;
}

/** What a fresh client may differ in from the complete one (the billing-data journey leaves the postcode out). */
export type FreshClientProfile = Partial<Pick<ClientRegistrationRequest, 'address' | 'vat'>>;

async function draftOf(api: APIRequestContext, type: RegistrableUserType, email: string, companyName: string, language: Language, profile: FreshClientProfile = {}) {
  const client: ClientRegistrationRequest = {
    companyName,
    vat: 'DE111222333',
    contactPerson: [{ name: 'Lena Löscher' }],
    firstName: 'Lena',
    lastName: 'Löscher',
    phoneNumber: '221 1234567',
    email,
    address: 'Domkloster 4, 50667 Köln',
    password: FRESH_PASSWORD,
    password_confirmation: FRESH_PASSWORD,
    termAndCondition: true,
    language,
    ...profile,
  };
  if (type === 'client') return client;
  const service = await catalogueFirst(api, 'services');
  const supplier: SupplierRegistrationRequest = {
    ...client,
    companyRegistrationNumber: 'HRB 4711',
    companyPhoneNumber: '221 7654321',
    companyEmail: `info.${email}`,
    companyAddress: 'Domkloster 4, 50667 Köln',
    serviceType: [service],
    specialSkillsOrExp: [await catalogueFirst(api, 'skills')],
    languageProficiency: [{ language: await catalogueFirst(api, 'languages'), level: 'C1' }],
    userDeclaration: true,
    dailyHours: 8,
    weeklyHours: 40,
    categoryAvailability: [{ category: service, numberOfResource: 2, areaRegion: ['Nordrhein-Westfalen'] }],
    hourlyRate: 4500,
    accountNo: 'DE89 3704 0044 0532 0130 00',
    accountName: companyName,
  };
  return supplier;
}

/** A new account of `type`: signed up and its mailed code verified (approval pending). */
async function signedUp(
  type: RegistrableUserType,
  language: Language,
  profile?: FreshClientProfile,
): Promise<{ api: APIRequestContext; userId: string; email: string; companyName: string }> {
  const api = await request.newContext();
  const tag = unique();
  const email = `loeschen.${type}.${tag}@example.test`;
  const companyName = `${type === 'client' ? 'Auftrag' : 'Montage'} ${tag} GmbH`;
  const signup = await api.post(`${API_URL}${API_PATHS.auth.signup(type)}`, { data: await draftOf(api, type, email, companyName, language, profile) });
  expect(signup.status(), `signup of ${email}: ${await signup.text()}`).toBe(201);
  const { userId } = ((await signup.json()) as { data: RegistrationResponse }).data;
  const { code } = await new Inbox(api).nextCode(email);
  const verified = await api.post(`${API_URL}${API_PATHS.auth.emailVerify}`, { data: { userId, code } });
  expect(verified.ok(), `verification of ${email}: ${await verified.text()}`).toBeTruthy();
  return { api, userId, email, companyName };
}

/** A signed-up account approved by the admin and signed in (API session). */
async function approvedAndSignedIn(account: Awaited<ReturnType<typeof signedUp>>, type: RegistrableUserType, language: Language): Promise<FreshAccount> {
  const login = await apiLogin(account.api, { email: account.email, password: FRESH_PASSWORD, userType: type });
  return {
    api: account.api,
    headers: { Authorization: `Bearer ${login.accessToken}`, 'Accept-Language': language },
    id: account.userId,
    email: account.email,
    password: FRESH_PASSWORD,
    companyName: account.companyName,
  };
}

/** A new client and a new supplier, signed up, verified, approved by the admin and signed in (API sessions). */
export async function freshParties(language: Language): Promise<{ client: FreshAccount; supplier: FreshAccount }> {
  const [client, supplier] = await Promise.all([signedUp('client', language), signedUp('supplier', language)]);
  const admin = await adminApi();
  await admin.approve('client', client.email);
  await admin.approve('supplier', supplier.email);
  await admin.dispose();
  return { client: await approvedAndSignedIn(client, 'client', language), supplier: await approvedAndSignedIn(supplier, 'supplier', language) };
}

/**
 * A new account of `type` of its own: signed up, verified, approved by the admin and signed in (API
 * session); a client may differ from the complete one by `profile` (the billing-data journey leaves the postcode out).
 */
export async function freshAccount(type: RegistrableUserType, language: Language, profile?: FreshClientProfile): Promise<FreshAccount> {
  const account = await signedUp(type, language, profile);
  const admin = await adminApi();
  await admin.approve(type, account.email);
  await admin.dispose();
  return approvedAndSignedIn(account, type, language);
}

/**
 * Running fixed-price work of `supplier` on a new job of `client` (apply with a new worker, award,
 * both accept the contract, start) and the conversation the client starts, with one message of each.
 */
export async function runningWorkWithChat(
  client: FreshAccount,
  supplier: FreshAccount,
  title: string,
  messages: { client: string; supplier: string },
): Promise<{ awardId: string; chatId: string }> {
  const { jobId, applicationId } = await fixedPriceApplication(client, supplier, title);
  await send(client, 'post', API_PATHS.applications.award(applicationId), {});
  const { awardId } = await startAwardOfJob(client, supplier, jobId);

  const chat = await send<ChatSummary>(client, 'post', CHAT_PATHS.list, { jobId, supplierId: supplier.id });
  await send(client, 'post', CHAT_PATHS.messages(chat._id), { clientMessageId: `c-${unique()}`, body: messages.client });
  await send(supplier, 'post', CHAT_PATHS.messages(chat._id), { clientMessageId: `s-${unique()}`, body: messages.supplier });
  return { awardId, chatId: chat._id };
}

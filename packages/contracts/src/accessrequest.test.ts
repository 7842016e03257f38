import { describe, expect, it } from 'vitest';
import { AccessRequestBody, accessRequestDefaults, accessRequestMessages, withoutInapplicableFields } from './accessrequest.ts';

const common = {
  firstName: 'Jane', lastName: 'Doe', email: 'jane@example.test', phone: '555-555-5555', acknowledgeUsage: true, acknowledgeCredentials: true,
};
/** Every conditional field filled in, whatever the choices. */
const everything = {
  targetAccountName: 'old@example.test', environment: 'Commercial', citizenship: 'U.S. Citizen', designation: 'Civilian',
  grade: 'O-3', company: 'Acme', organization: 'SSC', specifyOrganization: 'Elsewhere',
};

const messages = (input: unknown) => {
  const result = AccessRequestBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('AccessRequestBody', () => {
  it('has no default request type, so the form can say it is required; IL5 stays the default environment', () => {
    expect(accessRequestDefaults.requestType).toBe('');
    expect(accessRequestDefaults.environment).toBe('IL5');
    expect(messages({ ...accessRequestDefaults, ...common })).toEqual([`requestType: ${accessRequestMessages.requestType}`]);
    expect(messages({ ...common })).toEqual([`requestType: ${accessRequestMessages.requestType}`]);
  });

  it('keeps only the target account of a password reset', () => {
    const body = AccessRequestBody.parse({ ...common, ...everything, requestType: 'Password Reset' });
    expect(body.targetAccountName).toBe('old@example.test');
    for (const key of ['environment', 'citizenship', 'designation', 'grade', 'company', 'organization', 'specifyOrganization']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it('drops the target account, and grade, company and specified organization unless the choices bring them in', () => {
    const civilian = AccessRequestBody.parse({ ...common, ...everything, requestType: 'New Account' });
    expect(civilian).toMatchObject({ environment: 'Commercial', citizenship: 'U.S. Citizen', designation: 'Civilian', organization: 'SSC' });
    for (const key of ['targetAccountName', 'grade', 'company', 'specifyOrganization']) expect(civilian).not.toHaveProperty(key);

    const military = AccessRequestBody.parse({ ...common, ...everything, requestType: 'New Account', designation: 'Military', organization: 'Other' });
    expect(military).toMatchObject({ grade: 'O-3', specifyOrganization: 'Elsewhere' });
    expect(military).not.toHaveProperty('company');

    const contractor = AccessRequestBody.parse({ ...common, ...everything, requestType: 'New Account', designation: 'Contractor' });
    expect(contractor).toMatchObject({ company: 'Acme' });
    expect(contractor).not.toHaveProperty('grade');
  });

  it('does not validate fields that do not apply', () => {
    const junk = { ...everything, environment: 'Mars', citizenship: 'x', designation: 'Pilot', grade: 'g'.repeat(500), company: 'c'.repeat(500), organization: 'Nowhere' };
    expect(messages({ ...common, ...junk, requestType: 'Password Reset' })).toEqual([]);
    expect(messages({ ...common, ...everything, requestType: 'New Account', targetAccountName: 'not an email'.repeat(50), grade: 'g'.repeat(500), specifyOrganization: 5 })).toEqual([]);
  });

  it('still requires what applies', () => {
    expect(messages({ ...common, requestType: 'New Account', designation: 'Military', organization: 'Other' })).toEqual([
      `environment: ${accessRequestMessages.environment}`,
      `citizenship: ${accessRequestMessages.citizenship}`,
      `grade: ${accessRequestMessages.grade}`,
      `specifyOrganization: ${accessRequestMessages.specifyOrganization}`,
    ]);
    expect(messages({ ...common, requestType: 'Password Reset' })).toEqual([`targetAccountName: ${accessRequestMessages.targetAccountName}`]);
  });

  it('withoutInapplicableFields leaves the always-asked fields alone', () => {
    expect(withoutInapplicableFields({ ...common, ...everything, requestType: '' })).toEqual({ ...common, requestType: '' });
  });
});
